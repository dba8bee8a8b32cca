/// An API the tree does not know (`NavigationStack`, `List`): a labelled box where it stands,
/// as large as offered, its label's size when asked its ideal.
public struct PlaceholderKind: ViewKind {
    public var label: String

    public init(_ label: String) { self.label = label }

    public var name: String { label }

    public var textBytes: Int { label.utf8.count }
    public func cuttingTexts() -> PlaceholderKind { PlaceholderKind(LayoutBudget.cut(label)) }
    public var isLayoutNode: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        var env = context.environment
        env.font = .caption
        let text = TextLayout.layout(label, width: nil, height: nil, environment: env, measure: context.measure).size
        let pad = context.measure.spacing(8, .horizontal)
        let ideal = Size(width: text.width + 2 * pad + 2, height: text.height + context.measure.length(16, .vertical))
        return Size(width: min(proposal.width ?? ideal.width, Length.largest), height: proposal.height ?? ideal.height)
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.placeholder(label, in: frame)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("placeholder", .bool(true))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "not supported yet: a placeholder that takes the offer"
    }
}
