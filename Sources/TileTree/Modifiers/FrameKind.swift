/// `.frame(width:height:alignment:)`: proposes its lengths to the child and reports them whatever
/// the child chooses, placing the child by the alignment. A length left out is the child's.
///
/// In cells a fixed frame is never wider or taller than what it is offered, so that nothing is
/// drawn past the terminal's edge.
public struct FrameKind: ViewKind {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double?, height: Double?, alignment: Alignment = .center) {
        self.width = width.map(Length.sane)
        self.height = height.map(Length.sane)
        self.alignment = alignment
    }

    public var name: String { ".frame" }
    public var isLayoutNode: Bool { true }

    func lengths(_ proposal: ProposedSize, _ context: LayoutContext) -> (Double?, Double?) {
        var w = context.measure.length(width, .horizontal)
        var h = context.measure.length(height, .vertical)
        if context.measure == .cells {
            if let pw = proposal.width, let v = w { w = min(v, pw) }
            if let ph = proposal.height, let v = h { h = min(v, ph) }
        }
        return (w, h)
    }

    /// In cells, a frame under a rounded clip keeps its outer ring of cells for the box.
    func isBoxed(_ context: LayoutContext) -> Bool { context.measure == .cells && context.environment.boxed }

    /// What the child is offered: the frame's lengths, less the box a rounded clip draws in cells.
    func childProposal(_ proposal: ProposedSize, _ context: LayoutContext) -> ProposedSize {
        let (w, h) = lengths(proposal, context)
        var p = ProposedSize(width: w ?? proposal.width, height: h ?? proposal.height)
        if isBoxed(context) {
            p.width = p.width.map { max(0, $0 - 2) }
            p.height = p.height.map { max(0, $0 - 2) }
        }
        return p
    }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.textAnchor = alignment.horizontal
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let (w, h) = lengths(proposal, context)
        if let w, let h { return Size(width: w, height: h) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal, context)) ?? .zero
        let box = isBoxed(context) ? 2.0 : 0
        return Size(width: w ?? child.width + box, height: h ?? child.height + box)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let child = subviews.first else { return [] }
        let p = childProposal(proposal, context)
        let size = child.sizeThatFits(p)
        let inner = isBoxed(context) ? bounds.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)) : bounds
        return [Placement(index: 0, frame: aligned(size, in: inner, alignment, context: context), proposal: p)]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        var parts: [String] = []
        if let width { parts.append("width \(Length.text(width))") }
        if let height { parts.append("height \(Length.text(height))") }
        let fixed = parts.isEmpty ? "no length" : parts.joined(separator: ", ")
        return "fixed \(fixed) (pt), whatever its child chooses; child aligned \(alignment)"
    }

    public var swift: SwiftCode? {
        var arguments = SwiftUISource.arguments([("width", width), ("height", height)])
        if alignment != .center {
            arguments += (arguments.isEmpty ? "" : ", ") + "alignment: .\(alignment.description)"
        }
        return .modifier(".frame(\(arguments))")
    }
}
