import TileRender
import TileTree

/// Seed 3's `EnumPicker`: generic over an enum's cases, with an optional title, a per-case
/// label mapping and a style. The selection is marked with ✓ so it shows with and without colour.
public struct PickerView: TileShellView, Hashable {
    public var title: String?
    public var labels: [String]
    public var selected: Int
    public var style: PickerStyle

    /// SwiftUI's accent colour.
    static let accent = NamedColor.blue.rgb

    /// Builds the labels once from the cases and the mapping template (`{case}` is replaced).
    public init(cases: [String], selected: Int, title: String?, label template: String?, style: PickerStyle) {
        self.title = title
        // NB: without a template the labels are the cases themselves, sharing their storage (no
        // copy per `show`, and remembered pickers compare equal by identity).
        if let template {
            self.labels = cases.map { template.replacingAll("{case}", with: $0) }
        } else {
            self.labels = cases
        }
        self.selected = selected
        self.style = style
    }

    public func json() -> [JSONValue] {
        [
            .object([
                ("view", .string("picker")), ("style", .string(style.rawValue)),
                ("title", title.map(JSONValue.string) ?? .null),
                ("labels", .array(labels.map(JSONValue.string))), ("selected", .int(selected)),
            ])
        ]
    }

    public func describe() -> [ViewDescription] {
        let look: ViewDescription.Picker.Style =
            switch style {
            case .segmented: .segmented
            case .menu: .menu
            case .inline: .inline
            }
        return [.picker(ViewDescription.Picker(title: title, labels: labels, selected: selected, style: look))]
    }

    /// What the picker shows: pickers with the same labels, selection, title and style draw the same cells.
    public var renderKey: RenderKey {
        let look =
            switch style {
            case .segmented: 0
            case .menu: 1
            case .inline: 2
            }
        return RenderKey(kind: "picker", number: selected, title: title, labels: labels, look: look)
    }

    public func render(into cache: inout RenderCache) {
        cache.append(key: renderKey) { draw(width: $0) }
    }

    public func draw(width: Int) -> Canvas {
        switch style {
        case .segmented: drawSegmented(width: width)
        case .menu: drawMenu(width: width)
        case .inline: drawInline(width: width)
        }
    }

    func titleView() -> [any TileShellView] {
        guard let title else { return [] }
        return [TextView(title, style: Style(bold: true))]
    }

    /// `╭────────┬──────╮ / │ second │ ✓ hour │ / ╰────────┴──────╯`, wrapping segments to
    /// more rows when the output is narrow.
    func drawSegmented(width: Int) -> Canvas {
        let texts = labels.enumerated().map { i, l in Sanitizer.visible(i == selected ? "✓ " + l : l) }
        var rows: [[Int]] = [[]]
        var used = 1
        for (i, t) in texts.enumerated() {
            let w = TextWidth.of(t) + 3
            if let last = rows.indices.last, !rows[last].isEmpty, used + w > width {
                rows.append([])
                used = 1
            }
            rows[rows.count - 1].append(i)
            used += w
        }
        var parts: [any TileShellView] = titleView()
        for row in rows {
            parts.append(SegmentRow(texts: row.map { texts[$0] }, selected: row.firstIndex(of: selected), width: width))
        }
        return VStackView(parts).draw(width: width)
    }

    /// `Time unit  hour ▾`: the label and the current value, as a menu button shows it.
    func drawMenu(width: Int) -> Canvas {
        let value = Sanitizer.visible(labels.indices.contains(selected) ? labels[selected] : "")
        let prefix = title.map { Sanitizer.visible($0) + "  " } ?? ""
        let line = Truncate.toWidth(prefix + value + " ▾", width)
        var c = Canvas(width: TextWidth.of(line), height: 1)
        let x = c.put(Truncate.toWidth(prefix, width), x: 0, y: 0, style: Style(bold: title != nil))
        c.put(String(line.dropFirst(prefix.count)), x: x, y: 0, style: Style(foreground: Self.accent))
        return c
    }

    /// Every case on its own line, the selected one with a ✓, as an inline picker in a Form.
    func drawInline(width: Int) -> Canvas {
        var parts: [any TileShellView] = titleView()
        for (i, l) in labels.enumerated() {
            let isSelected = i == selected
            parts.append(
                TextView(
                    Truncate.toWidth((isSelected ? "✓ " : "  ") + Sanitizer.visible(l), width),
                    style: isSelected ? Style(foreground: Self.accent, bold: true) : .plain))
        }
        return VStackView(parts).draw(width: width)
    }
}

/// One row of a segmented control.
struct SegmentRow: TileShellView {
    var texts: [String]
    var selected: Int?
    var width: Int

    func json() -> [JSONValue] { [] }

    func describe() -> [ViewDescription] { [] }

    func draw(width available: Int) -> Canvas {
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
            c.put(isFirst ? "│" : "│", x: x, y: 1, style: border)
            c.put(isFirst ? "╰" : "┴", x: x, y: 2, style: border)
            c.put("─", repeated: w, x: x + 1, y: 0, style: border)
            c.put("─", repeated: w, x: x + 1, y: 2, style: border)
            let style =
                i == selected
                ? Style(foreground: NamedColor.white.rgb, background: PickerView.accent, bold: true) : Style.plain
            c.put(" " + Truncate.toWidth(t, widths[i]) + " ", x: x + 1, y: 1, style: style)
            x += w + 1
        }
        c.put("╮", x: x, y: 0, style: border)
        c.put("│", x: x, y: 1, style: border)
        c.put("╯", x: x, y: 2, style: border)
        return c
    }
}
