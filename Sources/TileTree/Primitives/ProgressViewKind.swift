/// `ProgressView`: an indeterminate one is the 20×20 pt spinner, its label (secondary, as iOS
/// shows it) centred 8 pt below; a determinate one (`value:`) is a 4 pt bar as wide as offered,
/// its label leading-aligned 8 pt above. Its children are its part (`ControlPartKind`) and its
/// label, which may be empty.
///
/// `ViewNode.progressView(label: .text("Loading"), value: 0.5)` is a label over a half-filled bar.
public struct ProgressViewKind: ViewKind {
    /// How far the task is, from 0 to 1; nil for an indeterminate spinner.
    public var fraction: Double?

    public init(fraction: Double?) { self.fraction = fraction.map(ControlPart.clamped) }

    public var name: String { "ProgressView" }
    public var isLayoutNode: Bool { true }

    /// Between the part and its label: the system's 8 pt.
    static let labelSpacing = Measure.systemSpacing

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = .vertical
        environment.textAnchor = fraction == nil ? .center : .leading
        if fraction == nil, index == 1, environment.foreground == nil { environment.foreground = .secondary }
    }

    /// The label's and the part's sizes, and the gap between them (none without a label).
    func sizes(_ proposal: ProposedSize, _ subviews: Subviews, _ context: LayoutContext)
        -> (label: Size, part: Size, gap: Double, partWidth: Double?)
    {
        guard let part = subviews.first else { return (.zero, .zero, 0, nil) }
        let hasLabel = subviews.count > 1 && !subviews[1].isEmpty
        let label = hasLabel ? subviews[1].sizeThatFits(ProposedSize(width: proposal.width, height: nil)) : .zero
        let gap = hasLabel ? context.measure.spacing(Self.labelSpacing, .vertical) : 0
        guard fraction != nil else { return (label, part.sizeThatFits(.unspecified), gap, nil) }
        // NB: asked its ideal width, the bar is at least as wide as its label.
        let ideal = part.sizeThatFits(.unspecified).width
        let width = proposal.width ?? max(label.width, ideal)
        return (label, part.sizeThatFits(ProposedSize(width: width, height: nil)), gap, width)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let s = sizes(proposal, subviews, context)
        return Size(width: max(s.label.width, s.part.width), height: s.label.height + s.gap + s.part.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let s = sizes(proposal, subviews, context)
        let labelProposal = ProposedSize(width: proposal.width, height: nil)
        guard fraction != nil else {
            let spinner = Rect(
                x: bounds.x + (bounds.width - s.part.width) / 2, y: bounds.y, width: s.part.width,
                height: s.part.height)
            let label = Rect(
                x: bounds.x + (bounds.width - s.label.width) / 2, y: spinner.maxY + s.gap, width: s.label.width,
                height: s.label.height)
            return [
                Placement(index: 0, frame: spinner, proposal: .unspecified),
                Placement(index: 1, frame: label, proposal: labelProposal),
            ].filter { subviews.indices.contains($0.index) }
        }
        let label = Rect(x: bounds.x, y: bounds.y, width: s.label.width, height: s.label.height)
        let bar = Rect(x: bounds.x, y: label.maxY + s.gap, width: s.part.width, height: s.part.height)
        return [
            Placement(index: 0, frame: bar, proposal: ProposedSize(width: s.partWidth, height: nil)),
            Placement(index: 1, frame: label, proposal: labelProposal),
        ].filter { subviews.indices.contains($0.index) }
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        nil
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        fraction.map { [("fraction", .number($0))] } ?? []
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        fraction == nil
            ? "a spinner of its own size, its label centred below"
            : "a bar as wide as offered, its label above"
    }
}
