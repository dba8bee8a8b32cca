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
            if p.fillsWidth(style), !p.labels.isEmpty, width >= PickerMetrics.equalRowWidth(p) {
                return equalRow(p, width: width)
            }
            var parts: [Canvas] = p.showsTitle(style) ? title(p, width: width) : []
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
            var parts: [Canvas] = p.showsTitle(style) ? title(p, width: width) : []
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

    /// One row of a segmented control: `╭────────┬──────╮ / │ second │ ✓ hour │ / ╰────────┴──────╯`,
    /// each segment as wide as its label.
    static func segmentRow(_ p: PickerData, _ segments: Range<Int>, width available: Int) -> Canvas {
        let texts = segments.map { PickerMetrics.segmentText(p, $0) }
        // NB: below 5 columns not even one segment fits: it is cut at the edge, never drawn wider.
        return boxes(p, segments, texts, rowWidths(p, segments, width: available), width: available)
    }

    /// The columns inside each segment's borders on one row of segments as wide as their labels.
    static func rowWidths(_ p: PickerData, _ segments: Range<Int>, width available: Int) -> [Int] {
        segments.map { min(TextWidth.of(PickerMetrics.segmentText(p, $0)), max(1, available - 4)) + 2 }
    }

    /// A segmented control spanning `width` columns on one row, its segments sharing the width
    /// equally (the first ones a column wider when it does not divide), each label centred.
    static func equalRow(_ p: PickerData, width: Int) -> Canvas {
        let texts = p.labels.indices.map { PickerMetrics.segmentText(p, $0) }
        return boxes(p, p.labels.indices, texts, equalWidths(p, width: width), width: width)
    }

    /// The columns inside each segment's borders when they share `width` equally.
    static func equalWidths(_ p: PickerData, width: Int) -> [Int] {
        let count = p.labels.count
        guard count > 0 else { return [] }
        let inner = width - 1 - count
        return p.labels.indices.map { inner / count + ($0 < inner % count ? 1 : 0) }
    }

    /// The frames (in cells, from `x`, `y`) of the drawn parts of a picker `width` columns wide:
    /// its title, each segment from border to border, a menu's value, an inline list's rows.
    /// The same geometry `draw` draws.
    static func parts(_ p: PickerData, style: PickerStyleKind, x: Double, y: Double, width: Int) -> [ViewPart] {
        let width = max(1, width)
        var parts: [ViewPart] = []
        var top = y
        func title() {
            guard p.showsTitle(style), let t = p.title else { return }
            let lines = Wrap.lines(t, width: width)
            let w = min(width, lines.map { TextWidth.of($0) }.max() ?? 0)
            parts.append(ViewPart("Label", t, Rect(x: x, y: top, width: Double(w), height: Double(lines.count))))
            top += Double(lines.count)
        }
        func segments(_ range: Range<Int>, _ widths: [Int]) {
            var left = 0
            for (i, w) in zip(range, widths) {
                let shown = min(w + 2, max(0, width - left))
                parts.append(
                    ViewPart(
                        "Segment", p.labels[i], Rect(x: x + Double(left), y: top, width: Double(shown), height: 3),
                        selected: i == p.selected))
                left += w + 1
            }
            top += 3
        }
        switch style {
        case .segmented:
            if p.fillsWidth(style), !p.labels.isEmpty, width >= PickerMetrics.equalRowWidth(p) {
                segments(p.labels.indices, equalWidths(p, width: width))
                break
            }
            title()
            for row in PickerMetrics.segmentRows(p, width: width) {
                segments(row.segments, rowWidths(p, row.segments, width: width))
            }
        case .menu:
            let line = TextWidth.of(PickerMetrics.menuLine(p, width: width))
            var left = 0
            if let t = p.title {
                let w = min(line, TextWidth.of(Sanitizer.visible(t)))
                parts.append(ViewPart("Label", t, Rect(x: x, y: y, width: Double(w), height: 1)))
                left = min(line, w + 2)
            }
            parts.append(
                ViewPart(
                    "Value", p.selectedLabel, Rect(x: x + Double(left), y: y, width: Double(line - left), height: 1)))
        case .inline:
            title()
            for (i, l) in p.labels.enumerated() {
                let w = min(width, TextWidth.of("✓ " + Sanitizer.visible(l)))
                parts.append(
                    ViewPart(
                        "Row", l, Rect(x: x, y: top + Double(i), width: Double(w), height: 1), selected: i == p.selected
                    ))
            }
        }
        return parts
    }

    /// Boxed segments side by side, each `widths[i]` columns inside its borders, the selected one
    /// filled with the accent; cut at `available` columns.
    static func boxes(_ p: PickerData, _ segments: Range<Int>, _ texts: [String], _ widths: [Int], width available: Int)
        -> Canvas
    {
        let total = widths.reduce(0) { $0 + $1 + 1 } + 1
        var c = Canvas(width: min(total, max(1, available)), height: 3)
        let border = Style(foreground: NamedColor.gray.rgb)
        var x = 0
        for (i, t) in texts.enumerated() {
            let w = widths[i]
            let isFirst = i == 0
            c.put(isFirst ? "╭" : "┬", x: x, y: 0, style: border)
            c.put("│", x: x, y: 1, style: border)
            c.put(isFirst ? "╰" : "┴", x: x, y: 2, style: border)
            c.put("─", repeated: w, x: x + 1, y: 0, style: border)
            c.put("─", repeated: w, x: x + 1, y: 2, style: border)
            let style =
                segments.lowerBound + i == p.selected
                ? Style(foreground: NamedColor.white.rgb, background: accent, bold: true) : Style.plain
            let shown = Truncate.toWidth(t, max(0, w - 2))
            let left = (w - TextWidth.of(shown)) / 2
            c.put(" ", repeated: w, x: x + 1, y: 1, style: style)
            c.put(shown, x: x + 1 + left, y: 1, style: style)
            x += w + 1
        }
        c.put("╮", x: x, y: 0, style: border)
        c.put("│", x: x, y: 1, style: border)
        c.put("╯", x: x, y: 2, style: border)
        return c
    }
}
