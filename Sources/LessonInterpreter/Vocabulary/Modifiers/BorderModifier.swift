import TileTree

/// `.border(.gray)`, `.border(.gray, width: 2)`.
enum BorderModifier {
    static let entry = ModifierEntry(name: "border", signatures: [Signature("_:", "width:=")], isConfirmed: true) { c in
        guard let f = c.first else { return .view(c.node) }
        let paint = try c.interpreter.paint(f.value, f.range)
        return .view(c.node.border(paint, width: Length.sane(try c.number("width") ?? 1)))
    }
}
