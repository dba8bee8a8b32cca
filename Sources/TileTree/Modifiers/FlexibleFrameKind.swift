/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: offers the
/// child the proposal clamped to its bounds, then reports the child's size clamped the same way,
/// so `maxWidth: .infinity` takes the whole offer and `minWidth` never goes below itself.
public struct FlexibleFrameKind: ViewKind {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = Length.sane(minWidth)
        self.idealWidth = Length.sane(idealWidth)
        self.maxWidth = Length.sane(maxWidth)
        self.minHeight = Length.sane(minHeight)
        self.idealHeight = Length.sane(idealHeight)
        self.maxHeight = Length.sane(maxHeight)
        self.alignment = alignment
    }

    public var name: String { ".frame" }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.textAnchor = alignment.horizontal
    }
    public var isLayoutNode: Bool { true }

    struct Bounds {
        var min: Double?
        var ideal: Double?
        var max: Double?
    }

    func bounds(_ axis: Axis, _ m: Measure) -> Bounds {
        axis == .horizontal
            ? Bounds(min: m.length(minWidth, axis), ideal: m.length(idealWidth, axis), max: m.length(maxWidth, axis))
            : Bounds(min: m.length(minHeight, axis), ideal: m.length(idealHeight, axis), max: m.length(maxHeight, axis))
    }

    /// What the child is offered along one axis.
    func offer(_ proposed: Double?, _ b: Bounds) -> Double? {
        guard var p = proposed ?? b.ideal else { return nil }
        if let mn = b.min, mn > p { p = mn }
        if let mx = b.max, mx < p { p = mx }
        return p
    }

    /// What the frame reports along one axis, for the child's `child` length.
    func report(_ proposed: Double?, _ child: Double, _ b: Bounds) -> Double {
        var r = child
        let p = proposed ?? b.ideal ?? child
        if proposed == nil, let ideal = b.ideal { r = ideal }
        if let mn = b.min { r = max(mn, min(r, p)) }
        if let mx = b.max { r = min(mx, max(r, p)) }
        return r
    }

    func childProposal(_ proposal: ProposedSize, _ m: Measure) -> ProposedSize {
        ProposedSize(
            width: offer(proposal.width, bounds(.horizontal, m)), height: offer(proposal.height, bounds(.vertical, m)))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let m = context.measure
        let child = subviews.first?.sizeThatFits(childProposal(proposal, m)) ?? .zero
        return Size(
            width: report(proposal.width, child.width, bounds(.horizontal, m)),
            height: report(proposal.height, child.height, bounds(.vertical, m)))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let child = subviews.first else { return [] }
        let p = childProposal(proposal, context.measure)
        let size = child.sizeThatFits(p)
        return [Placement(index: 0, frame: aligned(size, in: bounds, alignment, context: context), proposal: p)]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        var parts: [String] = []
        for (label, v) in [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ] {
            if let v { parts.append("\(label) \(Length.text(v))") }
        }
        return
            "flexible (\(parts.joined(separator: ", "))): the offer clamped to its bounds, child aligned \(alignment)"
    }

    public var swift: SwiftCode? {
        var arguments = SwiftUISource.arguments([
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ])
        if alignment != .center {
            arguments += (arguments.isEmpty ? "" : ", ") + "alignment: .\(alignment.description)"
        }
        return .modifier(".frame(\(arguments))")
    }
}
