import TileTree

/// `.textFieldStyle(.roundedBorder)`: reaches every field inside the view, as an environment does.
enum TextFieldStyleModifier {
    static let entry = ModifierEntry(name: "textFieldStyle", signatures: [Signature("_:")]) { c in
        let (node, i, range) = (c.node, c.interpreter, c.range)
        guard let f = c.first, case .implicitMember(let style, _) = f.value else { return .view(node) }
        // NB: the walk below recurses once per level and visits every view: bounded like
        // layout's depth, and each view it visits is a step.
        let depth = node.depth
        guard depth <= LayoutEngine.depthLimit else {
            throw i.error("views are nested \(depth) deep, past the limit of \(LayoutEngine.depthLimit)", range)
        }
        i.steps += node.count
        try i.tick(range)
        return .view(
            node.mapKinds { kind in
                guard let field = kind as? TextFieldKind else { return nil }
                return TextFieldKind(
                    placeholder: field.placeholder, text: field.text, rounded: style == "roundedBorder")
            })
    }
}
