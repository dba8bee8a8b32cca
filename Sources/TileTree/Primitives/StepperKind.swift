/// `Stepper`: a row as wide as offered, its label at the leading edge and the 94×32 pt `− | +`
/// control at the trailing edge, as tall as the taller (`ControlRow`). In cells: `[−|+]`.
///
/// `ViewNode.stepper(label: .text("Count: 3"))` offered 393 pt is 393×32, its control at x 299.
public struct StepperKind: ViewKind {
    public init() {}

    public var name: String { "Stepper" }
    public var isLayoutNode: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        ControlRow.environment(&environment)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        ControlRow.size(proposal, subviews, context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        ControlRow.place(in: bounds, proposal, subviews, context)
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as wide as offered: its label leading, its − | + trailing"
    }
}
