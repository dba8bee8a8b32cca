/// `Binding(x)`: a binding to what `x` names (`Binding.constant` is a static call of its own).
/// `Binding(get:set:)`: a binding to what its getter reads when the view is made.
/// NB: what is set through such a binding is not run back through its setter yet.
enum BindingType {
    static let entry = TypeEntry(
        name: "Binding", role: .served,
        initializer: { use in
            if let get = use.args?.labeled("get") {
                return .binding(try use.interpreter.callValue(get.value, [], use.range))
            }
            return use.args?.first.map { .binding($0.value) } ?? .null
        })
}
