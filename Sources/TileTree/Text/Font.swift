/// A font as SwiftUI's `Font`: one of the text styles iOS sets at the default Dynamic Type size,
/// or `.system(size:weight:design:)`, with the weight and slant that modifiers add.
///
/// `Font.headline` is 17 pt semibold; a line of it is 20.29 pt, and a one-line `Text` 20.33 pt tall.
///
/// NB: a `Text`'s height is SF Pro's ascender plus descender (1950 + 494 of 2048 units to the
/// em, 1.193 em; SF Pro Display has the same), rounded up to the 3× screen's pixel, a third of a
/// point: body 20.33, large title 40.67. The leading column of the Human Interface Guidelines'
/// type table (body 17/22) is the line spacing of paragraphs set by UIKit's text views, not a
/// `Text`'s frame.
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The height of one line, in points, unrounded (`height(lines:)` is a text's frame).
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

    /// A text style's font: its size (points) and weight as iOS sets them at the default size.
    public init(_ style: TextStyle) {
        let (size, weight): (Double, Weight) =
            switch style {
            case .largeTitle: (34, .regular)
            case .title: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        self.init(size: size, lineHeight: size * Self.lineEms, weight: weight, style: style)
    }

    /// `.system(size:weight:design:)`: a line of SF Pro at that size.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        let size = Length.sane(size)
        return Font(size: size, lineHeight: size * lineEms, weight: weight, design: design)
    }

    /// SF Pro's ascender and descender, in ems: a line's height and its top to its baseline.
    public static let lineEms = 2444.0 / 2048
    public static let ascenderEms = 1950.0 / 2048

    /// The height of `lines` lines of text, as SwiftUI sizes a `Text`: the lines' height rounded
    /// up to the 3× screen's pixel (a third of a point).
    public func height(lines: Int) -> Double {
        guard lines > 0 else { return 0 }
        let exact = lineHeight * Double(lines)
        // NB: a hair under, so that a height already on a pixel does not round up one more.
        return Length.sane(((exact * 3) - 1e-6).rounded(.up) / 3)
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)

    /// From the top of a line to its baseline: SF Pro's ascender, with any line height past the
    /// font's own shared above and below.
    public var baseline: Double { Self.baseline(size: size, lineHeight: lineHeight) }

    /// A line's top to its baseline, for text of `size` on a line `lineHeight` tall.
    public static func baseline(size: Double, lineHeight: Double) -> Double {
        size * ascenderEms + (lineHeight - size * lineEms) / 2
    }

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
