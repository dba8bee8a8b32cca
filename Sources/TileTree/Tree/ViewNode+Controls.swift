/// SwiftUI's controls under their names, as lesson files use them: `ProgressView`, `Toggle`,
/// `TextField`, `Slider`, `Stepper`, `Label`. Every number they are given is made safe here
/// (NaN, infinities, a value outside its range, an empty range).
extension ViewNode {
    /// `ProgressView()`, `ProgressView("Loading")`, `ProgressView(value: 0.4, total: 2)`: a spinner
    /// without a value, a bar filled to `value / total` (kept between 0 and 1) with one.
    public static func progressView(label: ViewNode? = nil, value: Double? = nil, total: Double = 1) -> ViewNode {
        let fraction = value.map { ControlPart.fraction($0, lower: 0, upper: total) }
        let part = fraction.map { ControlPart.progressBar(fraction: $0) } ?? .spinner
        return ViewNode(ProgressViewKind(fraction: fraction), [ViewNode(ControlPartKind(part)), label ?? .empty])
    }
}

extension ViewNode {
    /// `Toggle("Wi-Fi", isOn: $on)`: the label leading, the switch trailing, as wide as offered.
    public static func toggle(label: ViewNode, isOn: Bool) -> ViewNode {
        ViewNode(ToggleKind(isOn: isOn), [ViewNode(ControlPartKind(.toggleSwitch(isOn: isOn))), label])
    }
}

extension ViewNode {
    /// `TextField("Name", text: $name)` (and `SecureField`): the text, or the placeholder in the
    /// secondary style when it is empty, on one line as wide as offered; `rounded` is
    /// `.textFieldStyle(.roundedBorder)`.
    public static func textField(placeholder: String, text: String, rounded: Bool) -> ViewNode {
        let shown = text.isEmpty ? ViewNode.text(placeholder).foregroundStyle(.secondary) : .text(text)
        return ViewNode(TextFieldKind(placeholder: placeholder, text: text, rounded: rounded), [shown.lineLimit(1)])
    }
}

extension ViewNode {
    /// `Slider(value: $volume, in: 0...10)`: as wide as offered, the thumb where the value lies in
    /// the range (a value outside it at its nearer end; NaN, or a range that is one point or has
    /// an infinite bound, at the start).
    public static func slider(value: Double, in range: ClosedRange<Double>) -> ViewNode {
        ViewNode(SliderKind(fraction: ControlPart.fraction(value, lower: range.lowerBound, upper: range.upperBound)))
    }

    /// `Stepper("Count: \(n)", value: $n)`: the label leading, the `− | +` control trailing.
    public static func stepper(label: ViewNode) -> ViewNode {
        ViewNode(StepperKind(), [ViewNode(ControlPartKind(.stepper)), label])
    }
}

extension ViewNode {
    /// `Label("Rain", systemImage: "cloud.rain")`: the symbol (`glyph` is the character that
    /// stands for it, as for `Image(systemName:)`; nil shows the name in brackets), then the title.
    public static func label(title: String, systemImage: String, glyph: String?) -> ViewNode {
        ViewNode(
            LabelKind(title: title, systemImage: systemImage),
            [.image(systemName: systemImage, glyph: glyph), .text(title)])
    }
}
