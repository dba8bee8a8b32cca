/// A view outside the subset, drawn as a labelled box that takes the offer. A placeholder that
/// holds what its closure builds (`GroupBox { … }`, `ViewThatFits { … }`) is a box around that
/// content, its label in the box's top edge: the content is laid out inside the border, never
/// over it.
public struct PlaceholderKind: ViewKind {
    public var label: String
    /// Whether it holds content (its one child), drawn inside its border under the label.
    public var holdsContent: Bool

    public init(_ label: String, holdsContent: Bool = false) {
        self.label = label
        self.holdsContent = holdsContent
    }

    public var name: String { label }

    public var textBytes: Int { label.utf8.count }
    public func cuttingTexts() -> PlaceholderKind {
        PlaceholderKind(LayoutBudget.cut(label), holdsContent: holdsContent)
    }
    public var isLayoutNode: Bool { true }

    /// The room between the box and its content: in cells the border's row and column (the top
    /// row holds the label); in points 8 pt, and the label's caption line above the content.
    func insets(_ context: LayoutContext) -> EdgeInsets {
        switch context.measure {
        case .cells: return EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        case .points: return EdgeInsets(top: 8 + Font.caption.height(lines: 1) + 4, leading: 8, bottom: 8, trailing: 8)
        }
    }

    func labelSize(_ context: LayoutContext) -> Size {
        var env = context.environment
        env.font = .caption
        return TextLayout.layout(label, width: nil, height: nil, environment: env, measure: context.measure).size
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let text = labelSize(context)
        let pad = context.measure.spacing(8, .horizontal)
        guard let content = subviews.first else {
            let ideal = Size(
                width: text.width + 2 * pad + 2, height: text.height + context.measure.length(16, .vertical))
            return Size(
                width: min(proposal.width ?? ideal.width, Length.largest), height: proposal.height ?? ideal.height)
        }
        let e = insets(context)
        let inner = content.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - e.horizontal) },
                height: proposal.height.map { max(0, $0 - e.vertical) }))
        return Size(
            width: min(max(inner.width + e.horizontal, text.width + 2 * pad + 2), Length.largest),
            height: min(inner.height + e.vertical, Length.largest))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard subviews.first != nil else { return [] }
        let e = insets(context)
        let inner = bounds.inset(by: e)
        let proposed = ProposedSize(width: inner.width, height: inner.height)
        return [Placement(index: 0, frame: inner, proposal: proposed)]
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        if holdsContent {
            painter.placeholder(around: label, in: frame)
        } else {
            painter.placeholder(label, in: frame)
        }
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("placeholder", .bool(true))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        subviews.isEmpty
            ? "not supported yet: a placeholder that takes the offer"
            : "not supported yet: a placeholder around its content, with its label above it"
    }
}
