import TileTree

/// `.textCase(.uppercase)`, `.textCase(nil)`.
enum TextCaseModifier {
    static let entry = ModifierEntry(name: "textCase", signatures: [Signature("_:")]) { c in
        guard let f = c.first, case .implicitMember(let name, _) = f.value else { return .view(c.node.textCase(nil)) }
        return .view(c.node.textCase(TextCase(rawValue: name)))
    }
}
