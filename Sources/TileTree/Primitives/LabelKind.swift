/// `Label("Rain", systemImage: "cloud.rain")`: the symbol, then the title, in a row 8 pt apart
/// (NB: the system's spacing between neighbours, as an `HStack` of the two would have; the
/// title style iOS uses outside a list), each centred vertically. The title is offered what the
/// icon and the gap leave. Its children are the icon (an `Image`) and the title (a `Text`).
///
/// `ViewNode.label(title: "Rain", systemImage: "cloud.rain", glyph: "☂")` is `☂  Rain` in cells.
public struct LabelKind: ViewKind {
    public var title: String
    public var systemImage: String

    public init(title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    public var name: String { "Label" }
    public var isLayoutNode: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = .horizontal
    }

    /// The icon's and the title's sizes, and the gap between them.
    func sizes(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (icon: Size, title: Size, gap: Double, titleProposal: ProposedSize)
    {
        guard let icon = subviews.first?.sizeThatFits(.unspecified) else { return (.zero, .zero, 0, .unspecified) }
        guard subviews.count > 1, !subviews[1].isEmpty else { return (icon, .zero, 0, .unspecified) }
        let gap = context.measure.spacing(Measure.systemSpacing, .horizontal)
        let offer = ProposedSize(
            width: proposal.width.map { max(0, $0 - icon.width - gap) }, height: proposal.height)
        return (icon, subviews[1].sizeThatFits(offer), gap, offer)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let s = sizes(proposal, subviews, context)
        return Size(width: s.icon.width + s.gap + s.title.width, height: max(s.icon.height, s.title.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let s = sizes(proposal, subviews, context)
        let icon = Rect(
            x: bounds.x, y: bounds.y + (bounds.height - s.icon.height) / 2, width: s.icon.width,
            height: s.icon.height)
        let title = Rect(
            x: icon.maxX + s.gap, y: bounds.y + (bounds.height - s.title.height) / 2, width: s.title.width,
            height: s.title.height)
        return [
            Placement(index: 0, frame: icon, proposal: .unspecified),
            Placement(index: 1, frame: title, proposal: s.titleProposal),
        ].filter { subviews.indices.contains($0.index) }
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        let s = sizes(ProposedSize(size), subviews, context)
        guard subviews.count > 1, let b = subviews[1].baselines(size: s.title) else { return nil }
        let top = (size.height - s.title.height) / 2
        return (b.first + top, b.last + top)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("title", .string(title)), ("systemImage", .string(systemImage))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let s = sizes(proposal, subviews, context)
        let t = Length.text
        return "its icon's width \(t(s.icon.width)), spacing \(t(s.gap)), its title's \(t(s.title.width))"
    }
}
