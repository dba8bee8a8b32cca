/// A `Color` as a view, or a gradient (`LinearGradient`, `RadialGradient`, `AngularGradient`):
/// it takes the whole size it is offered (10×10 pt when asked its ideal).
public struct ColorKind: ViewKind {
    public var paint: Paint

    public init(_ paint: Paint) { self.paint = paint }

    public var name: String { paint.gradientPaint?.name ?? "Color" }
    public var isLayoutNode: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        ShapeKindView.fill(proposal, context)
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        painter.fill(frame, shape: .rectangle, paint: paint)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        paint.layoutFields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        ShapeKindView.reason(proposal)
    }

    /// `Color.red`, `Color(red:green:blue:)`, or the gradient's own view.
    public var swift: SwiftCode? {
        let style = paint.description
        return .view(style.hasPrefix(".") ? "Color" + style : style)
    }
}
