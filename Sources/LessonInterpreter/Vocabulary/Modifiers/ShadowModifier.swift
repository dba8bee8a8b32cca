import TileTree

/// `.shadow(radius: 4)`, drawn by its radius.
enum ShadowModifier {
    static let entry = ModifierEntry(
        name: "shadow", signatures: [Signature("color:=", "radius:", "x:=", "y:=")], isConfirmed: true
    ) { c in
        .view(c.node.shadow(radius: Length.sane(try c.number("radius") ?? 0)))
    }
}
