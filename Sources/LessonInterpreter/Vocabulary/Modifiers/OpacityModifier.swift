/// `.opacity(0.5)`; `.hidden()`, which keeps the view's place and draws nothing of it, as an
/// opacity of 0 does.
enum OpacityModifier {
    static let entry = ModifierEntry(name: "opacity", signatures: [Signature("_:")], isConfirmed: true) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.opacity(try c.interpreter.geometry(f.value, f.range, as: "Double")))
    }

    static let hidden = ModifierEntry(name: "hidden", signatures: [Signature()], isConfirmed: true) { c in
        .view(c.node.opacity(0))
    }
}
