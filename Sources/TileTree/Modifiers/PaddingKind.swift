/// `.padding(_:_:)`: offers the child the proposal less the insets and adds them to its size.
/// `padding()` is the system's 16 pt on every edge.
public struct PaddingKind: ViewKind {
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets) {
        self.insets = EdgeInsets(
            top: Length.sane(insets.top), leading: Length.sane(insets.leading), bottom: Length.sane(insets.bottom),
            trailing: Length.sane(insets.trailing))
    }

    /// `padding(edges, length)`; a nil length is the system's padding.
    public init(_ edges: Edge.Set = .all, _ length: Double? = nil) {
        self.init(EdgeInsets(edges, length ?? Measure.systemPadding))
    }

    public var name: String { ".padding" }

    /// NB: in cells a rounded clip's box is drawn in the padding, so the content inside needs no more room.
    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) { environment.boxed = false }
    public var isLayoutNode: Bool { true }

    func resolved(_ m: Measure) -> EdgeInsets {
        EdgeInsets(
            top: m.spacing(insets.top, .vertical), leading: m.spacing(insets.leading, .horizontal),
            bottom: m.spacing(insets.bottom, .vertical), trailing: m.spacing(insets.trailing, .horizontal))
    }

    func childProposal(_ p: ProposedSize, _ e: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let e = resolved(context.measure)
        let child = subviews.first?.sizeThatFits(childProposal(proposal, e)) ?? .zero
        return Size(width: child.width + e.horizontal, height: child.height + e.vertical)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard subviews.first != nil else { return [] }
        let e = resolved(context.measure)
        return [Placement(index: 0, frame: bounds.inset(by: e), proposal: childProposal(proposal, e))]
    }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        let e = resolved(context.measure)
        let inner = Size(width: max(0, size.width - e.horizontal), height: max(0, size.height - e.vertical))
        guard let b = subviews.first?.baselines(size: inner) else { return nil }
        return (b.first + e.top, b.last + e.top)
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let e = resolved(context.measure)
        let t = Length.text
        return
            "its child's size plus \(t(e.top)) top, \(t(e.leading)) leading, \(t(e.bottom)) bottom, \(t(e.trailing)) trailing"
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 6)`, or the insets edge by edge.
    public var swift: SwiftCode? {
        let i = insets
        let lengths = [i.top, i.leading, i.bottom, i.trailing]
        if lengths.allSatisfy({ $0 == i.top }) {
            return .modifier(i.top == Measure.systemPadding ? ".padding()" : ".padding(\(SwiftUISource.number(i.top)))")
        }
        let edges: [(String, Bool)] = [
            ("horizontal", i.top == 0 && i.bottom == 0 && i.leading == i.trailing),
            ("vertical", i.leading == 0 && i.trailing == 0 && i.top == i.bottom),
        ]
        for (edge, matches) in edges where matches {
            let length = edge == "horizontal" ? i.leading : i.top
            return .modifier(".padding(.\(edge), \(SwiftUISource.number(length)))")
        }
        let arguments = SwiftUISource.arguments([
            ("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing),
        ])
        return .modifier(".padding(EdgeInsets(\(arguments)))")
    }
}
