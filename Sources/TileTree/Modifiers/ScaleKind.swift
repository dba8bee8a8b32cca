/// `.scaleEffect(2)`, `.scaleEffect(x: 1, y: -1, anchor: .top)`: its child's size and place, drawn
/// scaled about `anchor`; its neighbours do not move. Pictures scale it; the terminal draws it at
/// its own size.
public struct ScaleKind: EffectKind {
    public var x: Double
    public var y: Double
    public var anchor: UnitPoint

    public init(x: Double, y: Double, anchor: UnitPoint = .center) {
        self.x = x.isFinite ? max(-1_000, min(x, 1_000)) : 1
        self.y = y.isFinite ? max(-1_000, min(y, 1_000)) : 1
        self.anchor = anchor
    }

    public var name: String { ".scaleEffect" }

    public func layer(in frame: Rect) -> Layer {
        let a = anchor.point(in: frame)
        return Layer(transform: AffineTransform([.scale(x: x, y: y, anchor: a)]), inCells: .drawnAsIs)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("scaleX", .number(x)), ("scaleY", .number(y))]
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn scaled \(Length.text(x)) × \(Length.text(y)) about \(anchor) without moving its neighbours"
    }

    public var swift: SwiftCode? {
        let n = SwiftUISource.number
        let size = x == y ? n(x) : "x: \(n(x)), y: \(n(y))"
        return .modifier(".scaleEffect(\(size)\(anchor == .center ? "" : ", anchor: \(anchor)"))")
    }
}
