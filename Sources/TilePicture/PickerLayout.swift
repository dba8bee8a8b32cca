import TileRender
import TileTree

/// Seed 3's EnumPicker at SwiftUI's geometry, in each style: a segmented control (equal
/// segments, the selection raised), a menu button (the current value and a chevron) or an
/// inline list (a checkmark on the selection). A title, when given and shown, is a label above.
/// Its geometry is `PickerMetrics`' (the layout's), its drawing this.
struct PickerLayout {
    let picker: PickerData
    let style: PickerStyleKind
    let palette: Palette

    var titleHeight: Double { PickerMetrics.titleHeight(picker, style: style) }

    var isSelected: (Int) -> Bool { { [selected = picker.selected] in $0 == selected } }

    /// Draws the picker at `x`, `y` in a frame `width` wide (a control that fills the width spans it).
    func draw(into w: inout SVGWriter, x: Double, y: Double, width: Double) {
        var top = y
        if style != .menu, picker.showsTitle(style), let title = picker.title {
            w.text(
                title, x: SVGWriter.num(x), y: top + TextStyle.subheadline.baseline,
                attributes: TextStyle.subheadline.attributes + " fill=\"\(palette.secondary)\"")
            top += titleHeight
        }
        switch style {
        case .segmented: drawSegmented(into: &w, x: x, y: top, width: width)
        case .menu: drawMenu(into: &w, x: x, y: top)
        case .inline: drawInline(into: &w, x: x, y: top)
        }
    }

    func drawSegmented(into w: inout SVGWriter, x: Double, y: Double, width: Double) {
        let segment = PickerMetrics.segmentWidth(picker, style: style, width: width)
        let count = picker.labels.count
        let h = PickerMetrics.segmentHeight
        w.rect(x: x, y: y, width: segment * Double(count) + 4, height: h, fill: palette.track, rx: 9)
        for i in picker.labels.indices where i > 0 && !isSelected(i) && !isSelected(i - 1) {
            w.raw(
                "<rect x=\"\(SVGWriter.num(x + 2 + segment * Double(i) - 0.5))\" y=\"\(SVGWriter.num(y + 8))\" width=\"1\" height=\"\(SVGWriter.num(h - 16))\" fill=\"\(palette.separator)\"/>\n"
            )
        }
        if picker.labels.indices.contains(picker.selected) {
            let sx = x + 2 + segment * Double(picker.selected)
            // NB: the raised segment's shadow as a second, offset shape: no filter, no ids.
            w.raw(
                "<rect x=\"\(SVGWriter.num(sx))\" y=\"\(SVGWriter.num(y + 2.5))\" width=\"\(SVGWriter.num(segment))\" height=\"\(SVGWriter.num(h - 4))\" rx=\"7\" fill=\"#000000\" fill-opacity=\"0.12\"/>\n"
            )
            w.rect(x: sx, y: y + 2, width: segment, height: h - 4, fill: palette.raised, rx: 7)
        }
        for (i, label) in picker.labels.enumerated() {
            let style = TextStyle(size: 13, lineHeight: 18, weight: isSelected(i) ? 600 : 400)
            w.text(
                label, x: SVGWriter.num(x + 2 + segment * (Double(i) + 0.5)), y: y + (h - 18) / 2 + style.baseline,
                attributes: style.attributes + " text-anchor=\"middle\"")
        }
    }

    /// `Time unit  2 hours ⌃⌄`: the label, then the value and the up-down chevron in the accent.
    func drawMenu(into w: inout SVGWriter, x: Double, y: Double) {
        var left = x
        let baseline = y + TextStyle.body.baseline
        if let title = picker.menuTitle {
            w.text(title, x: SVGWriter.num(left), y: baseline, attributes: TextStyle.body.attributes)
            left += TextMetrics.width(title, size: TextStyle.body.size) + 12
        }
        w.text(
            picker.selectedLabel, x: SVGWriter.num(left), y: baseline,
            attributes: TextStyle.body.attributes + " fill=\"\(palette.accent)\"")
        let cx = left + TextMetrics.width(picker.selectedLabel, size: TextStyle.body.size) + 8
        let cy = y + TextStyle.body.lineHeight / 2
        let n = SVGWriter.num
        w.raw(
            "<path d=\"M\(n(cx)) \(n(cy - 2))l3.5 -3.5l3.5 3.5M\(n(cx)) \(n(cy + 2))l3.5 3.5l3.5 -3.5\" fill=\"none\" stroke=\"\(palette.accent)\" stroke-width=\"1.8\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        )
    }

    /// An inset-grouped list: one row per case, separators between, a checkmark on the selection.
    func drawInline(into w: inout SVGWriter, x: Double, y: Double) {
        let width = PickerMetrics.listWidth(picker)
        let n = SVGWriter.num
        w.rect(
            x: x, y: y, width: width, height: PickerMetrics.rowHeight * Double(picker.labels.count), fill: palette.row,
            rx: 10)
        if palette.row == palette.background {
            w.raw(
                "<rect x=\"\(n(x + 0.5))\" y=\"\(n(y + 0.5))\" width=\"\(n(width - 1))\" height=\"\(n(PickerMetrics.rowHeight * Double(picker.labels.count) - 1))\" rx=\"10\" fill=\"none\" stroke=\"\(palette.separator)\"/>\n"
            )
        }
        for (i, label) in picker.labels.enumerated() {
            let top = y + PickerMetrics.rowHeight * Double(i)
            if i > 0 { w.rect(x: x + 16, y: top, width: width - 16, height: 0.5, fill: palette.separator) }
            w.text(
                label, x: n(x + 16),
                y: top + (PickerMetrics.rowHeight - TextStyle.body.lineHeight) / 2 + TextStyle.body.baseline,
                attributes: TextStyle.body.attributes)
            if isSelected(i) {
                let cx = x + width - 30
                let cy = top + PickerMetrics.rowHeight / 2
                w.raw(
                    "<path d=\"M\(n(cx)) \(n(cy))l4.5 4.5l9 -10\" fill=\"none\" stroke=\"\(palette.accent)\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
                )
            }
        }
    }
}
