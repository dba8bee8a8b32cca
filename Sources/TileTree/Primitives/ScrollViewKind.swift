/// `ScrollView { content }`: it takes the whole space offered, and offers its content that
/// space's width with no limit on its height (`.horizontal`: the height, and no limit on the
/// width), so the content takes its ideal length; the content starts at the top (the leading
/// edge), centred across, and what goes past the end is cut off, as a still preview shows it.
/// On a device its content stays where the safe area puts it, but shows past the safe area's
/// edges the scroll view touches along its axis, as iOS scrolls it under the home indicator.
///
///     // ScrollView { Color.red.frame(height: 100) } puts a 393 x 100 bar at the top of the screen
public struct ScrollViewKind: ViewKind {
    /// Scrolls sideways (`ScrollView(.horizontal)`).
    public var horizontal: Bool

    public init(horizontal: Bool) { self.horizontal = horizontal }

    public var name: String { "ScrollView" }
    public var isLayoutNode: Bool { true }
    public var drawsPastSafeArea: Edge.Set { horizontal ? .horizontal : .vertical }

    public func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        horizontal
            ? ProposedSize(width: nil, height: proposal.height) : ProposedSize(width: proposal.width, height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let content = subviews.first else { return [] }
        let inner = contentProposal(ProposedSize(bounds.size))
        let size = content.sizeThatFits(inner)
        // NB: centred across the scrolling axis, from the start along it.
        let x = horizontal ? bounds.x : bounds.x + (bounds.width - size.width) / 2
        let y = horizontal ? bounds.y + (bounds.height - size.height) / 2 : bounds.y
        return [Placement(index: 0, frame: Rect(origin: Point(x: x, y: y), size: size), proposal: inner)]
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.pushClip(.rectangle, in: frame)
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popClip()
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes the whole offer; its content takes its ideal \(horizontal ? "width" : "height") from the start"
    }

    public var swift: SwiftCode? { .container(horizontal ? "ScrollView(.horizontal)" : "ScrollView") }
}
