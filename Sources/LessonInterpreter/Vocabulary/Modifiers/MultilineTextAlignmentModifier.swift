import TileTree

/// `.multilineTextAlignment(.center)`.
enum MultilineTextAlignmentModifier {
    static let entry = ModifierEntry(name: "multilineTextAlignment", signatures: [Signature("_:")], isConfirmed: true) {
        c in
        guard let f = c.first, case .implicitMember(let a, _) = f.value, let alignment = TextAlignment(rawValue: a)
        else {
            throw c.interpreter.error("expected '.leading', '.center' or '.trailing'", c.range)
        }
        return .view(c.node.multilineTextAlignment(alignment))
    }
}
