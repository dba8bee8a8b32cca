/// The layout of a control whose label stands at the leading edge and whose own part at the
/// trailing edge (`Toggle`, `Stepper`), as iOS lays out a form row: as wide as offered (its
/// ideal width is the label's, the system's 8 pt, the part's), as tall as the taller of the two,
/// each centred vertically. The control's children are its part, then its label (maybe empty).
enum ControlRow {
    /// The label's offer and size, the part's size, and the gap between them (none without a label).
    static func sizes(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (labelProposal: ProposedSize, label: Size, part: Size, gap: Double)
    {
        let part = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        let hasLabel = subviews.count > 1 && !subviews[1].isEmpty
        let gap = hasLabel ? context.measure.spacing(Measure.systemSpacing, .horizontal) : 0
        let offer = ProposedSize(
            width: proposal.width.map { max(0, $0 - part.width - gap) }, height: proposal.height)
        let label = hasLabel ? subviews[1].sizeThatFits(offer) : .zero
        return (offer, label, part, gap)
    }

    static func size(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext) -> Size {
        let s = sizes(proposal, subviews, context)
        let ideal = s.label.width + s.gap + s.part.width
        return Size(
            width: max(s.part.width + s.gap, min(proposal.width ?? ideal, Length.largest)),
            height: max(s.part.height, s.label.height))
    }

    static func place(in bounds: Rect, _ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> [Placement]
    {
        let s = sizes(proposal, subviews, context)
        let part = Rect(
            x: bounds.maxX - s.part.width, y: bounds.y + (bounds.height - s.part.height) / 2, width: s.part.width,
            height: s.part.height)
        let label = Rect(
            x: bounds.x, y: bounds.y + (bounds.height - s.label.height) / 2, width: s.label.width,
            height: s.label.height)
        return [
            Placement(index: 0, frame: part, proposal: .unspecified),
            Placement(index: 1, frame: label, proposal: s.labelProposal),
        ].filter { subviews.indices.contains($0.index) }
    }

    static func environment(_ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = .horizontal
        environment.textAnchor = .leading
    }
}

/// A control laid out as a `ControlRow` (`Toggle`, `Stepper`): the row's layout is its own.
protocol ControlRowKind: ViewKind {}

extension ControlRowKind {
    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        ControlRow.environment(&environment)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        ControlRow.size(proposal, subviews, context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        ControlRow.place(in: bounds, proposal, subviews, context)
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }
}
