/// `.opacity(0.5)`.
enum OpacityModifier {
    static let entry = ModifierEntry(name: "opacity", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.opacity(try c.interpreter.geometry(f.value, f.range, as: "Double")))
    }
}
