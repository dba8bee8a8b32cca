/// `.truncationMode(.tail)`: where tileshell cuts a line anyway; another place is said once.
enum TruncationModeModifier {
    static let entry = ModifierEntry(name: "truncationMode", signatures: [Signature("_:")]) { c in
        if let f = c.first, case .implicitMember("tail", _) = f.value { return .view(c.node) }
        c.interpreter.warn("'.truncationMode' is not supported yet; drawn without it", c.range)
        return .view(c.node)
    }
}
