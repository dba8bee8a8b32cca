import TileRender

/// The inputs and small views of learners' apps built from the views they are drawn with:
/// `TextEditor`, `DatePicker`, `ColorPicker`, `DisclosureGroup`, `ContentUnavailableView`, and
/// the accent-coloured labels of `Menu`, `Link`, `ShareLink` and `EditButton`, as iOS 17 shows them.
extension ViewNode {
    /// The accent colour a control's label takes.
    static let accent = Paint.system(.blue)
    /// iOS's tertiary fill, behind a compact date picker's parts (`tertiarySystemFill`).
    static let tertiaryFill = Paint.rgb(RGB(118, 118, 128), opacity: 0.12)

    /// `TextEditor(text: $notes)`: a text area that takes the whole space it is offered, its text
    /// from the top leading corner, inset 8 pt from the top and 5 pt from the leading edge.
    public static func textEditor(text: String) -> ViewNode {
        .zstack(
            alignment: .topLeading,
            [.color(.clear), ViewNode.text(text).padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))])
    }

    /// A label leading and a control trailing, across the row (a picker's row in a form).
    static func row(_ label: ViewNode?, _ control: ViewNode) -> ViewNode {
        guard let label else { return control }
        return .hstack([label, .spacer(), control])
    }

    /// `DatePicker("Due", selection: $date)` in the compact style: its label, then each part
    /// (the date, the time) in a grey rounded box, 6 pt apart.
    public static func datePicker(label: ViewNode?, parts: [String]) -> ViewNode {
        let boxes = parts.map { part in
            ViewNode.text(part).padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
                .background(ViewNode.shape(.roundedRectangle(cornerRadius: 6)).fill(tertiaryFill))
        }
        return row(label, .hstack(spacing: 6, boxes))
    }

    /// `ColorPicker("Tint", selection: $color)`: its label, then a 28 pt well of the colour in a
    /// ring of the colour wheel's hues.
    public static func colorPicker(label: ViewNode?, color: Paint) -> ViewNode {
        let hues = Gradient(
            stops: [.red, .yellow, .green, .cyan, .blue, .purple, .red].enumerated().map { n, c in
                Gradient.Stop(color: .system(c), location: Double(n) / 6)
            })
        let ring = ViewNode.shape(.circle).strokeBorder(
            .gradient(GradientPaint(shape: .angular(center: .center, startAngle: 0, endAngle: 360), gradient: hues)),
            lineWidth: 3)
        let well = ViewNode.shape(.circle).fill(color).frame(width: 20, height: 20)
        return row(label, ViewNode.zstack([ring, well]).frame(width: 28, height: 28))
    }

    /// `DisclosureGroup("More", isExpanded: $open) { … }`: its label and a chevron (right when
    /// closed, down when open), then, open, its content below.
    public static func disclosureGroup(label: ViewNode, expanded: Bool, content: [ViewNode]) -> ViewNode {
        let symbol = expanded ? "chevron.down" : "chevron.right"
        let image = ViewNode.image(systemName: symbol, glyph: Symbols.glyph(for: symbol))
        let chevron = accentLabel(image.font(.system(size: 13, weight: .semibold)))
        let header = ViewNode.hstack([label, .spacer(), chevron])
        guard expanded, !content.isEmpty else { return header }
        return .vstack(alignment: .leading, [header] + content)
    }

    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text(…))`: the symbol
    /// (48 pt, secondary), the title (title 2, bold), the description (secondary), centred in the
    /// whole space offered.
    public static func contentUnavailable(symbol: String?, title: ViewNode, description: ViewNode?) -> ViewNode {
        var parts: [ViewNode] = []
        if let symbol {
            parts.append(
                ViewNode.image(systemName: symbol, glyph: Symbols.glyph(for: symbol)).font(.system(size: 48))
                    .foregroundStyle(.secondary))
        }
        parts.append(title.font(Font(.title2)).bold())
        if let description { parts.append(description.foregroundStyle(.secondary).multilineTextAlignment(.center)) }
        return ViewNode.vstack(spacing: 12, parts).padding().frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// The label of a control that acts when tapped (`Menu`, `Link`, `ShareLink`, `EditButton`):
    /// in the accent colour.
    public static func accentLabel(_ label: ViewNode) -> ViewNode { label.modified(AccentLabelKind()) }
}
