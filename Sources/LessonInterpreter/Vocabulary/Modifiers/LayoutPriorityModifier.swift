/// `.layoutPriority(1)`.
enum LayoutPriorityModifier {
    static let entry = ModifierEntry(name: "layoutPriority", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.layoutPriority(ModifierCall.finite(try c.interpreter.double(f.value, f.range))))
    }
}
