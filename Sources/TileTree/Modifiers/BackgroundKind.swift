/// `.background(_:alignment:)` and `.overlay(_:alignment:)`: the content's size; the second view
/// is offered exactly that size and placed by the alignment, under (background) or over
/// (overlay) the content.
public struct BackgroundKind: ViewKind {
    public var alignment: Alignment
    /// Overlay draws over the content; background under it.
    public var isOverlay: Bool

    public init(alignment: Alignment = .center, overlay: Bool = false) {
        self.alignment = alignment
        self.isOverlay = overlay
    }

    public var name: String { isOverlay ? ".overlay" : ".background" }
    public var isLayoutNode: Bool { true }
    public var paintsChildrenReversed: Bool { !isOverlay }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        // NB: the box a rounded clip draws belongs to the content's frame, not to the colour.
        if index > 0 {
            // NB: the background's view stands in no stack: a Spacer there fills what it is offered.
            environment.boxed = false
            environment.textAnchor = alignment.horizontal
            environment.stackAxis = nil
        } else {
            // NB: text sized to the box behind it keeps the box's middle whatever the font's real width.
            environment.textAnchor = .center
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        var out: [Placement] = []
        out.reserveCapacity(subviews.count)
        if subviews.first != nil { out.append(Placement(index: 0, frame: bounds, proposal: proposal)) }
        let offer = ProposedSize(bounds.size)
        for i in subviews.indices.dropFirst() {
            let size = subviews[i].sizeThatFits(offer)
            out.append(
                Placement(index: i, frame: aligned(size, in: bounds, alignment, context: context), proposal: offer))
        }
        return out
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its content's size; the \(isOverlay ? "overlay" : "background") is offered exactly that"
    }

    public var swift: SwiftCode? { .modifierWithView(name, alignment: alignment) }
}
