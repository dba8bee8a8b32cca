import TileRender
import TileText

/// Seed 3's picker drawn in cells, in each style: a segmented control of boxes (wrapping to more
/// rows when narrow), a menu line, or an inline list; the selection marked with ✓ so that it
/// shows with and without colour. The cells' geometry is `PickerMetrics`'.
public enum PickerCells {
    /// SwiftUI's accent colour.
    public static let accent = NamedColor.blue.rgb

    public static func draw(_ p: PickerData, style: PickerStyleKind, width: Int) -> Canvas {
        let width = max(1, width)
        switch style {
        case .segmented:
            var parts: [Canvas] = title(p, width: width)
            for row in PickerMetrics.segmentRows(p, width: width) {
                parts.append(segmentRow(p, row.segments, width: width))
            }
            return stacked(parts)
        case .menu:
            let line = PickerMetrics.menuLine(p, width: width)
            let prefix = p.title.map { Sanitizer.visible($0) + "  " } ?? ""
            var c = Canvas(width: TextWidth.of(line), height: 1)
            let x = c.put(Truncate.toWidth(prefix, width), x: 0, y: 0, style: Style(bold: p.title != nil))
            c.put(String(line.dropFirst(prefix.count)), x: x, y: 0, style: Style(foreground: accent))
            return c
        case .inline:
            var parts: [Canvas] = title(p, width: width)
            for (i, l) in p.labels.enumerated() {
                let isSelected = i == p.selected
                parts.append(
                    text(
                        Truncate.toWidth((isSelected ? "✓ " : "  ") + Sanitizer.visible(l), width),
                        style: isSelected ? Style(foreground: accent, bold: true) : .plain, width: width))
            }
            return stacked(parts)
        }
    }

    /// The title, bold, wrapped to the width.
    static func title(_ p: PickerData, width: Int) -> [Canvas] {
        guard let title = p.title else { return [] }
        return [text(title, style: Style(bold: true), width: width)]
    }

    /// Text wrapped to the width, as a `Text` draws in cells.
    static func text(_ s: String, style: Style, width: Int) -> Canvas {
        let lines = Wrap.lines(s, width: width)
        var c = Canvas(width: min(width, lines.map { TextWidth.of($0) }.max() ?? 0), height: lines.count)
        for (y, l) in lines.enumerated() { c.put(l, x: 0, y: y, style: style) }
        return c
    }

    /// Parts one under another, as wide as the widest.
    static func stacked(_ parts: [Canvas]) -> Canvas {
        let parts = parts.filter { $0.height > 0 }
        var c = Canvas(width: parts.map(\.width).max() ?? 0, height: parts.reduce(0) { $0 + $1.height })
        var y = 0
        for part in parts {
            c.draw(part, x: 0, y: y)
            y += part.height
        }
        return c
    }

    /// One row of a segmented control: `╭────────┬──────╮ / │ second │ ✓ hour │ / ╰────────┴──────╯`.
    static func segmentRow(_ p: PickerData, _ segments: Range<Int>, width available: Int) -> Canvas {
        let texts = segments.map { PickerMetrics.segmentText(p, $0) }
        let widths = texts.map { min(TextWidth.of($0), max(1, available - 4)) }
        let total = widths.reduce(0) { $0 + $1 + 3 } + 1
        // NB: below 5 columns not even one segment fits: it is cut at the edge, never drawn wider.
        var c = Canvas(width: min(total, max(1, available)), height: 3)
        let border = Style(foreground: NamedColor.gray.rgb)
        var x = 0
        for (i, t) in texts.enumerated() {
            let w = widths[i] + 2
            let isFirst = i == 0
            c.put(isFirst ? "╭" : "┬", x: x, y: 0, style: border)
            c.put("│", x: x, y: 1, style: border)
            c.put(isFirst ? "╰" : "┴", x: x, y: 2, style: border)
            c.put("─", repeated: w, x: x + 1, y: 0, style: border)
            c.put("─", repeated: w, x: x + 1, y: 2, style: border)
            let style =
                segments.lowerBound + i == p.selected
                ? Style(foreground: NamedColor.white.rgb, background: accent, bold: true) : Style.plain
            c.put(" " + Truncate.toWidth(t, widths[i]) + " ", x: x + 1, y: 1, style: style)
            x += w + 1
        }
        c.put("╮", x: x, y: 0, style: border)
        c.put("│", x: x, y: 1, style: border)
        c.put("╯", x: x, y: 2, style: border)
        return c
    }
}
