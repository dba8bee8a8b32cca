import TileRender
import TileTree

/// The `EnumPicker`: its labels (already mapped), which one is selected and its style, as one
/// tree, and the words that say it.
///
/// Example: `PickerPresentation.label(title: nil, labels: ["a", "b"], selected: 1)` is
/// "b selected, of a, b".
public struct PickerPresentation: Presentation {
    /// The picker's tree; `selected` out of range means none is selected.
    public static func tree(title: String?, labels: [String], selected: Int, style: PickerStyle) -> ViewNode {
        ViewNode.picker(PickerData(title: title, labels: labels, selected: selected))
            .pickerStyle(PickerStyleKind(rawValue: style.rawValue) ?? .segmented)
    }

    /// What a picker shows, in words: "Time unit: hours selected, of minutes, hours".
    public static func label(title: String?, labels: [String], selected: Int) -> String {
        (title.map { $0 + ": " } ?? "")
            + (labels.indices.contains(selected) ? labels[selected] + " selected, of " : "none selected, of ")
            + labels.joined(separator: ", ")
    }

    public init() {}

    public var name: PresentationName { .picker }

    public func accepts(_ type: ValueType) -> Bool { if case .enumeration = type { true } else { false } }

    public func isDefault(for type: ValueType) -> Bool { accepts(type) }

    public var readsBindings: [String] { ["style"] }

    public func view(of b: Binding, value: Value, session: Session, environment: Environment) -> ShellView? {
        Self.view(of: b, title: nil, label: nil, style: nil, session: session).map(ShellView.picker)
    }

    /// The picker over `b`'s enum, in `style` or else the session's.
    static func view(of b: Binding, title: String?, label: String?, style: PickerStyle?, session: Session)
        -> PickerView?
    {
        guard case .enumeration(let t) = b.type.base, let e = session.enumType(named: t) else { return nil }
        guard case .enumCase(let selected)? = b.value else { return nil }
        return PickerView(
            cases: e.cases, selected: selected, title: title, label: label, style: style ?? session.pickerStyle)
    }

    public func viewName(of b: Binding, in explainer: Explainer) -> String {
        explainer.pickerName(b, style: nil, title: nil, label: nil)
    }

    public func initializer(of b: Binding) -> String { "the picker" }

    public func swiftLines(
        of b: ExportPlan.BindingPlan, pickerStyle: PickerStyle, into source: inout DrawnViewSource
    ) -> [String] {
        source.picker(b, title: nil, label: nil, style: pickerStyle)
    }
}

extension Presentation where Self == PickerPresentation {
    /// The `EnumPicker`.
    public static var picker: PickerPresentation { PickerPresentation() }
}
