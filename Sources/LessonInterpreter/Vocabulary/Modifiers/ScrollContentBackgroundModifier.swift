/// A list's or form's `.scrollContentBackground(.hidden)` (or `.visible`, `.automatic`): whether
/// it draws its own grouped background, or lets what is behind it show.
enum ScrollContentBackgroundModifier {
    static let entry = ModifierEntry(
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
