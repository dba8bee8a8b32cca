/// `.rotationEffect(_:anchor:)`: its child's size and place, drawn turned clockwise by `degrees`
/// about `anchor`; its neighbours do not move. Pictures turn it; the terminal cannot, and draws
/// it unturned (`ViewNode.rotates` says when a tree has a turn the terminal leaves out).
public struct RotationKind: ViewKind {
    public var degrees: Double
    public var anchor: UnitPoint

    public init(degrees: Double, anchor: UnitPoint = .center) {
        self.degrees = degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0
        self.anchor = anchor
    }

    public var name: String { ".rotationEffect" }
    public var isLayoutNode: Bool { true }

    /// Whether it turns what it draws at all (a whole turn does not).
    public var turns: Bool { degrees != 0 }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.pushRotation(degrees: degrees, anchor: anchor.point(in: frame))
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popRotation()
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("degrees", .number(degrees))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn turned \(Length.text(degrees))° about \(anchor) without moving its neighbours"
    }
}
