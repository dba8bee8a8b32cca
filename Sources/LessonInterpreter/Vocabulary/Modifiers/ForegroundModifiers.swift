import TileTree

/// `.foregroundColor(.red)` and `.foregroundStyle(.blue.gradient)`; `.tint(.green)` and the older
/// `.accentColor(.green)`, the colour of the buttons, links, switches and sliders inside (`nil`
/// leaves the accent as it is).
enum ForegroundModifiers {
    static let entries =
        [
            ModifierEntry(name: "foregroundColor", signatures: [Signature("_:")], isConfirmed: true) { c in
                guard let p = try paint(c) else { return .view(c.node) }
                return .view(c.node.foregroundColor(p))
            },
            ModifierEntry(
                name: "foregroundStyle",
                signatures: [Signature("_:"), Signature("_:", "_:"), Signature("_:", "_:", "_:")],
                isConfirmed: true
            ) { c in
                guard let p = try paint(c) else { return .view(c.node) }
                return .view(c.node.foregroundStyle(p))
            },
        ]
        + ["tint", "accentColor"].map { name in
            ModifierEntry(name: name, signatures: [Signature("_:")], isConfirmed: true) { c in
                guard let p = try paint(c) else { return .view(c.node) }
                return .view(c.node.modified(StyleModifierKind(.tint(p, styleName: "." + name))))
            }
        }

    static func paint(_ c: ModifierCall) throws -> Paint? {
        guard let f = c.first, !f.value.isNull else { return nil }
        return try c.interpreter.paint(f.value, f.range)
    }
}
