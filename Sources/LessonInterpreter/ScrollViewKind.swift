import TileTree

/// `ScrollView { content }`: it takes the whole space offered, and offers its content that
/// space's width with no limit on its height (`.horizontal`: the height, and no limit on the
/// width), so the content takes its ideal length; the content starts at the top (the leading
/// edge), centred across, and what goes past the end is cut off, as a still preview shows it.
///
///     // ScrollView { Color.red.frame(height: 100) } puts a 393 x 100 bar at the top of the screen
struct ScrollViewKind: ViewKind {
    /// Scrolls sideways (`ScrollView(.horizontal)`).
    var horizontal: Bool

    var name: String { "ScrollView" }
    var isLayoutNode: Bool { true }

    func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        horizontal
            ? ProposedSize(width: nil, height: proposal.height) : ProposedSize(width: proposal.width, height: nil)
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
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

    func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.pushClip(.rectangle, in: frame)
    }

    func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popClip()
    }

    func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes the whole offer; its content takes its ideal \(horizontal ? "width" : "height") from the start"
    }

    var swift: SwiftCode? { .container(horizontal ? "ScrollView(.horizontal)" : "ScrollView") }
}
