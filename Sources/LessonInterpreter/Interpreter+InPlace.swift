import SwiftLesson

extension Interpreter {
    /// Runs `body` on the value `target` names, taken out of where it is stored so that nothing
    /// else references it: an `append` then grows the array's own storage (amortised O(1))
    /// instead of copying it, as Swift's `inout` does. The value goes back after `body`, also
    /// when it throws. `body` is told the storage's declared type (a stored property's), so that
    /// what it adds is coerced as an assignment would coerce it. Nil when `target` is not a place
    /// this reaches (a static, a dictionary entry, a plain binding) or `body` gives nil: the
    /// caller then evaluates, changes a copy and assigns it back.
    ///
    ///     // items.append(x): inPlace(items) { v, _ in mutate(&v, "append", ...) }
    func inPlace<T>(_ target: Expr, _ scope: Scope, _ body: (inout Value, TypeSyntax?) throws -> T?) throws -> T? {
        switch target.kind {
        case .declReference(let name):
            if let owner = scope.owner(of: name) { return try inPlace(name, of: owner, target.range, body) }
            if let owner = scope.owner(of: "self") {
                return try inPlace("self", of: owner, target.range) { me, _ in
                    try inField(&me, name, target.range, body)
                }
            }
            // NB: a global by its bare name; a static read unqualified goes the copying way.
            // NB: one not yet used is given its first value, as reading it would.
            guard try global(name) != nil, var v = globalValues.updateValue(.void, forKey: name) else { return nil }
            defer { globalValues[name] = v }
            return try body(&v, nil)
        case .memberAccess(let base?, let name):
            return try inPlace(base, scope) { container, _ in try inField(&container, name, target.range, body) }
        case .subscriptCall(let base, let arguments):
            guard arguments.count == 1, case .int(let index) = unbound(try eval(arguments[0].expression, scope))
            else { return nil }
            return try inPlace(base, scope) { container, declared in
                guard var items = container.takeArray() else { return nil }
                guard items.indices.contains(index), !Self.isPair(items[index]) else {
                    container = .array(items)
                    return nil
                }
                var element = items[index]
                items[index] = .void
                defer {
                    items[index] = element
                    container = .array(items)
                }
                if case .array(let e)? = declared { return try body(&element, e) }
                return try body(&element, nil)
            }
        case .forceUnwrap(let inner), .optionalChaining(let inner):
            return try inPlace(inner, scope, body)
        default:
            return nil
        }
    }

    /// A scope's name, or the `@State` box it holds.
    private func inPlace<T>(
        _ name: String, of owner: Scope, _ range: SourceRange, _ body: (inout Value, TypeSyntax?) throws -> T?
    ) throws -> T? {
        if case .state(let box)? = owner.names[name] { return try inPlace(box, range, nil, body) }
        guard var v = owner.names.updateValue(.void, forKey: name) else { return nil }
        defer { owner.names[name] = v }
        return try body(&v, nil)
    }

    /// NB: the box records the change's place, as `assign` does, so that a tap that takes it past
    /// a state limit is reported at the mutation, not at the preview.
    private func inPlace<T>(
        _ box: StateBox, _ range: SourceRange, _ declared: TypeSyntax?,
        _ body: (inout Value, TypeSyntax?) throws -> T?
    ) throws -> T? {
        box.written = (range, file)
        var v = box.value
        box.value = .void
        defer { box.value = v }
        return try body(&v, declared)
    }

    /// A struct's stored property, under the rules `store` keeps (no `let`, no plain property of a view).
    private func inField<T>(
        _ container: inout Value, _ name: String, _ range: SourceRange,
        _ body: (inout Value, TypeSyntax?) throws -> T?
    ) throws -> T? {
        guard case .instance(var instance) = container else { return nil }
        // NB: a property with `willSet`/`didSet` changes by a copy and `store`, which runs them.
        if observers(of: instance.type, name) != nil { return nil }
        let declared = lookupType(instance.type)?.stored.first { $0.name == name && !$0.isStatic }?.type
        switch instance.fields[name] {
        case .state(let box)?, .binding(.state(let box))?: return try inPlace(box, range, declared, body)
        case nil: return nil
        default: break
        }
        try checkStore(instance.type, name, range)
        container = .void
        defer { container = .instance(instance) }
        guard var v = instance.fields.updateValue(.void, forKey: name) else { return nil }
        defer { instance.fields[name] = v }
        return try body(&v, declared)
    }
}

/// A value moved into a call and back out of it (see `Interpreter.callFunction`'s `owned`).
final class Held {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Scope {
    /// The scope that declares `name`: where an assignment to it lands.
    func owner(of name: String) -> Scope? {
        var scope: Scope? = self
        while let s = scope {
            if s.names[name] != nil { return s }
            scope = s.parent
        }
        return nil
    }
}

extension Value {
    /// The array this holds, leaving `.void`: the caller holds the only reference, so a change
    /// grows it where it is instead of copying it.
    mutating func takeArray() -> [Value]? {
        guard case .array(let items) = self else { return nil }
        self = .void
        return items
    }

    /// An array's elements or a string's bytes.
    var size: Int? {
        switch self {
        case .array(let items): items.count
        case .string(let s): s.utf8.count
        default: nil
        }
    }

    /// The string this holds, leaving `.void` (see `takeArray`).
    mutating func takeString() -> String? {
        guard case .string(let s) = self else { return nil }
        self = .void
        return s
    }
}
