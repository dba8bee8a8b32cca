import SwiftLesson

/// `typealias` and nested types reached by name: `Constants.Pie.opacity`,
/// `MemoryGame<String>.Card(...)`, `typealias Card = MemoryGame<String>.Card`.
extension Interpreter {
    /// An alias pointing at an alias is followed this many times at most (`typealias A = B`,
    /// `typealias B = A` is swiftc's error, never a hang here).
    static let aliasDepth = 16

    /// Records `typealias name = type` under its name and, inside a type, under `Outer.name`.
    func declareAlias(_ alias: TypeAliasDecl, outer: String?) {
        if let outer {
            aliases[outer + "." + alias.name] = alias.type
            if let key = Self.parentKey(outer, alias.name) { aliases[key] = aliases[key] ?? alias.type }
        }
        if aliases[alias.name] == nil || outer == nil { aliases[alias.name] = alias.type }
    }

    /// The alias a type's name stands for, if it is one and no declared type has that name.
    func aliasTarget(_ name: String) -> TypeSyntax? {
        guard types[name] == nil, let target = aliases[name] else { return nil }
        let real = resolved(target)
        // NB: a cycle (`typealias A = B`, `typealias B = A`) resolves to no type.
        if case .identifier(let n, _) = real, types[n] == nil, aliases[n] != nil { return nil }
        return real
    }

    /// A written type with its aliases replaced by what they stand for, at every level.
    func resolved(_ type: TypeSyntax, depth: Int = 0) -> TypeSyntax {
        guard depth < Self.aliasDepth else { return type }
        switch type {
        case .identifier(let name, let arguments):
            if types[name] == nil, let target = aliases[name] { return resolved(target, depth: depth + 1) }
            return .identifier(name, genericArguments: arguments.map { resolved($0, depth: depth + 1) })
        case .member(let base, let name, let arguments):
            let key = Self.baseName(base) + "." + name
            if types[key] == nil, let target = aliases[key] { return resolved(target, depth: depth + 1) }
            return .member(resolved(base, depth: depth + 1), name, genericArguments: arguments)
        case .optional(let t): return .optional(resolved(t, depth: depth + 1))
        case .implicitlyUnwrappedOptional(let t): return .implicitlyUnwrappedOptional(resolved(t, depth: depth + 1))
        case .array(let t): return .array(resolved(t, depth: depth + 1))
        case .dictionary(let k, let v):
            return .dictionary(key: resolved(k, depth: depth + 1), value: resolved(v, depth: depth + 1))
        case .attributed(let a, let t): return .attributed(a, resolved(t, depth: depth + 1))
        default: return type
        }
    }

    /// A type nested in `outer` (a declared type's name, qualified or not), or an alias
    /// declared in it, as the name of the type it is.
    func nestedType(_ outer: String, _ name: String) -> String? {
        var owners = [outer]
        if let info = lookupType(outer), info.name != outer { owners.append(info.name) }
        if let target = aliasTarget(outer) { owners.append(Self.baseName(target)) }
        for owner in owners {
            if let type = memberType(owner, name) { return type }
        }
        return nil
    }

    /// `owner.name` as the name of the type it is: a nested type, or an alias declared in `owner`.
    func memberType(_ owner: String, _ name: String) -> String? {
        let key = owner + "." + name
        if types[key] != nil { return key }
        if let target = aliases[key] { return Self.baseName(resolved(target)) }
        return nil
    }

    /// A name declared in `outer` (`A.B`) under its parent's own name too (`B.name`), as `self`
    /// inside `B` names it; nil when `outer` is one name.
    static func parentKey(_ outer: String, _ name: String) -> String? {
        guard let dot = outer.lastIndex(of: ".") else { return nil }
        return outer[outer.index(after: dot)...] + "." + name
    }

    /// A type named inside a type's own code without its prefix (`Card` inside `MemoryGame`):
    /// the nested one wins over another of the same name elsewhere, as Swift's lookup does.
    func enclosingNestedType(_ name: String, _ scope: Scope) -> String? {
        guard name.first?.isUppercase == true, let me = scope.lookup("self") else { return nil }
        let owner: String
        switch me {
        case .instance(let i): owner = i.type
        case .enumCase(let e): owner = e.type
        case .type(let t): owner = t
        default: return nil
        }
        return memberType(owner, name)
    }
}
