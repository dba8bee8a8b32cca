import SwiftLesson

extension Interpreter {
    /// The optional type `name` was declared with, as Swift resolves the name: the innermost
    /// local of that name, else a stored property of `self`; nil when it is declared otherwise
    /// or not known. A value that is nil at run time says nothing of its declared type.
    func declaredOptional(_ name: String, _ scope: Scope) -> TypeSyntax? {
        var s: Scope? = scope
        while let current = s {
            if current.names[name] != nil { return current.optionals?[name] }
            s = current.parent
        }
        guard case .instance(let me)? = scope.lookup("self"), let info = lookupType(me.type),
            let stored = info.stored.first(where: { $0.name == name && !$0.isStatic }),
            case .optional? = stored.type
        else { return nil }
        return stored.type
    }

    /// swiftc's error for a name declared optional where its wrapped type is required.
    func mustUnwrap(_ optional: TypeSyntax, _ range: SourceRange) -> EvalError {
        guard case .optional(let wrapped) = optional else {
            return error("value of optional type '\(optional)' must be unwrapped", range)
        }
        return error("value of optional type '\(optional)' must be unwrapped to a value of type '\(wrapped)'", range)
    }
}
