/// A section of a `List` or `Form`: its header (footnote-size secondary capitals) above its card
/// of rows (`ListCardKind`), its footer (footnote secondary) below, as wide as offered. Its
/// children are the header (when it has one), the card, then the footer (when it has one).
///
///     // Section("Tip") { Text("10%") } in a list: "TIP" 18 pt tall, 7 pt, then a 44 pt card
public struct ListSectionKind: ViewKind {
    public var hasHeader: Bool
    public var hasFooter: Bool

    public init(hasHeader: Bool, hasFooter: Bool) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    public var name: String { "Section" }
    public var isLayoutNode: Bool { true }

    var cardIndex: Int { hasHeader ? 1 : 0 }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        guard index != cardIndex else { return }
        environment.font = .footnote
        if environment.foreground == nil { environment.foreground = .secondary }
        if index < cardIndex { environment.textCase = .uppercase }
        environment.textAnchor = .leading
        environment.stackAxis = nil
    }

    /// Each child's size: the card as wide as the section, the header and footer inset as its rows.
    func sizes(_ width: Double?, _ subviews: Subviews, _ m: ListMetrics) -> [Size] {
        let text = ProposedSize(width: width.map { max(0, $0 - 2 * m.rowInset) }, height: nil)
        return subviews.indices.map { i in
            subviews[i].sizeThatFits(i == cardIndex ? ProposedSize(width: width, height: nil) : text)
        }
    }

    func gaps(_ m: ListMetrics) -> Double { (hasHeader ? m.headerGap : 0) + (hasFooter ? m.footerGap : 0) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = ListMetrics.of(context.measure)
        let sizes = sizes(proposal.width, subviews, m)
        let card = subviews.indices.contains(cardIndex) ? sizes[cardIndex].width : 0
        let texts = sizes.enumerated().filter { $0.offset != cardIndex }.map { $0.element.width + 2 * m.rowInset }
        return Size(
            width: proposal.width ?? max(card, texts.max() ?? 0),
            height: sizes.reduce(0) { $0 + $1.height } + gaps(m))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let m = ListMetrics.of(context.measure)
        let sizes = sizes(bounds.width, subviews, m)
        let text = ProposedSize(width: max(0, bounds.width - 2 * m.rowInset), height: nil)
        var y = bounds.y
        var placements: [Placement] = []
        for (i, size) in sizes.enumerated() {
            if i == cardIndex {
                if hasHeader { y += m.headerGap }
                placements.append(
                    Placement(
                        index: i, frame: Rect(x: bounds.x, y: y, width: bounds.width, height: size.height),
                        proposal: ProposedSize(width: bounds.width, height: nil)))
                y += size.height + (hasFooter ? m.footerGap : 0)
            } else {
                let frame = Rect(x: bounds.x + m.rowInset, y: y, width: size.width, height: size.height)
                placements.append(Placement(index: i, frame: frame, proposal: text))
                y += size.height
            }
        }
        return placements
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as wide as offered: "
            + [hasHeader ? "its header, " : "", "its card of rows", hasFooter ? ", its footer" : ""]
            .joined()
    }

    public var swift: SwiftCode? { .container("Section") }
}

/// A section's card: its rows stacked, each as wide as the card, on a rounded white fill (in
/// pictures; the terminal draws no fill).
public struct ListCardKind: ViewKind {
    public init() {}

    public var name: String { "Card" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(ProposedSize(width: proposal.width, height: nil)) }
        return Size(
            width: proposal.width ?? (sizes.map(\.width).max() ?? 0), height: sizes.reduce(0) { $0 + $1.height })
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let inner = ProposedSize(width: bounds.width, height: nil)
        var y = bounds.y
        return subviews.indices.map { i in
            let height = subviews[i].sizeThatFits(inner).height
            defer { y += height }
            return Placement(
                index: i, frame: Rect(x: bounds.x, y: y, width: bounds.width, height: height), proposal: inner)
        }
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.listPart(.card, in: frame)
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }
}

/// One row of a card: its content inset from the card's leading edge, centred in a row at least
/// 44 pt tall, with a separator above it when a row comes before it (in pictures).
public struct ListRowKind: ViewKind {
    /// Whether a separator is drawn along its top (every row but a card's first).
    public var separated: Bool

    public init(separated: Bool) { self.separated = separated }

    public var name: String { "Row" }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.textAnchor = .leading
        environment.stackAxis = nil
    }

    func contentProposal(_ width: Double?, _ m: ListMetrics) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - 2 * m.rowInset) }, height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = ListMetrics.of(context.measure)
        let content = subviews.first?.sizeThatFits(contentProposal(proposal.width, m)) ?? .zero
        return Size(
            width: proposal.width ?? content.width + 2 * m.rowInset,
            height: max(m.rowMinHeight, content.height + 2 * m.rowPadding))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let content = subviews.first else { return [] }
        let m = ListMetrics.of(context.measure)
        let inner = contentProposal(bounds.width, m)
        let size = content.sizeThatFits(inner)
        let frame = Rect(
            x: bounds.x + m.rowInset, y: bounds.y + (bounds.height - size.height) / 2, width: size.width,
            height: size.height)
        return [Placement(index: 0, frame: frame, proposal: inner)]
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        guard separated else { return }
        let inset = ListMetrics.points.rowInset
        let line = Rect(
            x: frame.x + inset, y: frame.y, width: max(0, frame.width - inset), height: ListMetrics.separatorThickness)
        painter.listPart(.separator, in: line)
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }
}
