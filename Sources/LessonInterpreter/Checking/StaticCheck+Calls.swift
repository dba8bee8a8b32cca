import SwiftLesson

/// Calls: a built-in view's or modifier's labels as the evaluator checks them, a struct's
/// memberwise initializer as its access allows, and mutating methods on immutable values.
extension StaticCheck {
    func call(_ c: FunctionCallExpr, _ e: Expr) {
        let callee = c.calledExpression
        switch callee.kind {
        case .declReference(let name):
            if lookup(name) == nil {
                viewCall(name, c, e)
                memberwiseCall(name, c, callee)
            }
        case .memberAccess(let base?, let name):
            expr(base)
            privateMember(base, name, callee)
            mutatingCall(base, name, callee)
            modifierCall(base, name, c, callee)
        case .memberAccess(nil, _): break
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral, .functionCall,
            .subscriptCall,
            .genericSpecialization, .closure, .keyPath, .array, .dictionary, .tuple, .infixOperator, .assignment,
            .prefixOperator, .postfixOperator, .forceUnwrap, .optionalChaining, .ternary, .cast, .tryExpr, .awaitExpr,
            .ifExpr, .switchExpr, .macroExpansionExpr, .valueBindingPattern, .unknownExpr:
            expr(callee)
        }
        for a in c.arguments { expr(a.expression) }
        for t in c.trailingClosures { expr(t.expression) }
    }

    /// The call's arguments as the evaluator's matcher reads them: labels and places only.
    static func arguments(_ c: FunctionCallExpr) -> [Argument] {
        c.arguments.map { Argument(label: $0.label, value: .void, range: $0.range, valueRange: $0.expression.range) }
            + c.trailingClosures.map { Argument(label: $0.label, value: .void, range: $0.range, trailing: true) }
    }

    /// Whether the program leaves `name` to the vocabulary: it declares no type, function or
    /// extension initializer of that name.
    func isBuiltIn(_ name: String) -> Bool {
        !facts.types.contains(name) && !facts.functions.contains(name) && !facts.extendedInits.contains(name)
    }

    private func viewCall(_ name: String, _ c: FunctionCallExpr, _ e: Expr) {
        guard let entry = vocabulary.views[name], entry.isConfirmed, isBuiltIn(name) else { return }
        let open = e.range.start + name.utf8.count
        if let m = Vocabulary.mismatch(entry.signatures, Self.arguments(c), open: open) { report(m.message, m.range) }
    }

    private func modifierCall(_ base: Expr, _ name: String, _ c: FunctionCallExpr, _ callee: Expr) {
        guard !facts.functions.contains(name), let entry = vocabulary.modifier(name), entry.isConfirmed, isView(base)
        else { return }
        if let m = Vocabulary.mismatch(entry.signatures, Self.arguments(c), open: callee.range.end) {
            report(m.message, m.range)
        }
    }

    /// An expression sure to be a view: a built-in view or one of the program's made, with
    /// built-in modifiers after it.
    func isView(_ e: Expr) -> Bool {
        guard case .functionCall(let c) = e.kind else { return false }
        if case .declReference(let name) = c.calledExpression.kind {
            guard lookup(name) == nil else { return false }
            return (vocabulary.views[name] != nil && isBuiltIn(name)) || facts.views.contains(name)
        }
        if case .memberAccess(let base?, let name) = c.calledExpression.kind {
            return !facts.functions.contains(name) && vocabulary.modifier(name) != nil && isView(base)
        }
        return false
    }

    /// `Counter(count: 5)` from outside `Counter`, where a private stored property makes the
    /// memberwise initializer private, or a private wrapped property with a value leaves it out.
    private func memberwiseCall(_ name: String, _ c: FunctionCallExpr, _ callee: Expr) {
        guard let s = facts.structs[name], !s.hasOwnInit, !s.unmodelledAccess, !facts.extendedInits.contains(name),
            !facts.functions.contains(name), !context.enclosing.contains(name)
        else { return }
        let access = MemberwiseAccess(s)
        let args = Self.arguments(c)
        guard SignatureMatcher.fits(access.written, args) else { return }
        if access.isPrivate {
            if access.hasEmptyInit {
                if let m = Vocabulary.mismatch([Signature()], args, open: callee.range.end) {
                    report(m.message, m.range)
                }
            } else {
                report("'\(name)' initializer is inaccessible due to 'private' protection level", callee.range)
            }
            return
        }
        let visible = access.hasEmptyInit ? [Signature(), access.visible] : [access.visible]
        if let m = Vocabulary.mismatch(visible, args, open: callee.range.end) { report(m.message, m.range) }
    }
}
