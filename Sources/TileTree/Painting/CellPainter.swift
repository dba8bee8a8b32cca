import TileRender
import TileText

/// Draws a tree laid out in cells onto a `Canvas`: fills become cell backgrounds, a rounded shape
/// or clip a `╭╮╰╯` box (half blocks `▐▌` on one row), text its lines in its style over the
/// background already there, `.largeTitle` numbers the big-digit face over a rule when underlined.
///
/// `ViewNode.text("Hi").frame(width: 45, height: 50).background(.system(.red)).cornerRadius(8)
/// .drawCells(width: 80)` is `╭────╮ / │ Hi │ / ╰────╯` in red.
public struct CellPainter: Painter {
    public internal(set) var canvas: Canvas
    private var clips: [(shape: ShapeKind, cells: [Int])] = []
    /// Each layer open, its cells, and what they held before it when it changes what it draws.
    var layers: [(layer: Layer, cells: [Int], before: [Cell]?)] = []

    public init(size: Size) {
        canvas = Canvas(width: max(0, CellGrid.whole(size.width)), height: max(0, CellGrid.whole(size.height)))
    }

    /// The most cells one drawing holds (64 MiB of cells); a taller tree is cut at the bottom.
    public static let maxCells = 4 << 20

    /// The background already under a cell, so that text keeps the fill it is drawn on.
    func background(_ x: Int, _ y: Int) -> RGB? {
        guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { return nil }
        return canvas[x, y].style.background
    }

    /// A paint's one colour in cells: a gradient's at its start.
    static func rgb(_ paint: Paint) -> RGB? {
        if let g = paint.gradientPaint { return g.gradient.rgb(at: 0, resolve: Paint.terminalRGB) }
        return paint.lightRGB
    }

    public mutating func fill(_ frame: Rect, shape: ShapeKind, paint: Paint) {
        let c = CellGrid.cells(frame)
        let (x, y, w, h) = (c[0], c[1], c[2], c[3])
        // NB: a path is drawn in glyphs: the primary style is the terminal's own text colour.
        if case .path(let path) = shape, w > 0, h > 0, paint != .clear {
            PathCells.draw(path, x, y, w, h, style: Style(foreground: Self.rgb(paint)), stroke: nil, into: &canvas)
            return
        }
        guard let rgb = Self.rgb(paint) else { return }
        guard w > 0, h > 0 else { return }
        fill(x, y, w, h, shape: shape, rgb: rgb)
        if let g = paint.gradientPaint { shade(x, y, w, h, g, outline: false) }
    }

    /// Recolours the cells of a gradient's fill (their background, or the box's lines) or its
    /// outline (the lines only) drawn in one colour: each cell takes the colour at its centre,
    /// measured in points (a column 7.5 pt, a row 16.7 pt).
    mutating func shade(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ g: GradientPaint, outline: Bool) {
        let (cw, rh) = (Measure.columnPoints, Measure.rowPoints)
        let frame = Rect(x: 0, y: 0, width: Double(w) * cw, height: Double(h) * rh)
        let columns = max(0, x)..<min(canvas.width, x + w)
        let rows = max(0, y)..<min(canvas.height, y + h)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        for row in rows {
            let onEdge = row == y || row == y + h - 1
            for column in columns where !outline || onEdge || column == x || column == x + w - 1 {
                let centre = Point(x: (Double(column - x) + 0.5) * cw, y: (Double(row - y) + 0.5) * rh)
                guard let rgb = g.rgb(at: centre, in: frame) else { continue }
                var cell = canvas[column, row]
                if cell.isContinuation { continue }
                if !outline, cell.style.background != nil {
                    cell.style.background = rgb
                } else {
                    cell.style.foreground = rgb
                }
                canvas[column, row] = cell
            }
        }
    }

    mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, shape: ShapeKind, rgb: RGB) {
        let c = [x, y, w, h]
        let rounded = shape.isRounded || (clips.last.map { $0.shape.isRounded && $0.cells == c } ?? false)
        let inside = Style(foreground: NamedColor.white.rgb, background: rgb)
        let edge = Style(foreground: rgb)
        guard rounded else {
            canvas.fill(x: x, y: y, width: w, height: h, style: inside)
            return
        }
        if h < 3 || w < 3 {
            // A capsule on one or two rows: half blocks round its ends.
            canvas.fill(x: x, y: y, width: w, height: h, style: inside)
            if w >= 3 {
                canvas.fill(x: x, y: y, width: 1, height: h, with: "▐", style: edge)
                canvas.fill(x: x + w - 1, y: y, width: 1, height: h, with: "▌", style: edge)
            }
            return
        }
        canvas.fill(x: x + 1, y: y + 1, width: w - 2, height: h - 2, style: inside)
        for (row, corners) in [(y, ("╭", "╮")), (y + h - 1, ("╰", "╯"))] {
            canvas.put(corners.0, x: x, y: row, style: edge)
            canvas.put("─", repeated: w - 2, x: x + 1, y: row, style: edge)
            canvas.put(corners.1, x: x + w - 1, y: row, style: edge)
        }
        canvas.fill(x: x, y: y + 1, width: 1, height: h - 2, with: "│", style: edge)
        canvas.fill(x: x + w - 1, y: y + 1, width: 1, height: h - 2, with: "│", style: edge)
    }

    public mutating func stroke(_ frame: Rect, shape: ShapeKind, paint: Paint, lineWidth: Double, inset: Bool) {
        let c = CellGrid.cells(frame)
        let (x, y, w, h) = (c[0], c[1], c[2], c[3])
        if case .path(let path) = shape {
            guard w > 0, h > 0 else { return }
            PathCells.draw(
                path, x, y, w, h, style: Style(foreground: Self.rgb(paint)), stroke: lineWidth, into: &canvas)
            return
        }
        guard w >= 2, h >= 2 else { return }
        let style = Style(foreground: Self.rgb(paint))
        let (tl, tr, bl, br) = shape.isRounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        canvas.put(tl, x: x, y: y, style: style)
        canvas.put("─", repeated: w - 2, x: x + 1, y: y, style: style)
        canvas.put(tr, x: x + w - 1, y: y, style: style)
        canvas.fill(x: x, y: y + 1, width: 1, height: h - 2, with: "│", style: style)
        canvas.fill(x: x + w - 1, y: y + 1, width: 1, height: h - 2, with: "│", style: style)
        canvas.put(bl, x: x, y: y + h - 1, style: style)
        canvas.put("─", repeated: w - 2, x: x + 1, y: y + h - 1, style: style)
        canvas.put(br, x: x + w - 1, y: y + h - 1, style: style)
        if let g = paint.gradientPaint { shade(x, y, w, h, g, outline: true) }
    }

    /// The style text is drawn in: its colour, bold for semibold and heavier weights and for
    /// title sizes (a terminal has one size), dim for the secondary style.
    static func style(_ env: ViewEnvironment, background: RGB?) -> Style {
        let font = env.resolvedFont
        var style = Style(background: background)
        switch env.foreground {
        case .secondary: style.dim = true
        case .none, .primary, .clear: break
        case .system, .rgb, .adaptive: style.foreground = env.foreground?.lightRGB
        case .gradient(let g): style.foreground = g.middleRGB
        }
        style.bold = font.isBold || font.size >= 20
        style.italic = font.italic
        style.underline = env.underline
        return style
    }

    public mutating func text(_ text: String, in frame: Rect, environment env: ViewEnvironment) {
        let c = CellGrid.cells(frame)
        let (x, y, w) = (c[0], c[1], c[2])
        guard w > 0 else { return }
        // NB: the layout chose the face when it had the rows for it (see `TextLayout.bigDigits`).
        if let face = TextLayout.bigDigits(text, font: env.resolvedFont, width: nil), face <= frame.width,
            frame.height >= Double(BigDigits.rows)
        {
            var style = Self.style(env, background: background(x, y))
            style.underline = false
            style.bold = false
            for (i, byte) in text.utf8.enumerated() {
                let glyph = BigDigits.face(ofASCII: byte)
                for r in 0..<BigDigits.rows { canvas.put(glyph[r], x: x + 4 * i, y: y + r, style: style) }
            }
            if env.underline { canvas.put("━", repeated: Int(face), x: x, y: y + BigDigits.rows, style: style) }
            return
        }
        // NB: most texts are one line that fits: drawn without laying them out again.
        if let line = Wrap.singleLine(text, width: w) {
            canvas.put(line.text, x: x, y: y, style: Self.style(env, background: background(x, y)))
            return
        }
        let lines = TextLayout.layout(text, width: frame.width, height: frame.height, environment: env, measure: .cells)
            .lines
        for (i, line) in lines.enumerated() {
            let shown = Truncate.toWidth(line, w)
            let lineWidth = TextWidth.of(shown)
            let dx: Int
            switch env.textAlignment {
            case .leading: dx = 0
            case .center: dx = (w - lineWidth) / 2
            case .trailing: dx = w - lineWidth
            }
            canvas.put(shown, x: x + dx, y: y + i, style: Self.style(env, background: background(x + dx, y + i)))
        }
    }

    /// A text that is one line no wider than `width` (at least 1), drawn as the engine draws a
    /// text leaf alone: its own width, one row, in the environment's style; nil for any other
    /// text (one that wraps, holds a line feed or a control character, or is seed 1's big digits).
    static func line(_ text: String, width: Int, environment env: ViewEnvironment) -> Canvas? {
        guard TextLayout.bigDigits(text, font: env.resolvedFont, width: nil) == nil, Sanitizer.isClean(text) else {
            return nil
        }
        let columns = TextWidth.of(text)
        guard columns <= max(1, width) else { return nil }
        var canvas = Canvas(width: columns, height: 1)
        canvas.put(text, x: 0, y: 0, style: style(env, background: nil))
        return canvas
    }

    public mutating func symbol(name: String, glyph: String?, in frame: Rect, environment env: ViewEnvironment) {
        let c = CellGrid.cells(frame)
        var style = Self.style(env, background: background(c[0], c[1]))
        if glyph == nil { style.dim = true }
        canvas.put(
            Truncate.toWidth(Sanitizer.visible(glyph ?? "[\(name)]"), max(0, c[2])), x: c[0], y: c[1], style: style)
    }

    public mutating func picker(
        _ picker: PickerData, style: PickerStyleKind, in frame: Rect, environment: ViewEnvironment
    ) {
        let c = CellGrid.cells(frame)
        canvas.draw(PickerCells.draw(picker, style: style, width: max(1, c[2])), x: c[0], y: c[1])
    }

    public mutating func placeholder(_ label: String, in frame: Rect) {
        stroke(frame, shape: .rectangle, paint: .system(.gray), lineWidth: 1, inset: true)
        let c = CellGrid.cells(frame)
        let shown = Truncate.toWidth(Sanitizer.visible(label), max(0, c[2] - 2))
        canvas.put(
            shown, x: c[0] + max(0, (c[2] - TextWidth.of(shown)) / 2), y: c[1] + c[3] / 2, style: Style(dim: true))
    }

    /// The label in the top border, as a titled frame draws it: `┌─GroupBox──┐`.
    public mutating func placeholder(around label: String, in frame: Rect) {
        stroke(frame, shape: .rectangle, paint: .system(.gray), lineWidth: 1, inset: true)
        let c = CellGrid.cells(frame)
        let shown = Truncate.toWidth(Sanitizer.visible(label), max(0, c[2] - 4))
        canvas.put(shown, x: c[0] + 2, y: c[1], style: Style(dim: true))
    }

    public mutating func divider(in frame: Rect, axis: Axis) {
        let c = CellGrid.cells(frame)
        let style = Style(foreground: NamedColor.gray.rgb)
        if axis == .horizontal {
            canvas.put("─", repeated: c[2], x: c[0], y: c[1], style: style)
        } else {
            canvas.fill(x: c[0], y: c[1], width: 1, height: c[3], with: "│", style: style)
        }
    }

    public mutating func pushClip(_ shape: ShapeKind, in frame: Rect) { clips.append((shape, CellGrid.cells(frame))) }
    public mutating func popClip() { _ = clips.popLast() }
}

extension ViewNode {
    /// The tree laid out in cells for an output `width` columns wide and drawn: how the terminal
    /// draws every view made of the tree. A tree past the engine's limits or budget draws nothing.
    /// NB: for tileshell's own views (a tile, a badge); a file's views say why they cannot draw.
    public func drawCells(width: Int) -> Canvas {
        (try? LayoutEngine(self, context: LayoutContext(measure: .cells)).drawCells(width: width))
            ?? Canvas(width: 0, height: 0)
    }
}

extension LayoutEngine {
    /// The tree laid out for an output `width` columns wide and drawn in cells; an error once
    /// the engine's budget is spent.
    public func drawCells(width: Int) throws(LayoutError) -> Canvas {
        let proposal = ProposedSize(width: Double(max(1, width)), height: nil)
        let size = try sizeThatFits(proposal)
        // NB: nothing is drawn past the output's edge, whatever a fixed frame asked for, and
        // nothing past the most cells a drawing holds.
        let columns = min(size.width, Double(max(1, width)))
        let rows = min(size.height, Double(CellPainter.maxCells) / max(1, columns))
        var painter: any Painter = CellPainter(size: Size(width: columns, height: rows))
        try draw(proposal: proposal, into: &painter)
        return (painter as? CellPainter)?.canvas ?? Canvas(width: 0, height: 0)
    }
}

extension PreparedTree {
    /// The tree with the text leaf at `leaf` saying `text`, laid out and drawn in cells for an
    /// output `width` columns wide: what `LayoutEngine(replacingLeaves([(leaf, TextKind(text))]),
    /// measure: .cells).drawCells(width: width)` draws.
    ///
    /// NB: when the leaf is the whole tree (its modifiers only style it) and the text is one line
    /// that fits, the layout is the text's own width on one row: its cells are painted without
    /// making an engine, which cost most of a text's first draw.
    public func drawCells(text: String, at leaf: Int, width: Int) -> Canvas {
        if leaf == root, end[leaf] == leaf + 1, !empty[leaf] {
            let environment = environments[leaf].value
            if let canvas = CellPainter.line(TextKind(text).shown(environment), width: width, environment: environment)
            {
                return canvas
            }
        }
        // NB: one text in a template of a few views: within any budget, as its text is cut.
        return (try? LayoutEngine(replacingLeaves([(leaf, TextKind(text))]), measure: .cells).drawCells(width: width))
            ?? Canvas(width: 0, height: 0)
    }
}
