import TileRender

/// Layers in cells: cells show a colour matrix on their colours, and dim what a layer draws when
/// it holds an effect they cannot show and its kind asks for that (`Layer.dimsCells`); an
/// opacity of 0 (`.hidden()`) leaves the cells as they were; another opacity and a turn are drawn
/// as they are.
extension CellPainter {
    public mutating func pushLayer(_ layer: Layer, in frame: Rect) {
        let cells = CellGrid.cells(frame)
        let changes = layer.dimsCells || layer.colorMatrix != nil || layer.opacity == 0
        layers.append((layer, cells, changes ? self.cells(in: cells) : nil))
    }

    /// NB: the cells the layer's content changed take its effect, not those it left as they
    /// were, so that a background under the layer keeps its colours.
    public mutating func popLayer() {
        guard let (layer, region, before) = layers.popLast(), let before else { return }
        var i = 0
        for (x, y) in Self.positions(region, in: canvas) {
            defer { i += 1 }
            var cell = canvas[x, y]
            guard i < before.count, cell != before[i] else { continue }
            if layer.opacity == 0 {
                canvas[x, y] = before[i]
                continue
            }
            guard !cell.isContinuation else { continue }
            if let m = layer.colorMatrix {
                cell.style.foreground = cell.style.foreground.map(m.apply)
                cell.style.background = cell.style.background.map(m.apply)
            }
            if layer.dimsCells { cell.style.dim = true }
            canvas[x, y] = cell
        }
    }

    /// The cells of `region` (x, y, width, height) inside the canvas, row by row.
    func cells(in region: [Int]) -> [Cell] {
        Self.positions(region, in: canvas).map { canvas[$0.0, $0.1] }
    }

    static func positions(_ region: [Int], in canvas: Canvas) -> [(Int, Int)] {
        guard region.count == 4 else { return [] }
        // NB: clamped on both ends, so that a region off the canvas or of negative size is empty
        // (a range whose start passes its end traps), and its end cannot overflow.
        func span(_ start: Int, _ length: Int, _ limit: Int) -> Range<Int> {
            let lower = min(max(0, start), limit)
            let (end, overflow) = start.addingReportingOverflow(length)
            return lower..<max(lower, min(limit, overflow ? (length > 0 ? limit : lower) : end))
        }
        let columns = span(region[0], region[2], canvas.width)
        let rows = span(region[1], region[3], canvas.height)
        return rows.flatMap { y in columns.map { ($0, y) } }
    }
}
