/// `.rotationEffect(_:anchor:)`: its child's size and place, drawn turned clockwise by `degrees`
/// about `anchor`; its neighbours do not move. Pictures turn it; the terminal cannot, and draws
/// it unturned (`ViewNode.rotates` says when a tree has a turn the terminal leaves out).
public struct RotationKind: EffectKind {
    public var degrees: Double
    public var anchor: UnitPoint

    public init(degrees: Double, anchor: UnitPoint = .center) {
        self.degrees = degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0
        self.anchor = anchor
    }

    public var name: String { ".rotationEffect" }
    /// Whether it turns what it draws at all (a whole turn does not).
    public var turns: Bool { degrees != 0 }

    /// NB: cells draw it unturned rather than dim, and the caller says once that the terminal
    /// leaves turns out (`ViewNode.rotates`).
    public func layer(in frame: Rect) -> Layer {
        Layer(transform: .rotation(degrees: degrees, about: anchor.point(in: frame)), inCells: .drawnAsIs)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("degrees", .number(degrees))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn turned \(Length.text(degrees))° about \(anchor) without moving its neighbours"
    }
}
