/// A shape's `.fill(.blue)`; `.fill()` is the primary colour.
enum FillModifier {
    static let entry = ModifierEntry(name: "fill", signatures: [Signature("_:=", "style:=")], isConfirmed: true) { c in
        let p = try c.first.map { try c.interpreter.paint($0.value, $0.range) } ?? .primary
        return .view(c.node.fill(p))
    }
}
