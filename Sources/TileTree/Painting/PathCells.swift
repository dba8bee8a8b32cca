import TileRender

/// A path drawn on the cell grid: each cell is four quarter blocks (`▘▝▖▗`, and the blocks they
/// make together), each lit when its centre is inside the filled path, or, for a stroke, within
/// half the line's width of the outline (at least enough that a thin line leaves no gaps).
///
///     // a triangle filling 6 x 3 cells:  ▗▟█▙▖ … as the quarter blocks meet its edges
enum PathCells {
    /// The quarter-block glyphs by their lit quarters: top left 1, top right 2, bottom left 4,
    /// bottom right 8.
    static let glyphs = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    /// The most line points a path is rasterised with: a longer path is drawn up to there.
    static let pointLimit = 20_000

    /// Draws `path` over the cells from (x, y), `w` by `h`: filled, or stroked `stroke` wide.
    static func draw(
        _ path: ShapePath, _ x: Int, _ y: Int, _ w: Int, _ h: Int, style: Style, stroke: Double?,
        into canvas: inout Canvas
    ) {
        let (cw, rh) = (Measure.columnPoints, Measure.rowPoints)
        let frame = Rect(x: 0, y: 0, width: Double(w) * cw, height: Double(h) * rh)
        var budget = pointLimit
        var lines: [(points: [Point], closed: Bool)] = []
        for line in path.polylines(in: frame) where budget > 0 {
            let points = Array(line.points.prefix(budget))
            budget -= points.count
            lines.append((points, line.closed))
        }
        let reach = stroke.map { max($0 / 2, 0.5 * (cw * cw / 4 + rh * rh / 4).squareRoot()) }
        let columns = max(0, x)..<min(canvas.width, x + w)
        let rows = max(0, y)..<min(canvas.height, y + h)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        for row in rows {
            for column in columns {
                var mask = 0
                for (bit, (qx, qy)) in [(1, (0.25, 0.25)), (2, (0.75, 0.25)), (4, (0.25, 0.75)), (8, (0.75, 0.75))] {
                    let p = Point(x: (Double(column - x) + qx) * cw, y: (Double(row - y) + qy) * rh)
                    let lit =
                        reach.map { ShapePath.distance(p, lines) <= $0 }
                        ?? ShapePath.contains(p, lines, evenOdd: path.evenOdd)
                    if lit { mask |= bit }
                }
                if mask > 0 { canvas.put(glyphs[mask], x: column, y: row, style: style) }
            }
        }
    }
}
