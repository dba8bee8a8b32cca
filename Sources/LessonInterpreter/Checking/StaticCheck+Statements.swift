import SwiftLesson

/// Statements and expressions: every sub-expression visited once, with the names each scope binds.
extension StaticCheck {
    func stmt(_ s: Stmt) {
        switch s.kind {
        case .expression(let e): expr(e)
        case .declaration(let d): localDecl(d)
        case .guardStmt(let g):
            // NB: the names it binds are seen after it, not in its `else`; walked twice, the
            // statement still keeps one error.
            scopes.append([:])
            conditions(g.conditions)
            scopes.removeLast()
            statements(g.body)
            conditions(g.conditions)
        case .returnStmt(let e): if let e { expr(e) }
        case .throwStmt(let e): expr(e)
        case .forStmt(let f):
            expr(f.sequence)
            scopes.append([:])
            bindPattern(f.pattern)
            if let w = f.whereClause { expr(w) }
            statements(f.body)
            scopes.removeLast()
        case .whileStmt(let w):
            scopes.append([:])
            conditions(w.conditions)
            statements(w.body)
            scopes.removeLast()
        case .doStmt(let d):
            statements(d.body)
            for c in d.catches {
                scopes.append([:])
                if c.patterns.isEmpty { bind("error") }
                for p in c.patterns { bindPattern(p) }
                if let w = c.whereClause { expr(w) }
                statements(c.body)
                scopes.removeLast()
            }
        case .repeatStmt(let r):
            statements(r.body)
            expr(r.condition)
        case .deferStmt(let body): statements(body)
        case .controlTransfer, .unknownStmt: return
        }
    }

    /// An `if`'s, `guard`'s or `while`'s conditions, binding their names in the current scope.
    func conditions(_ list: [ConditionElement]) {
        for c in list {
            switch c {
            case .expression(let e): expr(e)
            case .optionalBinding(_, let name, _, let value):
                if let value { expr(value) }
                bind(name)
            case .matching(let pattern, let value):
                expr(value)
                bindPattern(pattern)
            }
        }
    }

    func expr(_ e: Expr) {
        switch e.kind {
        case .declReference, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .keyPath, .unknownExpr,
            .valueBindingPattern:
            return
        case .stringLiteral(let s):
            for case .interpolation(let args) in s.pieces {
                for a in args { expr(a.expression) }
            }
        case .memberAccess(let base, let name):
            if let base {
                expr(base)
                privateMember(base, name, e)
            }
        case .functionCall(let c): call(c, e)
        case .subscriptCall(let base, let args):
            expr(base)
            for a in args { expr(a.expression) }
        case .genericSpecialization(let base, _): expr(base)
        case .closure(let c):
            closureDepth += 1
            scopes.append(Dictionary(c.parameters.map { ($0.name, Local()) }, uniquingKeysWith: { a, _ in a }))
            statements(c.statements)
            scopes.removeLast()
            closureDepth -= 1
            missingReturn(c.statements, c.returnType, kind: "closure", end: e.range.end)
        case .array(let items): for item in items { expr(item) }
        case .dictionary(let pairs):
            for p in pairs {
                expr(p.key)
                expr(p.value)
            }
        case .tuple(let items): for item in items { expr(item.expression) }
        case .infixOperator(let l, _, let r):
            expr(l)
            expr(r)
        case .assignment(let l, let op, let r):
            assignment(l, op, r)
            expr(l)
            expr(r)
        case .prefixOperator(_, let x), .postfixOperator(let x, _), .forceUnwrap(let x), .optionalChaining(let x),
            .cast(let x, _, _), .tryExpr(_, let x), .awaitExpr(let x):
            expr(x)
        case .ternary(let c, let t, let f):
            expr(c)
            expr(t)
            expr(f)
        case .ifExpr(let i): ifExpr(i)
        case .switchExpr(let s):
            expr(s.subject)
            for c in s.cases {
                scopes.append([:])
                for item in c.items {
                    bindPattern(item.pattern)
                    if let w = item.whereClause { expr(w) }
                }
                statements(c.statements)
                scopes.removeLast()
            }
        case .macroExpansionExpr(let m): for a in m.arguments + m.trailingClosures { expr(a.expression) }
        }
    }

    private func ifExpr(_ i: IfExpr) {
        scopes.append([:])
        conditions(i.conditions)
        statements(i.body)
        scopes.removeLast()
        switch i.elseBody {
        case nil: return
        case .block(let list)?: statements(list)
        case .ifExpr(let next)?: ifExpr(next)
        }
    }
}
