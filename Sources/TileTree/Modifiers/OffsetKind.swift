/// `.offset(x:y:)`: the child's size, drawn moved; its neighbours do not move.
public struct OffsetKind: ViewKind {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (Length.signed(x), Length.signed(y))
    }

    public var name: String { ".offset" }
    public var isLayoutNode: Bool { true }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard subviews.first != nil else { return [] }
        let m = context.measure
        let dx = (x < 0 ? -1 : 1) * m.length(abs(x), .horizontal)
        let dy = (y < 0 ? -1 : 1) * m.length(abs(y), .vertical)
        return [Placement(index: 0, frame: bounds.offsetBy(dx, dy), proposal: proposal)]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn \(Length.text(x)), \(Length.text(y)) away without moving its neighbours"
    }

    public var swift: SwiftCode? {
        .modifier(".offset(" + SwiftUISource.arguments([("x", x == 0 ? nil : x), ("y", y == 0 ? nil : y)]) + ")")
    }
}
