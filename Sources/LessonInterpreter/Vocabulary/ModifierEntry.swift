/// A SwiftUI modifier the interpreter knows: its name, its signatures, and how it changes the
/// view it is called on. A still preview's modifier (`.onTapGesture`) leaves the view as it is.
///
///     ModifierEntry(name: "clipped", signatures: [Signature()]) { .view($0.node.clipped()) }
struct ModifierEntry: Sendable {
    var name: String
    var signatures: [Signature]
    var build: @Sendable (ModifierCall) throws -> Value
    /// Whether it changes nothing a still preview draws, so that the view is drawn as it is.
    var isStillPreview = false

    init(name: String, signatures: [Signature], build: @escaping @Sendable (ModifierCall) throws -> Value) {
        self.name = name
        self.signatures = signatures
        self.build = build
    }

    /// A modifier that changes nothing a still preview shows (a gesture, a title, an animation).
    static func stillPreview(_ name: String) -> ModifierEntry {
        var entry = ModifierEntry(name: name, signatures: []) { .view($0.node) }
        entry.isStillPreview = true
        return entry
    }
}
