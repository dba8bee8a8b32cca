import TileRender

/// The terminal look: every cell the text renderer drew, on a grid of `CellSize` pixels.
/// Backgrounds are rectangles, box and block characters are shapes, the rest is real text
/// placed glyph by glyph on the grid (so any font, monospace or not, keeps the columns).
struct TerminalLook {
    let cell = CellSize()
    let palette: Palette

    /// NB: monospace last, so a viewer without any of the named fonts still keeps the grid look.
    static let fontFamily =
        "ui-monospace, 'SF Mono', Menlo, 'Cascadia Mono', Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"
    static let fontSize = 16
    /// From a cell's top to the text's baseline.
    static let baseline = 15

    /// The blocks' size in pixels: the widest canvas, all rows stacked.
    func size(_ canvases: [Canvas]) -> (width: Int, height: Int) {
        let columns = canvases.map(\.width).max() ?? 0
        let rows = canvases.reduce(0) { $0 + $1.height }
        return (columns * cell.width, rows * cell.height)
    }

    func draw(_ canvases: [Canvas], into w: inout SVGWriter, x: Int, y: Int) {
        w.raw(
            "<g font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.fontSize)\" fill=\"\(palette.foreground)\">\n"
        )
        var top = y
        for canvas in canvases {
            let cells = canvas.cells
            for row in 0..<canvas.height {
                let line = (0..<canvas.width).map { cells[row * canvas.width + $0] }
                drawRow(line, into: &w, x: x, y: top + row * cell.height)
            }
            top += canvas.height * cell.height
        }
        w.raw("</g>\n")
    }

    /// A cell's colours after `inverse`: the text's and the cell's (nil: the page shows).
    func colors(_ style: Style) -> (foreground: String, background: String?) {
        let fg = style.foreground.map(SVGWriter.hex) ?? palette.foreground
        let bg = style.background.map(SVGWriter.hex)
        return style.inverse ? (bg ?? palette.background, fg) : (fg, bg)
    }

    private func drawRow(_ line: [Cell], into w: inout SVGWriter, x: Int, y: Int) {
        // Backgrounds, in runs of one colour.
        var i = 0
        while i < line.count {
            guard let bg = colors(line[i].style).background else {
                i += 1
                continue
            }
            var end = i + 1
            while end < line.count, colors(line[end].style).background == bg { end += 1 }
            w.raw(
                "<rect x=\"\(x + i * cell.width)\" y=\"\(y)\" width=\"\((end - i) * cell.width)\" height=\"\(cell.height)\" fill=\"\(bg)\"/>\n"
            )
            i = end
        }
        // Shapes (runs of one rule in one colour as one rectangle), underlines, then text runs.
        i = 0
        while i < line.count {
            let c = line[i]
            if c.style.underline {
                let cells = c.isContinuation ? 1 : max(1, TextWidth.of(c.text))
                w.raw(
                    "<rect x=\"\(x + i * cell.width)\" y=\"\(y + cell.height - 3)\" width=\"\(cells * cell.width)\" height=\"1\" fill=\"\(colors(c.style).foreground)\"/>\n"
                )
            }
            i += 1
        }
        i = 0
        while i < line.count {
            let c = line[i]
            if c.isContinuation || c.text == " " || c.text.isEmpty {
                i += 1
                continue
            }
            let color = colors(c.style).foreground
            let opacity = c.style.dim ? " opacity=\"0.6\"" : ""
            if let shape = BoxShape.of(c.text) {
                var end = i + 1
                if shape.isHorizontalRule {
                    while end < line.count, line[end].text == c.text, line[end].style == c.style { end += 1 }
                }
                if opacity.isEmpty {
                    shape.draw(into: &w, px: x + i * cell.width, py: y, count: end - i, cell: cell, color: color)
                } else {
                    w.raw("<g\(opacity)>")
                    shape.draw(into: &w, px: x + i * cell.width, py: y, count: end - i, cell: cell, color: color)
                    w.raw("</g>\n")
                }
                i = end
                continue
            }
            // A text run: graphemes in one style, up to a blank, a shape or a change of style.
            var text = ""
            var xs = ""
            var end = i
            while end < line.count {
                let d = line[end]
                if d.isContinuation {
                    end += 1
                    continue
                }
                if d.style != c.style || d.text == " " || d.text.isEmpty || BoxShape.of(d.text) != nil { break }
                // NB: SVG readers count a position list's characters differently (code points or
                // UTF-16 units), so a grapheme that is not one BMP scalar is a text of its own.
                let isSingle = d.text.unicodeScalars.count == 1 && (d.text.unicodeScalars.first?.value ?? 0) <= 0xFFFF
                if !isSingle && end > i { break }
                text += d.text
                if !xs.isEmpty { xs += " " }
                xs += String(x + end * cell.width)
                end += 1
                if !isSingle { break }
            }
            var attributes = ""
            if color != palette.foreground { attributes += " fill=\"\(color)\"" }
            if c.style.bold { attributes += " font-weight=\"bold\"" }
            if c.style.italic { attributes += " font-style=\"italic\"" }
            attributes += opacity
            w.text(text, x: xs, y: Double(y + Self.baseline), attributes: attributes)
            i = end
        }
    }
}
