import TileTree

/// Modifiers without arguments that the tree holds as they are: `.resizable()`, `.scaledToFit()`,
/// `.scaledToFill()`, `.clipped()`.
enum PlainModifiers {
    static let changes: [(name: String, change: @Sendable (ViewNode) -> ViewNode)] = [
        ("resizable", { $0.resizable() }), ("scaledToFit", { $0.scaledToFit() }),
        ("scaledToFill", { $0.scaledToFill() }), ("clipped", { $0.clipped() }),
    ]

    static let entries = changes.map { name, change in
        ModifierEntry(name: name, signatures: [Signature()]) { .view(change($0.node)) }
    }
}
