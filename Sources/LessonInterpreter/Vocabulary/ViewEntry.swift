/// A SwiftUI view the interpreter builds: its name, its initializers' signatures, and how a
/// call of it becomes a value (a view, a colour, a gradient).
///
///     ViewEntry(name: "Divider", signatures: [Signature()]) { _ in .view(.divider) }
final class ViewEntry: Sendable {
    let name: String
    let signatures: [Signature]
    /// Whether `signatures` are every initializer SwiftUI declares, confirmed against its
    /// interface, so that a call none of them takes is swiftc's error; otherwise calls are taken
    /// as they come, since a false error on valid code is worse than a missed one.
    let isConfirmed: Bool
    let build: @Sendable (ViewCall) throws -> Value

    init(
        name: String, signatures: [Signature], isConfirmed: Bool = false,
        build: @escaping @Sendable (ViewCall) throws -> Value
    ) {
        self.name = name
        self.signatures = signatures
        self.isConfirmed = isConfirmed
        self.build = build
    }
}
