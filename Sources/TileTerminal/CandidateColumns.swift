import TileRender
import TileShell
import TileText
import TileTree

/// Lays completion candidates out in columns fitted to a width, each with its description
/// dimmed beside it, filled down then across (as `ls` does). Pure.
///
/// Six fruit-like candidates at width 40 give two columns of three rows; descriptions that do
/// not fit are cut with `…`, and past `maxRows` rows a last row says how many were left out.
enum CandidateColumns {
    static let gap = 3

    static func layout(_ candidates: [Candidate], width: Int, maxRows: Int) -> Canvas {
        let width = max(1, width)
        guard !candidates.isEmpty else { return Canvas(width: 0, height: 0) }
        let texts = candidates.map { Sanitizer.visible($0.text) }
        let descriptions = candidates.map { Sanitizer.visible($0.description) }
        let textWidth = min(width, texts.map(TextWidth.of).max() ?? 0)
        let descriptionWidth = descriptions.map(TextWidth.of).max() ?? 0
        // Descriptions whole when they fit, cut when at least 8 columns are left, else left out.
        let room = width - textWidth - 2
        let shownDescription =
            descriptionWidth <= room ? descriptionWidth : room >= 8 ? room : 0
        let cell = textWidth + (shownDescription > 0 ? 2 + shownDescription : 0)
        let columns = max(1, (width + gap) / (cell + gap))
        let neededRows = (candidates.count + columns - 1) / columns
        let rows = min(neededRows, max(1, maxRows))
        let shown = min(candidates.count, rows * columns)
        let hidden = candidates.count - shown
        // Fill down then across, over only the rows shown.
        let usedColumns = (shown + rows - 1) / rows
        let more = hidden > 0 ? "… and \(hidden) more" : ""
        let canvasWidth = min(width, max(usedColumns * cell + (usedColumns - 1) * gap, TextWidth.of(more)))
        var canvas = Canvas(width: max(1, canvasWidth), height: rows + (hidden > 0 ? 1 : 0))
        for i in 0..<shown {
            let x = (i / rows) * (cell + gap)
            let y = i % rows
            canvas.put(Truncate.toWidth(texts[i], textWidth), x: x, y: y)
            if shownDescription > 0 && !descriptions[i].isEmpty {
                canvas.put(
                    Truncate.toWidth(descriptions[i], shownDescription), x: x + textWidth + 2, y: y,
                    style: Style(dim: true))
            }
        }
        if hidden > 0 {
            canvas.put(more, x: 0, y: rows, style: Style(dim: true))
        }
        return canvas
    }
}
