import SwiftLesson

/// Expressions and statements as compact s-expressions, for tests that check a tree's shape.
enum Sexp {
    static func of(_ expr: Expr) -> String {
        switch expr.kind {
        case .declReference(let name): return name
        case .integerLiteral(let text), .floatLiteral(let text): return text
        case .booleanLiteral(let value): return "\(value)"
        case .nilLiteral: return "nil"
        case .stringLiteral(let literal):
            return "\""
                + literal.pieces.map { piece -> String in
                    switch piece {
                    case .text(let text): return text
                    case .interpolation(let arguments): return "\\(" + arguments.map(of).joined(separator: ", ") + ")"
                    }
                }.joined() + "\""
        case .memberAccess(let base, let name): return (base.map(of) ?? "") + "." + name
        case .functionCall(let call):
            let arguments = call.arguments.map(of).joined(separator: " ")
            let closures = call.trailingClosures.map { " " + of($0) }.joined()
            return "(call \(of(call.calledExpression))" + (arguments.isEmpty ? "" : " " + arguments) + closures + ")"
        case .subscriptCall(let base, let arguments):
            return "(sub \(of(base)) " + arguments.map(of).joined(separator: " ") + ")"
        case .genericSpecialization(let base, let types):
            return of(base) + "<" + types.map(\.description).joined(separator: ",") + ">"
        case .closure(let closure):
            let parameters = closure.parameters.map(\.name).joined(separator: ",")
            return "{" + (parameters.isEmpty ? "" : parameters + " in ")
                + closure.statements.map(of).joined(separator: "; ") + "}"
        case .keyPath(let root, let components):
            return "\\" + (root?.description ?? "") + "." + components.joined(separator: ".")
        case .array(let elements): return "[" + elements.map(of).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return "[" + pairs.map { of($0.key) + ": " + of($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let elements): return "(tuple " + elements.map(of).joined(separator: " ") + ")"
        case .infixOperator(let left, let op, let right): return "(\(op) \(of(left)) \(of(right)))"
        case .assignment(let left, let op, let right): return "(\(op) \(of(left)) \(of(right)))"
        case .prefixOperator(let op, let operand): return "(\(op)pre \(of(operand)))"
        case .postfixOperator(let operand, let op): return "(\(op)post \(of(operand)))"
        case .forceUnwrap(let operand): return "(! \(of(operand)))"
        case .optionalChaining(let operand): return "(? \(of(operand)))"
        case .ternary(let condition, let then, let otherwise):
            return "(?: \(of(condition)) \(of(then)) \(of(otherwise)))"
        case .cast(let operand, let op, let type): return "(\(op) \(of(operand)) \(type))"
        case .tryExpr(let op, let operand): return "(\(op) \(of(operand)))"
        case .awaitExpr(let operand): return "(await \(of(operand)))"
        case .ifExpr(let ifExpr): return of(ifExpr)
        case .switchExpr(let switchExpr):
            return "(switch \(of(switchExpr.subject))"
                + switchExpr.cases.map { item in
                    " (" + (item.isDefault ? "default" : item.items.map { of($0.pattern) }.joined(separator: ","))
                        + ": "
                        + item.statements.map(of).joined(separator: "; ") + ")"
                }.joined() + ")"
        case .macroExpansionExpr(let expansion):
            return "(#\(expansion.name) " + expansion.arguments.map(of).joined(separator: " ") + ")"
        case .valueBindingPattern(let specifier, let pattern): return "(\(specifier) \(of(pattern)))"
        case .unknownExpr(let unknown): return "(unknown \(unknown.construct))"
        }
    }

    static func of(_ argument: LabeledExpr) -> String {
        (argument.label.map { $0 + ":" } ?? "") + of(argument.expression)
    }

    static func of(_ ifExpr: IfExpr) -> String {
        var text =
            "(if " + ifExpr.conditions.map(of).joined(separator: ", ") + " {"
            + ifExpr.body.map(of).joined(separator: "; ") + "}"
        switch ifExpr.elseBody {
        case .block(let statements): text += " else {" + statements.map(of).joined(separator: "; ") + "}"
        case .ifExpr(let nested): text += " else " + of(nested)
        case nil: break
        }
        return text + ")"
    }

    static func of(_ condition: ConditionElement) -> String {
        switch condition {
        case .expression(let expr): return of(expr)
        case .optionalBinding(let specifier, let name, _, let value):
            return "\(specifier) \(name)" + (value.map { " = " + of($0) } ?? "")
        case .matching(let pattern, let value): return "case \(of(pattern)) = \(of(value))"
        }
    }

    static func clause(_ c: Stmt.CatchClause) -> String {
        let patterns = c.patterns.map(of).joined(separator: ", ")
        let condition = c.whereClause.map { " where " + of($0) } ?? ""
        return "(catch " + patterns + condition + " " + c.body.map(of).joined(separator: " ") + ")"
    }

    static func of(_ stmt: Stmt) -> String {
        if let label = stmt.label {
            var unlabelled = stmt
            unlabelled.label = nil
            return label + ": " + of(unlabelled)
        }
        switch stmt.kind {
        case .expression(let expr): return of(expr)
        case .declaration(let decl): return Outline.line(decl)
        case .guardStmt(let guardStmt):
            return "(guard " + guardStmt.conditions.map(of).joined(separator: ", ") + " {"
                + guardStmt.body.map(of).joined(separator: "; ") + "})"
        case .returnStmt(let value): return "(return" + (value.map { " " + of($0) } ?? "") + ")"
        case .forStmt(let forStmt):
            return "(for \(of(forStmt.pattern)) in \(of(forStmt.sequence)) {"
                + forStmt.body.map(of).joined(separator: "; ") + "})"
        case .whileStmt(let whileStmt): return "(while " + whileStmt.conditions.map(of).joined(separator: ", ") + ")"
        case .throwStmt(let value): return "(throw \(of(value)))"
        case .controlTransfer(let word, let label): return label.map { "\(word) \($0)" } ?? word
        case .doStmt(let d):
            let clauses = d.catches.map(clause)
            return "(do " + ([d.body.map(of).joined(separator: " ")] + clauses).joined(separator: " ") + ")"
        case .repeatStmt(let r):
            return "(repeat " + r.body.map(of).joined(separator: " ") + " while " + of(r.condition) + ")"
        case .deferStmt(let body): return "(defer " + body.map(of).joined(separator: " ") + ")"
        case .unknownStmt(let unknown): return "(unknown \(unknown.construct))"
        }
    }
}
