import SwiftLesson

/// Whether every path through a body ends in `return`, `throw` or a call that never returns, as
/// swiftc's "missing return" asks; nil when the check cannot tell (a loop that may never end, an
/// unknown statement, `fallthrough`), so that it says nothing.
///
///     ReturnPaths(neverReturning: ["fatalError"]).exits(`if a { return 1 } else { return 2 }`) == true
struct ReturnPaths {
    var neverReturning: Set<String>

    func exits(_ list: [Stmt]) -> Bool? {
        for s in list {
            guard let ends = exits(s) else { return nil }
            if ends { return true }
        }
        return false
    }

    private func exits(_ s: Stmt) -> Bool? {
        switch s.kind {
        case .returnStmt, .throwStmt: return true
        case .expression(let e): return exits(e)
        case .whileStmt(let w):
            if w.conditions.count == 1, case .expression(let c) = w.conditions[0], case .booleanLiteral(true) = c.kind {
                return nil
            }
            return false
        case .controlTransfer(let word, _): return word == "fallthrough" ? nil : false
        case .doStmt(let d):
            // NB: the end of a `do` is reached from its body or from any `catch`.
            var ends = exits(d.body)
            for c in d.catches where ends != nil {
                guard let caught = exits(c.body) else { return nil }
                ends = ends == true && caught
            }
            return ends
        case .repeatStmt(let r):
            guard let ends = exits(r.body) else { return nil }
            if ends { return true }
            if case .booleanLiteral(true) = r.condition.kind { return nil }
            return false
        case .unknownStmt: return nil
        case .declaration, .guardStmt, .forStmt, .deferStmt: return false
        }
    }

    private func exits(_ e: Expr) -> Bool? {
        switch e.kind {
        case .ifExpr(let i): return exits(i)
        case .switchExpr(let s):
            var all = true
            for c in s.cases {
                guard let ends = exits(c.statements) else { return nil }
                all = all && ends
            }
            return all
        case .functionCall(let c):
            if case .declReference(let name) = c.calledExpression.kind, neverReturning.contains(name) { return true }
            return false
        case .tryExpr(_, let inner), .awaitExpr(let inner): return exits(inner)
        case .unknownExpr: return nil
        case .declReference, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral,
            .memberAccess, .subscriptCall, .genericSpecialization, .closure, .keyPath, .array, .dictionary, .tuple,
            .infixOperator, .assignment, .prefixOperator, .postfixOperator, .forceUnwrap, .optionalChaining, .ternary,
            .cast, .macroExpansionExpr, .valueBindingPattern:
            return false
        }
    }

    private func exits(_ i: IfExpr) -> Bool? {
        guard let then = exits(i.body) else { return nil }
        switch i.elseBody {
        case nil: return false
        case .block(let list)?:
            guard let other = exits(list) else { return nil }
            return then && other
        case .ifExpr(let next)?:
            guard let other = exits(next) else { return nil }
            return then && other
        }
    }

    /// A body's one expression that is its value: anything but an `if` or `switch` with a branch
    /// that is not a single expression, or an `if` without `else`.
    static func isImplicitReturn(_ e: Expr) -> Bool {
        switch e.kind {
        case .ifExpr(let i): return isImplicitReturn(i)
        case .switchExpr(let s): return s.cases.allSatisfy(\.statements.isSingleExpression)
        case .declReference, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral,
            .memberAccess, .functionCall, .subscriptCall, .genericSpecialization, .closure, .keyPath, .array,
            .dictionary, .tuple, .infixOperator, .assignment, .prefixOperator, .postfixOperator, .forceUnwrap,
            .optionalChaining, .ternary, .cast, .tryExpr, .awaitExpr, .macroExpansionExpr, .valueBindingPattern,
            .unknownExpr:
            return true
        }
    }

    private static func isImplicitReturn(_ i: IfExpr) -> Bool {
        guard i.body.isSingleExpression else { return false }
        switch i.elseBody {
        case nil: return false
        case .block(let list)?: return list.isSingleExpression
        case .ifExpr(let next)?: return isImplicitReturn(next)
        }
    }

    /// The result type as swiftc names it in "expected to return 'Int'", for a type that needs a
    /// return; nil for `Void`, `Never`, an opaque type and the shapes whose spelling is not sure.
    static func returnedName(_ type: TypeSyntax?) -> String? {
        guard let type else { return nil }
        switch type {
        case .identifier(let name, let generics):
            return generics.isEmpty && name != "Void" && name != "Never" && name != "Self" ? name : nil
        case .member(let base, let name, let generics):
            guard generics.isEmpty, let b = returnedName(base) else { return nil }
            return b + "." + name
        case .optional(let wrapped): return returnedName(wrapped).map { $0 + "?" }
        case .array(let element): return returnedName(element).map { "[" + $0 + "]" }
        case .implicitlyUnwrappedOptional, .dictionary, .tuple, .function, .opaque, .composition, .metatype,
            .attributed, .labeled:
            return nil
        }
    }
}

extension [Stmt] {
    /// One statement that is an expression (a branch of an `if` or `switch` expression).
    fileprivate var isSingleExpression: Bool {
        guard count == 1, case .expression = self[0].kind else { return false }
        return true
    }
}
