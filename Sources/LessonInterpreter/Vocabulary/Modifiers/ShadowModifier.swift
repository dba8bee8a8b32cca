import TileTree

/// `.shadow(radius: 4)`, `.shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)`: drawn
/// under its child in pictures, in SwiftUI's default colour (black at a third's opacity) when
/// no colour is given.
enum ShadowModifier {
    static let entry = ModifierEntry(
        name: "shadow", signatures: [Signature("color:=", "radius:", "x:=", "y:=")], isConfirmed: true
    ) { c in
        let color = try c.args.labeled("color").map { try c.interpreter.paint($0.value, $0.range) }
        let shadow = Layer.Shadow(
            color: color ?? Layer.Shadow.defaultColor, radius: Length.sane(try c.number("radius") ?? 0),
            x: ModifierCall.finite(try c.number("x") ?? 0), y: ModifierCall.finite(try c.number("y") ?? 0))
        return .view(c.node.shadow(shadow))
    }
}
