/// How parts stand in a row: as many side by side as fit the width, at least one per line,
/// `spacing` blank columns apart; the lines that do not fit go below, `lineSpacing` blank rows
/// apart. The one rule for drawing a row (`draw(_:width:)`) and for joining its parts' remembered
/// bytes (`RenderCache.appendRow`), so that the two cannot disagree.
///
/// `RowLayout(spacing: 2, lineSpacing: 1).draw([a, b, c], width: 44)` puts three 20-column parts
/// as `a b` over `c`.
public struct RowLayout: Sendable {
    public var spacing: Int
    public var lineSpacing: Int

    public init(spacing: Int, lineSpacing: Int) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// Calls `body` with each line's range of part indices, in order. `widthOf(i)` is part `i`'s width.
    @inline(__always)
    public func forEachLine(count: Int, width: Int, widthOf: (Int) -> Int, _ body: (Range<Int>) -> Void) {
        var first = 0
        while first < count {
            var lineWidth = widthOf(first)
            var end = first + 1
            while end < count {
                let w = widthOf(end)
                guard lineWidth <= width - spacing - w else { break }
                lineWidth += spacing + w
                end += 1
            }
            body(first..<end)
            first = end
        }
    }

    /// The parts laid out in lines no wider than `width` (a part wider than that has a line of its own).
    public func draw(_ parts: [Canvas], width: Int) -> Canvas {
        var lines: [(parts: Range<Int>, width: Int, height: Int)] = []
        forEachLine(count: parts.count, width: width, widthOf: { parts[$0].width }) { line in
            let w = parts[line].reduce(0) { $0 + $1.width } + spacing * (line.count - 1)
            lines.append((line, w, parts[line].map(\.height).max() ?? 0))
        }
        let totalWidth = lines.map(\.width).max() ?? 0
        let totalHeight = lines.reduce(0) { $0 + $1.height } + lineSpacing * max(0, lines.count - 1)
        var canvas = Canvas(width: totalWidth, height: totalHeight)
        var y = 0
        for line in lines {
            var x = 0
            for part in parts[line.parts] {
                canvas.draw(part, x: x, y: y)
                x += part.width + spacing
            }
            y += line.height + lineSpacing
        }
        return canvas
    }
}
