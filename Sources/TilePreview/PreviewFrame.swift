import TileRender
import TileShell
import TileText
import TileTree

/// One full-screen picture of a live preview, as bytes: clear the screen, a dim status line,
/// then what the run printed; after a failed run, its diagnostics with the last good output
/// below them under a stale marker. Cut to the window's height so the status line never scrolls
/// away, with a last line saying how many lines did not fit. Pure: the screen edge writes it.
///
/// Example: `PreviewFrame(status: "demo.tsh changed", body: output).bytes(columns: 80, rows: 24, depth: .none)`
struct PreviewFrame {
    var status: String
    /// The run's output, or its diagnostics when it failed.
    var body: [UInt8]
    /// The last good output and the line that marks it stale, after a failed run.
    var stale: (marker: String, output: [UInt8])?

    /// Home and clear the screen.
    static let clear = "\u{1B}[H\u{1B}[2J"

    func bytes(columns: Int, rows: Int, depth: ColorDepth) -> [UInt8] {
        let columns = max(1, columns)
        var out = Array(Self.clear.utf8)
        out += Self.dimLine(status, columns: columns, depth: depth)
        var lines = Self.lines(of: body).map { (bytes: $0, dim: false) }
        if let stale {
            lines.append((Array(stale.marker.utf8), true))
            lines += Self.lines(of: stale.output).map { (bytes: $0, dim: false) }
        }
        // NB: the last row stays empty, so that a full frame's final newline does not scroll it.
        let room = max(0, rows - 2)
        let heights = lines.map { Self.height(of: $0.bytes, columns: columns) }
        var shown = lines.count
        if heights.reduce(0, +) > room {
            shown = 0
            var used = 0
            while shown < lines.count && used + heights[shown] <= room - 1 {
                used += heights[shown]
                shown += 1
            }
        }
        for line in lines.prefix(shown) {
            if line.dim {
                out += Self.dimLine(String(decoding: line.bytes, as: UTF8.self), columns: columns, depth: depth)
            } else {
                out += line.bytes + [0x0A]
            }
        }
        if shown < lines.count {
            let more = lines.count - shown
            out += Self.dimLine(
                "… \(more) more line\(more == 1 ? "" : "s"); a taller window shows them", columns: columns,
                depth: depth)
        }
        return out
    }

    /// A line of text, cut to the width, dim where colour is on, ending in a newline.
    static func dimLine(_ text: String, columns: Int, depth: ColorDepth) -> [UInt8] {
        let shown = Truncate.toWidth(Sanitizer.visible(text), columns)
        var canvas = Canvas(width: TextWidth.of(shown), height: 1)
        _ = canvas.put(shown, x: 0, y: 0, style: Style(dim: true))
        var out: [UInt8] = []
        Renderer(depth: depth).render(canvas, into: &out)
        return out.isEmpty ? [0x0A] : out
    }

    /// The lines of some output, without their newlines (none for empty output).
    static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [] }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if bytes.last == 0x0A { lines.removeLast() }
        return lines
    }

    /// The rows a line takes on the screen: its width in cells, not counting escape sequences,
    /// over the columns, rounded up; at least one.
    static func height(of line: [UInt8], columns: Int) -> Int {
        var text: [UInt8] = []
        var i = 0
        while i < line.count {
            // NB: colour sequences (`ESC [ … m`) take no cells; nothing else in output is an escape.
            if line[i] == 0x1B, i + 1 < line.count, line[i + 1] == 0x5B {
                i += 2
                while i < line.count && !(0x40...0x7E).contains(line[i]) { i += 1 }
                i += 1
                continue
            }
            text.append(line[i])
            i += 1
        }
        let width = TextWidth.of(String(decoding: text, as: UTF8.self))
        return max(1, (width + columns - 1) / columns)
    }
}
