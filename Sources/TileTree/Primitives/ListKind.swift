/// `List { … }` and `Form { … }` in iOS's default (inset grouped) look: the grouped background
/// across the whole space offered, its sections stacked from the top, each a rounded card inset
/// from the edges (`ListSectionKind`). Like a scroll view it takes the whole offer, and what goes
/// past its end is cut off. Its children are its sections; `ViewNode.list` builds them.
///
///     // List { Text("Apples"); Text("Pears") } is one card 361 pt wide, 88 tall, 35 pt from the top
public struct ListKind: ViewKind {
    /// `"List"` or `"Form"`.
    public var name: String

    public init(name: String = "List") { self.name = name }

    public var isLayoutNode: Bool { true }

    /// The sections' heights stacked, with the list's margins, for a section width of `width`.
    func content(_ width: Double?, _ subviews: Subviews, _ m: ListMetrics) -> (sizes: [Size], height: Double) {
        let sizes = subviews.map { $0.sizeThatFits(ProposedSize(width: width, height: nil)) }
        let gaps = m.sectionSpacing * Double(max(0, sizes.count - 1))
        return (sizes, m.topInset + sizes.reduce(0) { $0 + $1.height } + gaps + m.bottomInset)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = ListMetrics.of(context.measure)
        let c = content(proposal.width.map { max(0, $0 - 2 * m.margin) }, subviews, m)
        let ideal = (c.sizes.map(\.width).max() ?? 0) + 2 * m.margin
        return Size(
            width: min(proposal.width ?? ideal, Length.largest),
            height: min(proposal.height ?? c.height, Length.largest))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let m = ListMetrics.of(context.measure)
        let width = max(0, bounds.width - 2 * m.margin)
        let inner = ProposedSize(width: width, height: nil)
        var y = bounds.y + m.topInset
        var placements: [Placement] = []
        for (index, size) in content(width, subviews, m).sizes.enumerated() {
            let frame = Rect(x: bounds.x + m.margin, y: y, width: width, height: size.height)
            placements.append(Placement(index: index, frame: frame, proposal: inner))
            y += size.height + m.sectionSpacing
        }
        return placements
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        if !environment.hidesScrollContentBackground { painter.listPart(.background, in: frame) }
        painter.pushClip(.rectangle, in: frame)
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popClip()
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes the whole offer; its \(subviews.count) section\(subviews.count == 1 ? "" : "s") stacked from the top"
    }

    public var swift: SwiftCode? { .container(name) }
}

/// iOS 17's inset-grouped list metrics (an iPhone 15), in points, and what stands for them in
/// cells; the one place a list's geometry lives.
public struct ListMetrics: Sendable {
    /// The cards' inset from the list's leading and trailing edges.
    public var margin: Double
    /// A row's content (and a header's or footer's text) inset from the card's edges.
    public var rowInset: Double
    public var rowMinHeight: Double
    /// Above and below a row's content.
    public var rowPadding: Double
    /// Above the first section, between sections, below the last.
    public var topInset: Double
    public var sectionSpacing: Double
    public var bottomInset: Double
    /// Between a header and its card, and between a card and its footer.
    public var headerGap: Double
    public var footerGap: Double

    /// iOS's inset-grouped metrics: cards 16 pt in from the screen's edges with 10 pt corners,
    /// rows at least 44 pt tall (11 pt above and below a 22 pt line), their content 20 pt in,
    /// 35 pt above, between and below sections, 7 pt between a header or footer and its card.
    public static let points = ListMetrics(
        margin: 16, rowInset: 20, rowMinHeight: 44, rowPadding: 11, topInset: 35, sectionSpacing: 35,
        bottomInset: 35, headerGap: 7, footerGap: 7)
    /// In cells: a row a line (or more), a column in, a blank line between sections.
    public static let cells = ListMetrics(
        margin: 0, rowInset: 1, rowMinHeight: 1, rowPadding: 0, topInset: 0, sectionSpacing: 1,
        bottomInset: 0, headerGap: 0, footerGap: 0)

    public static func of(_ measure: Measure) -> ListMetrics {
        switch measure {
        case .points: points
        case .cells: cells
        }
    }

    /// A card's corners.
    public static let cornerRadius = 10.0
    /// A separator: a hairline, one pixel on a 3x screen.
    public static let separatorThickness = 1.0 / 3.0
}

/// The parts of an inset-grouped list a picture draws in its theme's colours: the background
/// behind the cards (`systemGroupedBackground`), a card (`secondarySystemGroupedBackground`,
/// rounded by `ListMetrics.cornerRadius`), a separator between rows (`separator`).
public enum ListPart: Hashable, Sendable {
    case background, card, separator
}
