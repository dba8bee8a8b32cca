/// `.blur(radius:opaque:)`: its child's size and place, drawn through a Gaussian blur. Pictures
/// blur it (SVG's `feGaussianBlur`, its standard deviation the radius); cells cannot blur, and
/// draw it dimmed (`Layer.CellFallback.dimmed`), so that the reader sees it is not sharp.
///
/// NB: the radius is the Gaussian's standard deviation, as SwiftUI's
/// `GraphicsContext.Filter.blur(radius:)` documents it and as CSS's `filter: blur(r)` takes it.
/// The half-radius rule belongs to CSS's shadows (`box-shadow`'s blur radius is twice the
/// deviation), not to blurs.
public struct BlurKind: EffectKind {
    public var radius: Double
    /// Whether the blur keeps to the view's frame and lets nothing through at its edges.
    public var opaque: Bool

    public init(radius: Double, opaque: Bool = false) {
        self.radius = Length.sane(radius)
        self.opaque = opaque
    }

    public var name: String { ".blur" }

    public func layer(in frame: Rect) -> Layer { Layer(blur: radius, opaqueBlur: opaque) }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        [("radius", .number(radius))] + (opaque ? [("opaque", .bool(true))] : [])
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its child's size, drawn blurred by \(Length.text(radius)) pt without moving its neighbours"
    }

    public var swift: SwiftCode? {
        .modifier(".blur(radius: \(SwiftUISource.number(radius))" + (opaque ? ", opaque: true)" : ")"))
    }
}

extension ViewNode {
    /// `.blur(radius: 4)`: drawn blurred, dimmed in cells.
    public func blur(radius: Double, opaque: Bool = false) -> ViewNode {
        modified(BlurKind(radius: radius, opaque: opaque))
    }
}
