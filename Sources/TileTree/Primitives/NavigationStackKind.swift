/// `NavigationStack { content }` (or `NavigationView`) as an iPhone draws its root: it takes the
/// whole space offered, a navigation bar across its top (44 pt, and 52 more below it for a large
/// title) holds the `.navigationTitle` its content set, and the content is offered the rest and
/// centred in it. In cells the bar is the title's row (and a blank row under a large title).
///
///     // NavigationStack { Text("Hi").navigationTitle("Inbox") } is a 96 pt bar, "Hi" centred below
public struct NavigationStackKind: ViewKind {
    /// `NavigationStack` or `NavigationView`, as the file wrote it.
    public var name: String
    public var title: String?
    /// `.navigationBarTitleDisplayMode(.inline)`: the title small and centred in the 44 pt bar.
    public var inline: Bool

    public init(name: String, title: String?, inline: Bool) {
        self.name = name
        self.title = title
        self.inline = inline
    }

    public static let barHeight = 44.0
    public static let largeTitleHeight = 52.0
    /// The large title's leading margin, an iPhone's layout margin.
    public static let margin = 16.0

    public var isLayoutNode: Bool { true }

    /// The bar's height: no title makes no large title area.
    public func bar(_ m: Measure) -> Double {
        switch m {
        case .points: inline || title == nil ? Self.barHeight : Self.barHeight + Self.largeTitleHeight
        case .cells: title == nil ? 0 : (inline ? 1 : 2)
        }
    }

    public func contentProposal(_ proposal: ProposedSize, _ m: Measure) -> ProposedSize {
        ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar(m)) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, context.measure)) ?? .zero
        return Size(
            width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar(context.measure))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let content = subviews.first else { return [] }
        let top = bar(context.measure)
        let area = Rect(
            origin: Point(x: bounds.x, y: bounds.y + top),
            size: Size(width: bounds.width, height: max(0, bounds.height - top)))
        let inner = ProposedSize(area.size)
        let frame = aligned(content.sizeThatFits(inner), in: area, .center, context: context)
        return [Placement(index: 0, frame: frame, proposal: inner)]
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        guard let title else { return }
        var env = environment
        env.weight = inline ? .semibold : .bold
        env.font = inline ? .headline : .largeTitle
        if inline { env.textAlignment = .center }
        if frame.height < Self.barHeight {
            // NB: cells: the title on the first row, an inline one centred (a column a character).
            let width = Double(title.count)
            let x = inline ? frame.x + max(0, ((frame.width - width) / 2).rounded(.down)) : frame.x
            let row = Rect(origin: Point(x: x, y: frame.y), size: Size(width: min(width, frame.width), height: 1))
            painter.text(title, in: row, environment: env)
            return
        }
        let line = inline ? 22.0 : 41.0
        let y =
            inline ? frame.y + (Self.barHeight - line) / 2 : frame.y + Self.barHeight + Self.largeTitleHeight - line - 3
        let x = inline ? frame.x : frame.x + Self.margin
        let width = max(0, frame.width - (inline ? 0 : 2 * Self.margin))
        painter.text(
            title, in: Rect(origin: Point(x: x, y: y), size: Size(width: width, height: line)), environment: env)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        title.map { [("title", JSONValue.string($0))] } ?? []
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes the whole offer; a \(Length.text(bar(context.measure))) navigation bar at its top, its content centred below"
    }

    public var swift: SwiftCode? { .container(name) }
}
