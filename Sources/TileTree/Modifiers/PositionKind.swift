/// `.position(x:y:)`: takes all the space it is offered (its child's size along an axis offered
/// none) and places its child's centre at `x`, `y` from its top leading corner, as SwiftUI's
/// position layout does.
public struct PositionKind: ViewKind {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (Length.signed(x), Length.signed(y))
    }

    public var name: String { ".position" }
    public var isLayoutNode: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return proposal.replacingUnspecified(with: child)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let child = subviews.first else { return [] }
        let size = child.sizeThatFits(proposal)
        let m = context.measure
        let cx = bounds.x + (x < 0 ? -1 : 1) * m.length(abs(x), .horizontal)
        let cy = bounds.y + (y < 0 ? -1 : 1) * m.length(abs(y), .vertical)
        let frame = Rect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height)
        return [Placement(index: 0, frame: frame, proposal: proposal)]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "all the space offered, its child's centre at \(Length.text(x)), \(Length.text(y))"
    }

    public var swift: SwiftCode? {
        .modifier(".position(x: \(SwiftUISource.number(x)), y: \(SwiftUISource.number(y)))")
    }
}
