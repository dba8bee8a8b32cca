/// `.fixedSize()` and `.fixedSize(horizontal:vertical:)`: the child is asked its ideal size on the
/// fixed axes (a `nil` proposal there), whatever its parent offers, and keeps it; a text stays
/// on one line instead of wrapping or truncating.
///
/// `ViewNode.text("A long title").fixedSize()` offered 40 pt is as wide as its whole line.
public struct FixedSizeKind: ViewKind {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var name: String { ".fixedSize" }
    public var isLayoutNode: Bool { true }

    func fixed(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(fixed(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard subviews.first != nil else { return [] }
        return [Placement(index: 0, frame: bounds, proposal: fixed(proposal))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let axes = horizontal && vertical ? "both axes" : (horizontal ? "its width" : "its height")
        return "its child's ideal size on \(axes), whatever is offered"
    }
}

extension ViewNode {
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modified(FixedSizeKind(horizontal: horizontal, vertical: vertical))
    }
}
