/// A SwiftUI modifier the interpreter knows: its name, its signatures, and how it changes the
/// view it is called on. A still preview's modifier (`.onTapGesture`) leaves the view as it is.
///
///     ModifierEntry(name: "clipped", signatures: [Signature()]) { .view($0.node.clipped()) }
final class ModifierEntry: Sendable {
    let name: String
    let signatures: [Signature]
    let build: @Sendable (ModifierCall) throws -> Value
    /// Whether it changes nothing a still preview draws, so that the view is drawn as it is.
    let isStillPreview: Bool

    init(
        name: String, signatures: [Signature], isStillPreview: Bool = false,
        build: @escaping @Sendable (ModifierCall) throws -> Value
    ) {
        self.name = name
        self.signatures = signatures
        self.isStillPreview = isStillPreview
        self.build = build
    }

    /// The entry every modifier outside the subset shares (`.onTapGesture`, `.sheet`): it changes
    /// nothing a still preview shows, so the view is drawn as it is. Its name is empty: the
    /// call's own name is the modifier's (`ModifierCall.name`).
    static let stillPreview = ModifierEntry(name: "", signatures: [], isStillPreview: true) { .view($0.node) }
}
