import TileRender

/// The SwiftUI look: each view at its SwiftUI geometry in points, stacked as a leading-aligned
/// VStack. Sizes come first (`size`), then drawing at a place (`draw`), like SwiftUI's layout.
struct SwiftUILook {
    let theme: PictureOptions.Theme
    let palette: Palette

    /// NB: Apple's system font first, then the platforms' UI fonts, then any sans-serif.
    static let fontFamily =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"
    /// The seed's tile: `.frame(width: 150, height: 150)`, `.cornerRadius(10)`, `VStack(spacing: 12)`.
    static let tileSide = 150.0
    static let tileRadius = 10.0
    static let tileSpacing = 12.0
    /// `HStack`'s spacing between tiles.
    static let rowSpacing = 8.0
    /// Between the views of one block, and between blocks.
    static let viewSpacing = 8.0
    static let blockSpacing = 16.0

    func color(_ c: NamedColor) -> String { SVGWriter.hex(SystemColors.rgb(c, theme)) }

    /// The size of a block's views stacked.
    func size(_ views: [ViewDescription]) -> (width: Double, height: Double) {
        let sizes = views.map(size)
        let height = sizes.reduce(0) { $0 + $1.height } + Self.viewSpacing * Double(max(0, sizes.count - 1))
        return (sizes.map(\.width).max() ?? 0, height)
    }

    /// The size of all blocks stacked.
    func size(blocks: [[ViewDescription]]) -> (width: Double, height: Double) {
        let sizes = blocks.map { size($0) }
        let height = sizes.reduce(0) { $0 + $1.height } + Self.blockSpacing * Double(max(0, sizes.count - 1))
        return (sizes.map(\.width).max() ?? 0, height)
    }

    func draw(blocks: [[ViewDescription]], into w: inout SVGWriter, x: Double, y: Double) {
        w.raw("<g font-family=\"\(Self.fontFamily)\" fill=\"\(palette.foreground)\">\n")
        var top = y
        for views in blocks {
            for (i, v) in views.enumerated() where !w.overflowed {
                if i > 0 { top += Self.viewSpacing }
                draw(v, into: &w, x: x, y: top)
                top += size(v).height
            }
            top += Self.blockSpacing
        }
        w.raw("</g>\n")
    }

    func size(_ v: ViewDescription) -> (width: Double, height: Double) {
        switch v {
        case .tile: return (Self.tileSide, Self.tileSide)
        case .tileRow(let tiles):
            let n = Double(tiles.count)
            return (
                tiles.isEmpty ? 0 : n * Self.tileSide + (n - 1) * Self.rowSpacing, tiles.isEmpty ? 0 : Self.tileSide
            )
        case .picker(let p): return PickerLayout(picker: p, palette: palette).size
        case .text(let text, let role):
            let style = Self.style(role)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let width = lines.map { TextMetrics.width($0, size: style.size, semibold: style.weight > 400) }.max() ?? 0
            return (width, style.lineHeight * Double(lines.count))
        case .badge(let text, _):
            return (TextMetrics.width(text, size: TextStyle.caption.size) + 12, TextStyle.caption.lineHeight + 4)
        case .symbol(_, let glyph):
            return (TextMetrics.width(glyph, size: TextStyle.body.size), TextStyle.body.lineHeight)
        case .lines(let lines):
            let width = lines.map { TextMetrics.width($0, size: TextStyle.subheadline.size) }.max() ?? 0
            return (width, TextStyle.subheadline.lineHeight * Double(lines.count))
        }
    }

    func draw(_ v: ViewDescription, into w: inout SVGWriter, x: Double, y: Double) {
        switch v {
        case .tile(let tile): drawTile(tile, into: &w, x: x, y: y)
        case .tileRow(let tiles):
            for (i, tile) in tiles.enumerated() {
                drawTile(tile, into: &w, x: x + Double(i) * (Self.tileSide + Self.rowSpacing), y: y)
            }
        case .picker(let p): PickerLayout(picker: p, palette: palette).draw(into: &w, x: x, y: y)
        case .text(let text, let role):
            let fill: String? =
                switch role {
                case .text, .headline: nil
                case .subheadline, .caption, .date: palette.secondary
                case .price: color(.red)
                }
            drawLines(
                text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), style: Self.style(role),
                fill: fill, into: &w, x: x, y: y)
        case .badge(let text, let c):
            let (width, height) = size(v)
            w.rect(x: x, y: y, width: width, height: height, fill: color(c), rx: height / 2)
            w.text(
                text, x: SVGWriter.num(x + width / 2), y: y + 2 + TextStyle.caption.baseline,
                attributes: TextStyle.caption.attributes + " fill=\"#FFFFFF\" text-anchor=\"middle\"")
        case .symbol(_, let glyph):
            drawLines([glyph], style: .body, fill: nil, into: &w, x: x, y: y)
        case .lines(let lines):
            drawLines(lines, style: .subheadline, fill: nil, into: &w, x: x, y: y)
        }
    }

    /// Seed 1's card: the count in `.largeTitle`, underlined, over the title in `.headline`,
    /// both white, centred in a VStack with spacing 12, on the case's colour.
    func drawTile(_ tile: ViewDescription.Tile, into w: inout SVGWriter, x: Double, y: Double) {
        let side = Self.tileSide
        w.rect(x: x, y: y, width: side, height: side, fill: color(tile.color), rx: Self.tileRadius)
        let stack = TextStyle.largeTitle.lineHeight + Self.tileSpacing + TextStyle.headline.lineHeight
        let top = y + (side - stack) / 2
        let centre = SVGWriter.num(x + side / 2)
        w.text(
            String(tile.count), x: centre, y: top + TextStyle.largeTitle.baseline,
            attributes: TextStyle.largeTitle.attributes
                + " fill=\"#FFFFFF\" text-anchor=\"middle\" text-decoration=\"underline\"")
        w.text(
            tile.title, x: centre,
            y: top + TextStyle.largeTitle.lineHeight + Self.tileSpacing + TextStyle.headline.baseline,
            attributes: TextStyle.headline.attributes + " fill=\"#FFFFFF\" text-anchor=\"middle\"")
    }

    func drawLines(
        _ lines: [String], style: TextStyle, fill: String?, into w: inout SVGWriter, x: Double, y: Double
    ) {
        let attributes = style.attributes + (fill.map { " fill=\"\($0)\"" } ?? "")
        for (i, line) in lines.enumerated() where !line.isEmpty {
            w.text(
                line, x: SVGWriter.num(x), y: y + Double(i) * style.lineHeight + style.baseline,
                attributes: attributes)
        }
    }

    /// A failable text's style: `Text(optional:)` in its font; price in the body font; the
    /// relative date as a caption.
    static func style(_ role: ViewDescription.TextRole) -> TextStyle {
        switch role {
        case .text, .price: .body
        case .headline: .headline
        case .subheadline: .subheadline
        case .caption, .date: .caption
        }
    }
}
