import TileRender
import TileTree

/// The SwiftUI look: each block's tree laid out in points by the view tree's engine at its ideal
/// size and drawn by `SVGPainter`; blocks stacked 16 pt apart.
struct SwiftUILook {
    let theme: PictureOptions.Theme
    let palette: Palette

    /// NB: Apple's system font first, then the platforms' UI fonts, then any sans-serif.
    static let fontFamily =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif"
    /// Between blocks (what one command drew and the next).
    static let blockSpacing = 16.0

    /// The size of a block's tree at its ideal size.
    func size(_ tree: ViewNode) -> (width: Double, height: Double) {
        guard let engine = try? LayoutEngine(tree, context: LayoutContext(measure: .points)) else {
            return (0, 0)
        }
        let s = engine.sizeThatFits(.unspecified)
        return (s.width, s.height)
    }

    /// The size of all blocks stacked.
    func size(blocks: [ViewNode]) -> (width: Double, height: Double) {
        let sizes = blocks.map { size($0) }
        let height = sizes.reduce(0) { $0 + $1.height } + Self.blockSpacing * Double(max(0, sizes.count - 1))
        return (sizes.map(\.width).max() ?? 0, height)
    }

    func draw(blocks: [ViewNode], into w: inout SVGWriter, x: Double, y: Double) {
        w.raw("<g font-family=\"\(Self.fontFamily)\" fill=\"\(palette.foreground)\">\n")
        var top = y
        var ids = 1
        for tree in blocks {
            if let engine = try? LayoutEngine(tree, context: LayoutContext(measure: .points)) {
                let svg = SVGPainter(theme: theme, palette: palette, firstID: ids)
                var painter: any Painter = svg
                engine.draw(proposal: .unspecified, origin: Point(x: x, y: top), into: &painter)
                ids = svg.nextID
                w.append(svg.writer)
                top += engine.sizeThatFits(.unspecified).height
            }
            top += Self.blockSpacing
        }
        w.raw("</g>\n")
    }
}
