/// `Divider()`: a line across its stack (1 pt or one cell thick), as long as it is offered.
public struct DividerKind: ViewKind {
    public init() {}

    public var name: String { "Divider" }
    public var isLayoutNode: Bool { true }

    /// The line runs across the stack: horizontal in a `VStack` or alone, vertical in an `HStack`.
    func lineAxis(_ context: LayoutContext) -> Axis {
        context.environment.stackAxis == .horizontal ? .vertical : .horizontal
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let axis = lineAxis(context)
        var size = Size.zero
        size[axis] = proposal[axis] ?? 0
        size[axis.other] = 1
        return size
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.divider(in: frame, axis: environment.stackAxis == .horizontal ? .vertical : .horizontal)
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "a line as long as the offer, 1 thick"
    }

    public var swift: SwiftCode? { .view("Divider()") }
}
