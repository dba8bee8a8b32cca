/// A SwiftUI view the interpreter builds: its name, its initializers' signatures, and how a
/// call of it becomes a value (a view, a colour, a gradient).
///
///     ViewEntry(name: "Divider", signatures: [Signature()]) { _ in .view(.divider) }
final class ViewEntry: Sendable {
    let name: String
    let signatures: [Signature]
    let build: @Sendable (ViewCall) throws -> Value

    init(name: String, signatures: [Signature], build: @escaping @Sendable (ViewCall) throws -> Value) {
        self.name = name
        self.signatures = signatures
        self.build = build
    }
}
