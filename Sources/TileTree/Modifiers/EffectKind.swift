/// A modifier that draws its child through a `Layer` (`.blur`, `.saturation`, `.rotationEffect`)
/// and changes nothing of its layout: the child's size, in its place. A new effect is one type
/// that says what its layer is; the painters draw every layer, and the kind's layer says what
/// cells do where they cannot show it.
///
///     struct FrostedKind: EffectKind {
///         var name: String { ".frosted" }
///         func layer(in frame: Rect) -> Layer { Layer(blur: 3, colorMatrix: .brightness(0.2)) }
///     }
///
/// An effect that only recolours is a `ColorEffectKind`, which gives its layer from its matrix.
public protocol EffectKind: ViewKind {
    /// The layer the child is drawn through, when the child is drawn in `frame`.
    func layer(in frame: Rect) -> Layer
}

extension EffectKind {
    public var isLayoutNode: Bool { true }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.pushLayer(layer(in: frame), in: frame)
    }

    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.popLayer()
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn through the effect without moving its neighbours"
    }
}
