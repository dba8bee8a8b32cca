/// A property wrapper written out, as an initializer sets a wrapped property's storage:
/// `_count = State(initialValue: start)`, `_model = StateObject(wrappedValue: Model())`.
/// The value is a box around the first value; assigning it to `_count` stores that value in
/// `count` (see `Interpreter.wrappedStorage`), which a preview then holds as it holds any state.
enum PropertyWrapperTypes {
    static let entries = ["State", "StateObject", "ObservedObject", "Bindable"].map {
        TypeEntry(name: $0, role: .served, initializer: initializer)
    }

    /// `State(initialValue: v)`, `State(wrappedValue: v)` or `State(v)`; `State()` holds nil.
    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let args = use.args ?? []
        guard let first = args.first else {
            if use.type == "State" { return .state(StateBox(key: "", value: .null)) }
            throw use.interpreter.error("missing argument for parameter 'wrappedValue' in call", use.range)
        }
        guard args.count == 1, [nil, "initialValue", "wrappedValue"].contains(first.label) else {
            throw use.interpreter.error(
                "extra argument in call: '\(use.type)' takes one value, 'wrappedValue:'", use.range)
        }
        return .state(StateBox(key: "", value: use.interpreter.unbound(first.value)))
    }
}
