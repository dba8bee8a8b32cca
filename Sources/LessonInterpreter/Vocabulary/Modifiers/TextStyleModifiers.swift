import TileTree

/// `.bold()`, `.italic()`, `.underline()`, `.strikethrough()`, each also with a flag (`.bold(isOn)`).
enum TextStyleModifiers {
    static let changes: [(name: String, change: @Sendable (ViewNode) -> ViewNode)] = [
        ("bold", { $0.bold() }), ("italic", { $0.italic() }), ("underline", { $0.underline() }),
        ("strikethrough", { $0.strikethrough() }),
    ]

    static let entries = changes.map { name, style in
        ModifierEntry(name: name, signatures: [Signature("_:")]) { c in .view(try c.flag() ? style(c.node) : c.node) }
    }
}
