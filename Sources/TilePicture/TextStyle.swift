import TileTree

/// A font as the SVG writer spells it: size, line height and CSS weight.
struct TextStyle {
    var size: Double
    var lineHeight: Double
    var weight: Int

    init(size: Double, lineHeight: Double, weight: Int) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }

    /// The view tree's font, whose table of text styles is the one table.
    init(_ font: Font) { self.init(size: font.size, lineHeight: font.lineHeight, weight: font.weight.value) }

    static let body = TextStyle(.body)
    static let subheadline = TextStyle(.subheadline)

    /// From the top of a line to its baseline.
    var baseline: Double { Font.baseline(size: size, lineHeight: lineHeight) }

    /// `font-size` and, when not regular, `font-weight`, as attributes.
    var attributes: String {
        " font-size=\"\(SVGWriter.num(size))\"" + (weight == 400 ? "" : " font-weight=\"\(weight)\"")
    }

    func semibold() -> TextStyle { TextStyle(size: size, lineHeight: lineHeight, weight: 600) }
}
