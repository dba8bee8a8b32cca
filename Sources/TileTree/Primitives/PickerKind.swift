/// Seed 3's picker: a segmented control, a menu button or an inline list, by its style (its
/// own, else `.pickerStyle`'s, else segmented). Its size comes from `PickerMetrics`, the one
/// place each look's geometry lives.
public struct PickerKind: ViewKind {
    public var picker: PickerData
    public var style: PickerStyleKind?

    public init(_ picker: PickerData, style: PickerStyleKind? = nil) {
        self.picker = picker
        self.style = style
    }

    public var name: String { "Picker" }

    public var textBytes: Int { picker.labels.reduce(picker.title?.utf8.count ?? 0) { $0 &+ $1.utf8.count } }
    /// NB: each label cut on its own, so that a picker of many short labels keeps them all.
    public func cuttingTexts() -> PickerKind {
        var cut = picker
        cut.title = picker.title.map { LayoutBudget.cut($0) }
        cut.labels = picker.labels.map { LayoutBudget.cut($0) }
        return PickerKind(cut, style: style)
    }
    public var isLayoutNode: Bool { true }

    func resolvedStyle(_ env: ViewEnvironment) -> PickerStyleKind { style ?? env.pickerStyle ?? .segmented }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        PickerMetrics.size(
            picker, style: resolvedStyle(context.environment), width: proposal.width, measure: context.measure)
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.picker(picker, style: resolvedStyle(environment), in: frame, environment: environment)
    }

    public func parts(in frame: Rect, environment: ViewEnvironment, measure: Measure) -> [ViewPart] {
        PickerMetrics.parts(picker, style: resolvedStyle(environment), in: frame, measure: measure)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [
            ("style", .string(resolvedStyle(environment).rawValue)),
            ("selection", picker.labels.indices.contains(picker.selected) ? .string(picker.selectedLabel) : .null),
        ]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "a \(resolvedStyle(context.environment).rawValue) picker of \(picker.labels.count) cases: its control's size"
    }
}
