/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: proposes its child the
/// size of the ratio (width over height, in points) that fits inside the offer (`fit`) or covers
/// it (`fill`), and takes the size the child chooses, centred. With no ratio it keeps the
/// child's own: that of its ideal size.
///
/// A child whose ideal is 100×50 (ratio 2), offered 300×300: `fit` proposes 300×150, `fill`
/// 600×300. An offer with one length (a nil or infinite other) proposes that length and the
/// other by the ratio; an offer with none is passed on as it is.
public struct AspectRatioKind: ViewKind {
    /// Width over height, in points; nil keeps the child's ideal ratio.
    public var ratio: Double?
    public var contentMode: ContentMode

    public init(ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    public var name: String { ".aspectRatio" }

    /// With no ratio the child keeps its own, so a resizable symbol is not stretched.
    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        if ratio == nil { environment.keepsAspect = true }
    }
    public var isLayoutNode: Bool { true }

    /// The ratio in the layout's unit: a cell is 16.7 pt tall to 7.5 pt wide, so a ratio in
    /// points is 2.2 times wider in cells; the child's ideal is already in the unit.
    func resolvedRatio(_ subviews: Subviews, _ context: LayoutContext) -> Double? {
        let r: Double
        if let ratio {
            r = context.measure == .cells ? ratio * Measure.rowPoints / Measure.columnPoints : ratio
        } else {
            guard let ideal = subviews.first?.sizeThatFits(.unspecified), ideal.height > 0 else { return nil }
            r = ideal.width / ideal.height
        }
        return r.isFinite && r > 0 ? r : nil
    }

    /// What the child is offered.
    func childProposal(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext) -> ProposedSize {
        guard let r = resolvedRatio(subviews, context) else { return proposal }
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let size: (Double, Double)
        switch (w, h) {
        case (nil, nil): return proposal
        case (let w?, nil): size = (w, w / r)
        case (nil, let h?): size = (h * r, h)
        case (let w?, let h?):
            // NB: `w > h * r` rather than `w / h > r`, so that a zero height is no division.
            let offerIsWider = w > h * r
            switch contentMode {
            case .fit: size = offerIsWider ? (h * r, h) : (w, w / r)
            case .fill: size = offerIsWider ? (w, w / r) : (h * r, h)
            }
        }
        let unit = context.measure == .cells ? { (v: Double) in v.rounded() } : { (v: Double) in v }
        return ProposedSize(width: unit(Length.sane(size.0)), height: unit(Length.sane(size.1)))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews, context)) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let child = subviews.first else { return [] }
        let p = childProposal(proposal, subviews, context)
        let size = child.sizeThatFits(p)
        return [Placement(index: 0, frame: aligned(size, in: bounds, .center, context: context), proposal: p)]
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("contentMode", .string(contentMode.rawValue))]
        if let ratio { fields.append(("ratio", .number(ratio))) }
        return fields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let ratio = resolvedRatio(subviews, context).map { Length.text($0) } ?? "none"
        let rule = contentMode == .fit ? "the largest size inside the offer" : "the smallest size covering the offer"
        return "ratio \(ratio) (\(ratio == "none" ? "offer passed on" : rule)), proposed to its child; its child's size"
    }
}
