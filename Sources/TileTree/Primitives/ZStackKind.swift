/// `ZStack`: every child offered the same size, the stack as large as the largest, each child
/// placed by the alignment; later children are drawn over earlier ones.
public struct ZStackKind: ViewKind {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public var name: String { "ZStack" }
    public var isLayoutNode: Bool { true }
    public var isContainer: Bool { true }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = alignment.horizontal
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        var size = Size.zero
        for s in subviews {
            let c = s.sizeThatFits(proposal)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        subviews.indices.map { i in
            let size = subviews[i].sizeThatFits(proposal)
            return Placement(
                index: i, frame: aligned(size, in: bounds, alignment, context: context), proposal: proposal)
        }
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "as large as its largest child; children aligned \(alignment)"
    }

    public var swift: SwiftCode? {
        .container(alignment == .center ? "ZStack" : "ZStack(alignment: .\(alignment.description))")
    }
}
