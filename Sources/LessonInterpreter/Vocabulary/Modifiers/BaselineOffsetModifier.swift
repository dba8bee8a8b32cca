/// A text's `.baselineOffset(4)`.
enum BaselineOffsetModifier {
    static let entry = ModifierEntry(name: "baselineOffset", signatures: [Signature("_:")]) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.baselineOffset(ModifierCall.finite(try c.interpreter.geometry(f.value, f.range))))
    }
}
