import TileTree

/// `.cornerRadius(8)`.
enum CornerRadiusModifier {
    static let entry = ModifierEntry(
        name: "cornerRadius", signatures: [Signature("_:", "antialiased:=")], isConfirmed: true
    ) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.cornerRadius(Length.sane(try c.interpreter.geometry(f.value, f.range, as: "CGFloat"))))
    }
}
