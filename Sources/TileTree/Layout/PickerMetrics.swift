import TileRender
import TileText

/// A picker's geometry in each unit: in points, SwiftUI's controls (a segmented control of equal
/// segments, a menu button, an inset list); in cells, the terminal's boxes and lines.
public enum PickerMetrics {
    // Points.
    public static let segmentHeight = 32.0
    public static let rowHeight = 44.0
    public static let labelGap = 6.0

    /// A segment's width: the widest label (semibold, as the selection shows it) with margins.
    public static func segmentWidth(_ p: PickerData) -> Double {
        max(56, (p.labels.map { TextMetrics.width($0, size: 13, semibold: true) }.max() ?? 0) + 24)
    }

    /// An inline list's width.
    public static func listWidth(_ p: PickerData) -> Double {
        max(220, (p.labels.map { TextMetrics.width($0, size: Font.body.size) }.max() ?? 0) + 32 + 28)
    }

    /// The title's height above a segmented control or a list (none for a menu, which shows it
    /// inline, or for a title not shown).
    public static func titleHeight(_ p: PickerData, style: PickerStyleKind) -> Double {
        style == .menu || !p.showsTitle(style) ? 0 : Font.subheadline.height(lines: 1) + labelGap
    }

    /// A segmented control's segment in points for a control `width` wide: the widest label's,
    /// or an equal share of the width for one that fills it.
    public static func segmentWidth(_ p: PickerData, style: PickerStyleKind, width: Double) -> Double {
        guard p.fillsWidth(style), !p.labels.isEmpty else { return segmentWidth(p) }
        return max(0, width - 4) / Double(p.labels.count)
    }

    /// A menu button's width: title (the shell's pickers only), value and chevron.
    public static func menuWidth(_ p: PickerData) -> Double {
        let title = p.menuTitle.map { TextMetrics.width($0, size: Font.body.size) + 12 } ?? 0
        return title + TextMetrics.width(p.selectedLabel, size: Font.body.size) + 8 + 9
    }

    /// The picker's size in `measure` for an offered width (nil: as wide as it wants).
    public static func size(_ p: PickerData, style: PickerStyleKind, width: Double?, measure: Measure) -> Size {
        switch measure {
        case .points:
            let titleWidth = p.title.map { TextMetrics.width($0, size: Font.subheadline.size) } ?? 0
            switch style {
            case .segmented:
                let natural = segmentWidth(p) * Double(p.labels.count) + 4
                if p.fillsWidth(style) {
                    return Size(width: width.map(Length.sane) ?? natural, height: segmentHeight)
                }
                return Size(width: max(titleWidth, natural), height: titleHeight(p, style: style) + segmentHeight)
            case .menu:
                return Size(width: menuWidth(p), height: Font.body.height(lines: 1))
            case .inline:
                return Size(
                    width: max(titleWidth, listWidth(p)),
                    height: titleHeight(p, style: style) + rowHeight * Double(p.labels.count))
            }
        case .cells:
            // NB: a control that fills the width takes any width it is offered past its labels',
            // measured without drawing it (an infinite offer asks for the largest length).
            if p.fillsWidth(style), !p.labels.isEmpty {
                let natural = Double(equalRowWidth(p))
                guard let width else { return Size(width: natural, height: 3) }
                if width >= natural { return Size(width: Length.sane(width.rounded(.down)), height: 3) }
            }
            // NB: the drawing is the one description of the cells' geometry.
            let available = width.map { $0.isFinite ? max(1, Int($0)) : Int(Length.largest) } ?? Int(Length.largest)
            let c = PickerCells.draw(p, style: style, width: available)
            return Size(width: Double(c.width), height: Double(c.height))
        }
    }

    /// A segment's text in cells: the label made visible, the selection marked with ✓.
    public static func segmentText(_ p: PickerData, _ i: Int) -> String {
        Sanitizer.visible(i == p.selected ? "✓ " + p.labels[i] : p.labels[i])
    }

    /// A segmented control of equal segments in cells, each as wide as the widest label: its
    /// width, the least a control that fills the width takes on one row.
    public static func equalRowWidth(_ p: PickerData) -> Int {
        let widest = p.labels.indices.map { TextWidth.of(segmentText(p, $0)) }.max() ?? 0
        return p.labels.count * (widest + 3) + 1
    }

    /// The segments of each row of a segmented control in cells, wrapping to more rows when the
    /// width is narrow; each row's width in cells.
    public static func segmentRows(_ p: PickerData, width: Int) -> [(segments: Range<Int>, width: Int)] {
        var rows: [(segments: Range<Int>, width: Int)] = []
        var first = 0
        var used = 1
        for i in p.labels.indices {
            let w = TextWidth.of(segmentText(p, i)) + 3
            if i > first, used + w > width {
                rows.append((first..<i, used))
                first = i
                used = 1
            }
            used += w
        }
        rows.append((first..<p.labels.count, used))
        return rows
    }

    /// A menu in cells: `Time unit  hour ▾`, cut to the width.
    public static func menuLine(_ p: PickerData, width: Int) -> String {
        let prefix = p.title.map { Sanitizer.visible($0) + "  " } ?? ""
        return Truncate.toWidth(prefix + Sanitizer.visible(p.selectedLabel) + " ▾", width)
    }

    /// The frames of a picker's drawn parts in `frame`, in the unit of `measure`: its title (a
    /// `Label`), each `Segment`, a menu's `Value` (with its chevron), an inline list's `Row`s;
    /// the geometry its painters draw.
    public static func parts(_ p: PickerData, style: PickerStyleKind, in frame: Rect, measure: Measure) -> [ViewPart] {
        if measure == .cells {
            return PickerCells.parts(p, style: style, x: frame.x, y: frame.y, width: Int(Length.sane(frame.width)))
        }
        var parts: [ViewPart] = []
        var top = frame.y
        if style != .menu, p.showsTitle(style), let t = p.title {
            parts.append(
                ViewPart(
                    "Label", t,
                    Rect(
                        x: frame.x, y: top, width: TextMetrics.width(t, size: Font.subheadline.size),
                        height: Font.subheadline.height(lines: 1))))
            top += titleHeight(p, style: style)
        }
        switch style {
        case .segmented:
            let segment = segmentWidth(p, style: style, width: frame.width)
            for i in p.labels.indices {
                parts.append(
                    ViewPart(
                        "Segment", p.labels[i],
                        Rect(
                            x: frame.x + 2 + segment * Double(i), y: top + 2, width: segment, height: segmentHeight - 4),
                        selected: i == p.selected))
            }
        case .menu:
            var left = frame.x
            let height = Font.body.height(lines: 1)
            if let t = p.menuTitle {
                let w = TextMetrics.width(t, size: Font.body.size)
                parts.append(ViewPart("Label", t, Rect(x: left, y: top, width: w, height: height)))
                left += w + 12
            }
            let w = TextMetrics.width(p.selectedLabel, size: Font.body.size) + 8 + 9
            parts.append(ViewPart("Value", p.selectedLabel, Rect(x: left, y: top, width: w, height: height)))
        case .inline:
            for i in p.labels.indices {
                parts.append(
                    ViewPart(
                        "Row", p.labels[i],
                        Rect(x: frame.x, y: top + rowHeight * Double(i), width: listWidth(p), height: rowHeight),
                        selected: i == p.selected))
            }
        }
        return parts
    }
}
