/// A font as SwiftUI's `Font`: one of the text styles iOS sets at the default Dynamic Type size,
/// or `.system(size:weight:design:)`, with the weight and slant that modifiers add.
///
/// `Font.headline` is 17 pt semibold on a 22 pt line.
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The height of one line, in points.
    public var lineHeight: Double
    public var weight: Weight
    public var design: Design
    public var italic: Bool
    /// The text style's name (`largeTitle`), or nil for a `.system(size:)` font.
    public var style: TextStyle?

    public init(
        size: Double, lineHeight: Double, weight: Weight = .regular, design: Design = .default, italic: Bool = false,
        style: TextStyle? = nil
    ) {
        self.size = Length.sane(size)
        self.lineHeight = Length.sane(lineHeight)
        self.weight = weight
        self.design = design
        self.italic = italic
        self.style = style
    }

    /// SwiftUI's text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    /// Font weights, with their CSS numbers.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// Font designs.
    public enum Design: String, CaseIterable, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A text style's font: size and line height (points) as iOS sets them at the default size.
    public init(_ style: TextStyle) {
        let (size, line, weight): (Double, Double, Weight) =
            switch style {
            case .largeTitle: (34, 41, .regular)
            case .title: (28, 34, .regular)
            case .title2: (22, 28, .regular)
            case .title3: (20, 25, .regular)
            case .headline: (17, 22, .semibold)
            case .body: (17, 22, .regular)
            case .callout: (16, 21, .regular)
            case .subheadline: (15, 20, .regular)
            case .footnote: (13, 18, .regular)
            case .caption: (12, 16, .regular)
            case .caption2: (11, 13, .regular)
            }
        self.init(size: size, lineHeight: line, weight: weight, style: style)
    }

    /// `.system(size:weight:design:)`: the line is 1.2 times the size, as the system font sets it.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        let size = Length.sane(size)
        return Font(size: size, lineHeight: (size * 1.2).rounded(), weight: weight, design: design)
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)

    /// From the top of a line to its baseline.
    public var baseline: Double { ((lineHeight - size) / 2 + size * 0.8).rounded() }

    /// Whether the weight draws bold in a terminal (semibold and heavier).
    public var isBold: Bool { weight.value >= 600 }

    /// How SwiftUI source spells the font.
    public var swiftName: String {
        if let style { return "." + style.rawValue }
        var parts = ["size: \(Length.text(size))"]
        if weight != .regular { parts.append("weight: .\(weight.rawValue)") }
        if design != .default { parts.append("design: .\(design.rawValue)") }
        return ".system(\(parts.joined(separator: ", ")))"
    }
}
