/// `Bool`: `Bool(x)` is `x`, `Bool()` false.
enum BoolType {
    static let entry = TypeEntry(
        name: "Bool", role: .served,
        initializer: { use in use.args?.first.map { use.interpreter.unbound($0.value) } ?? .bool(false) })
}
