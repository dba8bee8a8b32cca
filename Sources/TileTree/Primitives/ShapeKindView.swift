/// A shape as a view (`Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()`,
/// `Ellipse()`): it takes the whole size it is offered, and fills it with the foreground style
/// unless `.fill` or `.stroke` says otherwise.
public struct ShapeKindView: ViewKind {
    public var shape: ShapeKind
    /// A custom `Shape`'s number among the views whose frame its code reads (as a
    /// `GeometryReaderKind`'s id), so that its `path(in:)` can be given the frame it is laid out to.
    public var measureID: Int?

    public init(_ shape: ShapeKind, measureID: Int? = nil) {
        self.shape = shape
        self.measureID = measureID
    }

    public var name: String { shape.name }
    public var isLayoutNode: Bool { true }

    /// A shape's ideal size, when asked with no offer.
    public static let idealSide = 10.0

    /// The whole offer; the ideal 10×10 pt where none is made.
    static func fill(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(
            width: proposal.width ?? context.measure.length(idealSide, .horizontal),
            height: proposal.height ?? context.measure.length(idealSide, .vertical))
    }

    static func reason(_ proposal: ProposedSize) -> String {
        proposal.width == nil || proposal.height == nil
            ? "takes the whole offer (its ideal is 10×10 where none is made)" : "takes the whole offer"
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        // NB: a circle keeps the whole offer too, and is drawn in its middle, as SwiftUI does.
        Self.fill(proposal, context)
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        guard let trim = environment.trim, trim.from > 0 || trim.to < 1 else {
            draw(in: frame, environment: environment, painter: &painter)
            return
        }
        // NB: a trim of nothing draws nothing, as in SwiftUI.
        guard trim.from < trim.to else { return }
        painter.pushTrim(from: trim.from, to: trim.to)
        draw(in: frame, environment: environment, painter: &painter)
        painter.popTrim()
    }

    func draw(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        if let stroke = environment.shapeStroke {
            painter.stroke(frame, shape: shape, paint: stroke.paint, lineWidth: stroke.width, inset: stroke.inset)
        } else {
            painter.fill(frame, shape: shape, paint: environment.shapeFill ?? environment.foreground ?? .primary)
        }
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        let paint = environment.shapeStroke?.paint ?? environment.shapeFill ?? environment.foreground
        return paint?.layoutFields ?? []
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        Self.reason(proposal)
    }

    /// A path is written as the shape it was (its type's initializer); a `Path` built in place
    /// has no one spelling, and is written as an empty `Path()`.
    public var swift: SwiftCode? { .view(shape.description) }
}
