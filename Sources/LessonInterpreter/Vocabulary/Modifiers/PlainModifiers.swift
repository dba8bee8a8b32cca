import TileTree

/// Modifiers without arguments that the tree holds as they are: `.resizable()`, `.scaledToFit()`,
/// `.scaledToFill()`, `.clipped()`, `.labelsHidden()`.
enum PlainModifiers {
    static let changes: [(name: String, change: @Sendable (ViewNode) -> ViewNode)] = [
        ("resizable", { $0.resizable() }), ("scaledToFit", { $0.scaledToFit() }),
        ("scaledToFill", { $0.scaledToFill() }), ("clipped", { $0.clipped() }),
        ("labelsHidden", { $0.labelsHidden() }),
    ]

    static let entries = changes.map { name, change in
        ModifierEntry(name: name, signatures: [signatures(name)], isConfirmed: true) { .view(change($0.node)) }
    }

    /// `.resizable(capInsets:resizingMode:)` and `.clipped(antialiased:)` have defaults for all.
    static func signatures(_ name: String) -> Signature {
        switch name {
        case "resizable": Signature("capInsets:=", "resizingMode:=")
        case "clipped": Signature("antialiased:=")
        default: Signature()
        }
    }
}
