/// `Stepper("Count", value: $count)`, `Stepper(value: $count) { … }`: which needs a binding.
enum StepperView {
    static let entry = ViewEntry(
        name: "Stepper", signatures: [Signature("_:", "value:", "in:"), Signature("value:", "in:", "label:{}")]
    ) { c in
        try c.interpreter.requireBinding(c.args.labeled("value"))
        return .view(.stepper(label: try c.controlLabel()))
    }
}
