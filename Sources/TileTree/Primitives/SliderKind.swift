/// `Slider(value:in:)`: a track as wide as offered with its thumb where the value lies in the
/// range, filled in the accent colour up to the thumb. UIKit's slider draws a 28 pt thumb on a
/// 4 pt track; the control is 31 pt tall (see `ControlPart`). In cells: `━━━●────`.
///
/// `ViewNode.slider(value: 5, in: 0...10)` offered 393 pt is 393×31, its thumb half way.
public struct SliderKind: ViewKind {
    /// Where the value lies in the range, from 0 to 1.
    public var fraction: Double

    public init(fraction: Double) { self.fraction = ControlPart.clamped(fraction) }

    public var name: String { "Slider" }
    public var isLayoutNode: Bool { true }

    var part: ControlPart { .slider(fraction: fraction) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        part.size(width: proposal.width, measure: context.measure)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    { [] }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.control(part, in: frame, environment: environment)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("fraction", .number(fraction))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as wide as offered, its thumb's height"
    }
}
