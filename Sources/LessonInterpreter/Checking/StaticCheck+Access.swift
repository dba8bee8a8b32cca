import SwiftLesson

/// A private member reached from outside its struct: `Vault().secret`, `v.open()` for a local
/// `let v = Vault()`.
extension StaticCheck {
    func privateMember(_ base: Expr, _ name: String, _ access: Expr) {
        guard let type = madeType(base), let s = facts.structs[type], s.privateMembers.contains(name),
            !s.otherMembers.contains(name), !context.enclosing.contains(type)
        else { return }
        report("'\(name)' is inaccessible due to 'private' protection level", Self.tail(access.range, name))
    }

    /// The program's struct that `e` is sure to be: one made by name, or a local made so.
    func madeType(_ e: Expr) -> String? {
        if case .declReference(let name) = e.kind { return lookup(name)?.type }
        guard case .functionCall(let c) = e.kind, case .declReference(let name) = c.calledExpression.kind,
            lookup(name) == nil, facts.structs[name] != nil, !facts.functions.contains(name)
        else { return nil }
        return name
    }

    /// The struct a local holds, from its written type or its first value.
    func madeType(_ type: TypeSyntax?, _ initializer: Expr?) -> String? {
        if let type {
            guard case .identifier(let name, let generics) = type, generics.isEmpty, facts.structs[name] != nil
            else { return nil }
            return name
        }
        return initializer.flatMap(madeType)
    }
}
