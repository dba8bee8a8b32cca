/// `Binding(x)`: a binding to what `x` names (`Binding.constant` is a static call of its own).
enum BindingType {
    static let entry = TypeEntry(
        name: "Binding", role: .served, initializer: { use in use.args?.first.map { .binding($0.value) } ?? .null })
}
