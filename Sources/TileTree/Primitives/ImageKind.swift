/// `Image(systemName:)`: the symbol at the font's size; `.resizable()` makes it take the offer.
public struct ImageKind: ViewKind {
    public var systemName: String
    /// The character that stands for the symbol, nil for a name the table does not know.
    public var glyph: String?
    public var resizable: Bool
    /// An image of the project's asset catalogs, drawn at its size; nil for a symbol.
    public var asset: AssetImage?

    public init(systemName: String, glyph: String?, resizable: Bool = false) {
        self.systemName = systemName
        self.glyph = glyph
        self.resizable = resizable
    }

    /// `Image("apollo1")` of the project's asset catalogs.
    public init(asset: AssetImage, resizable: Bool = false) {
        self.init(systemName: asset.name, glyph: nil, resizable: resizable)
        self.asset = asset
    }

    public var name: String { "Image" }

    public var textBytes: Int { systemName.utf8.count &+ (glyph?.utf8.count ?? 0) }
    public func cuttingTexts() -> ImageKind {
        var cut = ImageKind(
            systemName: LayoutBudget.cut(systemName), glyph: glyph.map { LayoutBudget.cut($0) }, resizable: resizable)
        cut.asset = asset
        return cut
    }
    public var isLayoutNode: Bool { true }

    /// What is drawn: the glyph, or the name in brackets so that a typo shows.
    public var shown: String { glyph ?? "[\(systemName)]" }

    /// A symbol's width and height against its font's point size: SF Symbols are drawn about as
    /// wide as the font's size and a little less tall (`heart.fill` in `.largeTitle`, 34 pt, is
    /// about 33×31 pt).
    static let widthPerPoint = 1.0
    static let heightPerPoint = 0.92

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let natural: Size
        switch context.measure {
        case .points where asset != nil:
            natural = asset?.size ?? .zero
        case .points:
            let size = context.environment.resolvedFont.size
            natural = Size(width: size * Self.widthPerPoint, height: (size * Self.heightPerPoint * 100).rounded() / 100)
        case .cells:
            natural =
                TextLayout.layout(
                    shown, width: nil, height: nil, environment: context.environment, measure: context.measure
                ).size
        }
        guard resizable else { return natural }
        return proposal.replacingUnspecified(with: natural)
    }

    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        if let asset {
            painter.image(asset, in: frame, environment: environment)
            return
        }
        // NB: a picture fits the symbol's outline into its frame at the outline's aspect ratio,
        // centred; a resizable symbol is stretched to its whole frame, as SwiftUI stretches it,
        // unless an `.aspectRatio` with no ratio of its own keeps its aspect.
        var env = environment
        if !resizable { env.keepsAspect = true }
        painter.symbol(name: systemName, glyph: glyph, in: frame, environment: env)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        if let asset { return [("image", .string(asset.name))] }
        var fields: [(String, JSONValue)] = [("systemName", .string(systemName))]
        fields += environment.foreground?.layoutFields ?? []
        return fields
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        resizable
            ? "resizable: takes the offer"
            : asset.map { "the image's size, \($0.pixelWidth)×\($0.pixelHeight) pixels at @\($0.scale)x" }
                ?? "the symbol's size in its font"
    }

    public var swift: SwiftCode? {
        if asset != nil {
            return .view("Image(\(SwiftUISource.string(systemName)))" + (resizable ? ".resizable()" : ""))
        }
        return .view("Image(systemName: \(SwiftUISource.string(systemName)))" + (resizable ? ".resizable()" : ""))
    }
}
