import SwiftLesson
import TileTree

/// A preview's root view, as far as its `@State` goes: the first view with `@State` that the
/// preview makes. A session gives it values (`overrides`) and reads back what it holds.
final class StateRoot {
    let overrides: [String: StateValue]
    /// The root's type, once the preview has made it.
    var type: String?
    /// Its `@State` properties a session can hold, with their values after the overrides.
    var states: [SwiftState] = []

    init(overrides: [String: StateValue]) { self.overrides = overrides }
}

extension Interpreter {
    /// `made`, when it is the preview's root (the first view with `@State` made while the
    /// preview is drawn), with the session's values in its `@State`; anything else as it is.
    func adoptRoot(_ made: Value, _ info: TypeInfo) -> Value {
        guard let root = stateRoot, root.type == nil, info.isView, info.hasState, case .instance(var me) = made else {
            return made
        }
        root.type = me.type
        for s in info.stored where s.wrapper == "State" && !s.isStatic {
            guard let held = me.fields[s.name], let state = swiftState(s.name, held) else { continue }
            if let given = root.overrides[s.name], Self.sameKind(given, state.value),
                let value = value(of: given, like: held)
            {
                me.fields[s.name] = value
                root.states.append(SwiftState(name: s.name, type: state.type, value: given))
            } else {
                root.states.append(state)
            }
        }
        return .instance(me)
    }

    /// The `@State` values of `instance` a session can hold, in declaration order.
    func states(of instance: Instance) -> [SwiftState] {
        guard let info = lookupType(instance.type) else { return [] }
        return info.stored.compactMap { s in
            guard s.wrapper == "State", !s.isStatic, let v = instance.fields[s.name] else { return nil }
            return swiftState(s.name, v)
        }
    }

    /// A property's value as a session holds it; nil for what a binding cannot hold (arrays,
    /// structs, an enum case with values).
    func swiftState(_ name: String, _ value: Value) -> SwiftState? {
        switch unbound(value) {
        case .bool(let b): return SwiftState(name: name, type: "Bool", value: .bool(b))
        case .int(let n): return SwiftState(name: name, type: "Int", value: .int(n))
        case .double(let d): return SwiftState(name: name, type: "Double", value: .double(d))
        case .string(let s): return SwiftState(name: name, type: "String", value: .string(s))
        case .enumCase(let e):
            guard e.associated.isEmpty, let info = lookupType(e.type), info.kind == .enumType,
                info.cases.allSatisfy({ $0.associated == nil })
            else { return nil }
            return SwiftState(name: name, type: qualifiedName(info), value: .enumCase(e.name))
        case .array(let items):
            // NB: an array of plain values, one level deep, at most 10 000 of them.
            guard items.count <= 10_000 else { return nil }
            var values: [StateValue] = []
            var element = "Any"
            for item in items {
                guard let s = swiftState(name, item), s.value.isPlain else { return nil }
                values.append(s.value)
                element = s.type
            }
            return SwiftState(name: name, type: "[\(element)]", value: .array(values))
        default: return nil
        }
    }

    /// A session's value as the interpreter holds it, shaped like `held` (its enum type).
    func value(of given: StateValue, like held: Value) -> Value? {
        switch (given, unbound(held)) {
        case (.bool(let b), _): return .bool(b)
        case (.int(let n), _): return .int(n)
        case (.double(let d), _): return .double(d)
        case (.string(let s), _): return .string(s)
        case (.enumCase(let name), .enumCase(let e)):
            guard let info = lookupType(e.type), info.cases.contains(where: { $0.name == name }) else { return nil }
            return .enumCase(EnumValue(type: e.type, name: name))
        case (.array(let items), .array(let held)):
            // NB: an enum's cases take their type from an element the view held; none, none.
            var out: [Value] = []
            for item in items {
                guard let v = value(of: item, like: held.first ?? .void) else { return nil }
                out.append(v)
            }
            return .array(out)
        default: return nil
        }
    }

    static func sameKind(_ a: StateValue, _ b: StateValue) -> Bool {
        switch (a, b) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.enumCase, .enumCase),
            (.array, .array):
            true
        default: false
        }
    }

    /// An enum's name as seen from outside: `InitializerBootcamp.Fruit` for one nested in a view.
    func qualifiedName(_ info: TypeInfo) -> String {
        types.filter { $0.value === info }.keys.max { ($0.utf8.count, $1) < ($1.utf8.count, $0) } ?? info.name
    }

    /// Presses the button labelled `label` the preview made: runs its action and gives the
    /// root's `@State` as the action left it. Throws what stops the action.
    func press(_ label: String, _ range: SourceRange) throws -> [SwiftState] {
        guard let button = buttons.first(where: { $0.title == label }) else { return [] }
        guard let action = button.action else {
            throw error("the button '\(label)' has no action to run", range)
        }
        var after: Value?
        switch action {
        case .closure(let c):
            _ = try callClosure(c, [], range) { after = $0 }
        case .method(let receiver, let name):
            let (_, changed) = try callMember(receiver, name, [], range)
            after = changed
        default:
            _ = try callValue(action, [], range)
        }
        guard let rootType = stateRoot?.type else { return [] }
        guard case .instance(let me)? = after.map(unbound) else { return [] }
        let holdsState = lookupType(me.type)?.stored.contains { $0.isState && !$0.isStatic } ?? false
        guard me.type == rootType || !holdsState else {
            throw error(
                "the button '\(label)' changes '\(me.type)', not the preview's root view '\(rootType)'; "
                    + "tap follows the root's @State", range)
        }
        return me.type == rootType ? states(of: me) : []
    }
}
