/// An image's `.renderingMode(.original)` or `.renderingMode(.template)`.
enum RenderingModeModifier {
    static let entry = ModifierEntry(name: "renderingMode", signatures: [Signature("_:")]) { c in
        guard let f = c.first, case .implicitMember(let mode, _) = f.value else { return .view(c.node) }
        return .view(c.node.renderingMode(mode == "original"))
    }
}
