/// `.fontWeight(.bold)`.
enum FontWeightModifier {
    static let entry = ModifierEntry(name: "fontWeight", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first, !f.value.isNull else { return .view(c.node) }
        return .view(c.node.fontWeight(try c.interpreter.weight(f.value, f.range)))
    }
}
