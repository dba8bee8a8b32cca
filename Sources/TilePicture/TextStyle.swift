/// SwiftUI's text styles as iOS sets them at the default Dynamic Type size (points).
struct TextStyle {
    var size: Double
    var lineHeight: Double
    var weight: Int

    static let largeTitle = TextStyle(size: 34, lineHeight: 41, weight: 400)
    static let headline = TextStyle(size: 17, lineHeight: 22, weight: 600)
    static let body = TextStyle(size: 17, lineHeight: 22, weight: 400)
    static let subheadline = TextStyle(size: 15, lineHeight: 20, weight: 400)
    static let footnote = TextStyle(size: 13, lineHeight: 18, weight: 400)
    static let caption = TextStyle(size: 12, lineHeight: 16, weight: 400)

    /// From the top of a line to its baseline.
    var baseline: Double { ((lineHeight - size) / 2 + size * 0.8).rounded() }

    /// `font-size` and, when not regular, `font-weight`, as attributes.
    var attributes: String {
        " font-size=\"\(SVGWriter.num(size))\"" + (weight == 400 ? "" : " font-weight=\"\(weight)\"")
    }

    func semibold() -> TextStyle { TextStyle(size: size, lineHeight: lineHeight, weight: 600) }
}
