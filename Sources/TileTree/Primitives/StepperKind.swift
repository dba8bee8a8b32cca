/// `Stepper`: a row as wide as offered, its label at the leading edge and the 94×32 pt `− | +`
/// control at the trailing edge, as tall as the taller (`ControlRow`). In cells: `[−|+]`.
///
/// `ViewNode.stepper(label: .text("Count: 3"))` offered 393 pt is 393×32, its control at x 299.
public struct StepperKind: ControlRowKind {
    public init() {}

    public var name: String { "Stepper" }
    public var isLayoutNode: Bool { true }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as wide as offered: its label leading, its − | + trailing"
    }
}
