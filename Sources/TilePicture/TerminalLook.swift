import TileRender

/// The terminal look: every cell the text renderer drew, on a grid of `CellSize` pixels.
/// Backgrounds are rectangles, box and block characters are shapes, the rest is real text
/// placed glyph by glyph on the grid (so any font, monospace or not, keeps the columns).
struct TerminalLook {
    let cell = CellSize()
    let palette: Palette
    /// The page and the default text colour.
    let page: RGB
    let ink: RGB

    init(palette: Palette) {
        self.palette = palette
        self.page = SVGWriter.rgb(hex: palette.background)
        self.ink = SVGWriter.rgb(hex: palette.foreground)
    }

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

    /// A cell as the drawing reads it: its style and shape worked out once, since each cell is
    /// asked several times (down its column, along its row, as text).
    /// NB: plain data, no `String`: a text of several scalars is read from the canvas when it is
    /// written, so filling, copying and clearing the grid retain and release nothing.
    struct Glyph {
        var style: Style
        /// The text's one Unicode scalar; nil for any other text (empty, or several scalars, read
        /// from the canvas when written).
        var scalar: Unicode.Scalar?
        /// The box or block shape of a one-scalar glyph (never an ASCII one).
        var shape: BoxShape?
        /// Shows nothing but its background: a continuation, an empty text or a space.
        var isBlank: Bool
        var isContinuation: Bool

        init(_ cells: Canvas.Cells, _ index: Int) {
            let peek = cells.peek(index)
            style = peek.style
            isContinuation = peek.isContinuation
            scalar = peek.scalar
            if let scalar = peek.scalar, !scalar.isASCII {
                shape = BoxShape.of(scalar)
            } else {
                shape = nil
            }
            isBlank = peek.isContinuation || peek.isEmpty || (peek.scalar == " ")
        }

        /// The same one-scalar text in the same style: one run of a line.
        @inline(__always)
        func continues(_ other: Glyph) -> Bool {
            scalar != nil && scalar == other.scalar && style == other.style
        }
    }

    func draw(_ canvases: [Canvas], into w: inout SVGWriter, x: Int, y: Int) {
        w.raw("<g font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.fontSize)\" fill=\"\(palette.foreground)\">\n")
        var top = y
        var grid: [Glyph] = []
        var merged: [Bool] = []
        for canvas in canvases where !w.overflowed {
            let (width, height) = (canvas.width, canvas.height)
            grid.removeAll(keepingCapacity: true)
            // NB: read by index; `append(contentsOf:)` over the collection cost twice as much.
            let cells = canvas.cells
            for i in 0..<(width * height) { grid.append(Glyph(cells, i)) }
            // NB: backgrounds first, all rows, so that lines running down several rows are drawn
            // over them, not under the next row's.
            for row in 0..<height where !w.overflowed {
                drawBackgrounds(grid[(row * width)..<((row + 1) * width)], into: &w, x: x, y: top + row * cell.height)
            }
            drawVerticalRuns(grid, width: width, height: height, merged: &merged, into: &w, x: x, y: top)
            for row in 0..<height where !w.overflowed {
                drawForeground(
                    grid, cells: cells, row: (row * width)..<((row + 1) * width), merged: merged, into: &w, x: x,
                    y: top + row * cell.height)
            }
            top += height * cell.height
        }
        w.lit("</g>\n")
    }

    /// Lines that run down a column (`│`, `┃`) over several rows in one style, as one rectangle
    /// each. Sets `merged` to which cells were drawn so.
    private func drawVerticalRuns(
        _ grid: [Glyph], width: Int, height: Int, merged: inout [Bool], into w: inout SVGWriter, x: Int, y: Int
    ) {
        merged.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(false, count: grid.count))
        for column in 0..<width {
            var row = 0
            while row < height {
                let c = grid[row * width + column]
                guard let shape = c.shape, case .lines(let up, let down, .none, .none) = shape, up == down else {
                    row += 1
                    continue
                }
                var end = row + 1
                while end < height, grid[end * width + column].continues(c) { end += 1 }
                if end - row > 1 {
                    let t = BoxShape.thickness(up)
                    if c.style.dim { w.lit("<g opacity=\"0.6\">") }
                    w.rect(
                        x: x + column * cell.width + cell.width / 2 - t / 2, y: y + row * cell.height, width: t,
                        height: (end - row) * cell.height, fill: foreground(c.style))
                    if c.style.dim { w.lit("</g>\n") }
                    for r in row..<end { merged[r * width + column] = true }
                }
                row = end
            }
        }
    }

    /// A cell's text colour after `inverse`.
    @inline(__always)
    func foreground(_ style: Style) -> RGB {
        style.inverse ? (style.background ?? page) : (style.foreground ?? ink)
    }

    /// A cell's own colour after `inverse`; nil where the page shows.
    @inline(__always)
    func background(_ style: Style) -> RGB? {
        style.inverse ? (style.foreground ?? ink) : style.background
    }

    /// A row's backgrounds, in runs of one colour.
    private func drawBackgrounds(_ line: ArraySlice<Glyph>, into w: inout SVGWriter, x: Int, y: Int) {
        var i = line.startIndex
        while i < line.endIndex {
            guard let bg = background(line[i].style) else {
                i += 1
                continue
            }
            var end = i + 1
            while end < line.endIndex, background(line[end].style) == bg { end += 1 }
            let column = i - line.startIndex
            w.rect(x: x + column * cell.width, y: y, width: (end - i) * cell.width, height: cell.height, fill: bg)
            i = end
        }
    }

    /// A row's underlines, shapes (a run of one rule in one style as one rectangle) and text,
    /// leaving out the cells `merged` says were drawn already.
    private func drawForeground(
        _ grid: [Glyph], cells: Canvas.Cells, row: Range<Int>, merged: [Bool], into w: inout SVGWriter, x: Int,
        y: Int
    ) {
        for i in row where grid[i].style.underline {
            w.rect(
                x: x + (i - row.lowerBound) * cell.width, y: y + cell.height - 3, width: cell.width, height: 1,
                fill: foreground(grid[i].style))
        }
        var i = row.lowerBound
        while i < row.upperBound {
            let c = grid[i]
            if c.isBlank || merged[i] {
                i += 1
                continue
            }
            let color = foreground(c.style)
            let px = x + (i - row.lowerBound) * cell.width
            if let shape = c.shape {
                var end = i + 1
                if shape.isHorizontalRule {
                    while end < row.upperBound, grid[end].continues(c) { end += 1 }
                }
                if c.style.dim { w.lit("<g opacity=\"0.6\">") }
                shape.draw(into: &w, px: px, py: y, count: end - i, cell: cell, color: color)
                if c.style.dim { w.lit("</g>\n") }
                i = end
                continue
            }
            i = drawText(grid, cells: cells, row: row, from: i, color: color, into: &w, x: x, y: y)
        }
    }

    /// A text run from `start`: graphemes in one style, up to a blank, a shape or a change of
    /// style. Returns where the run ended.
    private func drawText(
        _ line: [Glyph], cells: Canvas.Cells, row: Range<Int>, from start: Int, color: RGB, into w: inout SVGWriter,
        x: Int, y: Int
    ) -> Int {
        let style = line[start].style
        w.lit("<text x=\"")
        var end = start
        while end < row.upperBound {
            let d = line[end]
            if d.isContinuation {
                end += 1
                continue
            }
            if d.style != style || d.isBlank || d.shape != nil { break }
            // NB: SVG readers count a position list's characters differently (code points or
            // UTF-16 units), so a grapheme that is not one BMP scalar is a text of its own.
            let isSingle = (d.scalar?.value ?? .max) <= 0xFFFF
            if !isSingle && end > start { break }
            if end > start { w.lit(" ") }
            w.int(x + (end - row.lowerBound) * cell.width)
            end += 1
            if !isSingle { break }
        }
        w.lit("\" y=\"")
        w.int(y + Self.baseline)
        w.lit("\"")
        if color != ink {
            w.lit(" fill=\"")
            w.color(color)
            w.lit("\"")
        }
        if style.bold { w.lit(" font-weight=\"bold\"") }
        if style.italic { w.lit(" font-style=\"italic\"") }
        if style.dim { w.lit(" opacity=\"0.6\"") }
        w.lit(">")
        // NB: the run's text is written scalar by scalar, escaped as it goes, not gathered in a
        // `String` first (the escaping is per scalar, so the bytes are the same).
        for i in start..<end where !line[i].isContinuation {
            if let scalar = line[i].scalar { w.escaped(scalar) } else { w.escaped(cells[i].text) }
        }
        w.lit("</text>\n")
        return end
    }
}
