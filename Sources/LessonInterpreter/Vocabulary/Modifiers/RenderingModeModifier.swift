/// An image's `.renderingMode(.original)` or `.renderingMode(.template)`; a list's
/// `.scrollContentBackground(.hidden)` (or `.visible`, `.automatic`).
enum RenderingModeModifier {
    static let entry = ModifierEntry(name: "renderingMode", signatures: [Signature("_:")]) { c in
        guard let f = c.first, case .implicitMember(let mode, _) = f.value else { return .view(c.node) }
        return .view(c.node.renderingMode(mode == "original"))
    }

    static let scrollContentBackground = ModifierEntry(
        name: "scrollContentBackground", signatures: [Signature("_:")], isConfirmed: true
    ) { c in
        guard let f = c.first, case .implicitMember(let visibility, _) = f.value else { return .view(c.node) }
        guard ["hidden", "visible", "automatic"].contains(visibility) else {
            throw c.interpreter.error(
                "type 'Visibility' has no member '\(visibility)'; expected .hidden, .visible or .automatic", f.range)
        }
        return .view(c.node.scrollContentBackground(hidden: visibility == "hidden"))
    }
}
