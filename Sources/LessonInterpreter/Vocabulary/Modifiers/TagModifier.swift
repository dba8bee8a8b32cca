/// `.tag(value)`: what a `Picker`'s selection matches.
enum TagModifier {
    static let entry = ModifierEntry(name: "tag", signatures: [Signature("_:")]) { c in
        guard let f = c.first else { return .view(c.node) }
        let value = c.interpreter.unbound(f.value)
        let text = c.interpreter.describe(value)
        c.interpreter.tagValues[text] = value
        return .view(c.node.tag(text))
    }
}
