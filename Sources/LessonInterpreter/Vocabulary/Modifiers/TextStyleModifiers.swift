import TileTree

/// `.bold()`, `.italic()`, `.underline()`, `.strikethrough()`, each also with a flag (`.bold(isOn)`).
enum TextStyleModifiers {
    static let changes: [(name: String, change: @Sendable (ViewNode) -> ViewNode)] = [
        ("bold", { $0.bold() }), ("italic", { $0.italic() }), ("underline", { $0.underline() }),
        ("strikethrough", { $0.strikethrough() }),
    ]

    static let entries = changes.map { name, style in
        // NB: `.underline` and `.strikethrough` also take `pattern:` and `color:`, which are not
        // confirmed here, so only `.bold` and `.italic` are checked.
        ModifierEntry(name: name, signatures: [Signature("_:=")], isConfirmed: name == "bold" || name == "italic") {
            c in .view(try c.flag() ? style(c.node) : c.node)
        }
    }
}
