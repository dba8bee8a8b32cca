/// `.tag(value)`: what a `Picker`'s selection matches.
enum TagModifier {
    static let entry = ModifierEntry(name: "tag", signatures: [Signature("_:")]) { c in
        guard let f = c.first else { return .view(c.node) }
        return .view(c.node.tag(c.interpreter.describe(c.interpreter.unbound(f.value))))
    }
}
