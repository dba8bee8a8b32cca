/// `Toggle("Wi-Fi", isOn: $on)`, `Toggle(isOn: $on) { … }`: a switch, which needs a binding.
enum ToggleView {
    static let entry = ViewEntry(
        name: "Toggle", signatures: [Signature("_:", "isOn:"), Signature("isOn:", "label:{}")]
    ) { c in
        let i = c.interpreter
        try i.requireBinding(c.args.labeled("isOn"))
        let label = try c.controlLabel()
        let on = try c.args.labeled("isOn").map { try i.truth($0.value, $0.range) } ?? false
        return .view(.toggle(label: label, isOn: on))
    }
}
