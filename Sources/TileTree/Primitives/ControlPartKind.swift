/// A control's own part as a leaf of its tree (a `Toggle`'s switch, a `ProgressView`'s bar):
/// its fixed size in each unit (`ControlPart.size`), drawn by the painter. The layout inspector
/// folds it into its control.
public struct ControlPartKind: ViewKind {
    public var part: ControlPart

    public init(_ part: ControlPart) { self.part = part }

    public var name: String { part.control }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        part.size(width: proposal.width, measure: context.measure)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    { [] }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.control(part, in: frame, environment: environment)
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "the control's own size"
    }
}
