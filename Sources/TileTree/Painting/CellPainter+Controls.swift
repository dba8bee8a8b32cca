import TileRender
import TileText

/// Controls' own parts in cells: `⟳` for a spinner, a bar of `━` in the accent colour over `─`,
/// a switch `━●` (green, on) or `◯━` (gray, off), a slider `━━●───`, a stepper `[−|+]`.
extension CellPainter {
    /// The glyphs each part draws, and how wide the fixed ones are (see `ControlPart.size`).
    static let spinnerGlyph = "⟳"
    static let switchOn = "━●"
    static let switchOff = "◯━"
    static let stepperGlyphs = "[−|+]"

    public mutating func control(_ part: ControlPart, in frame: Rect, environment: ViewEnvironment) {
        let c = CellGrid.cells(frame)
        let (x, y, w) = (c[0], c[1], c[2])
        guard w > 0, c[3] > 0 else { return }
        let under = background(x, y)
        let gray = Style(foreground: NamedColor.gray.rgb, background: under)
        // NB: `.tint` colours a switch that is on and the filled part of a bar or a slider.
        let tint = environment.tint.flatMap(Paint.terminalRGB)
        let accent = Style(foreground: tint ?? NamedColor.blue.rgb, background: under)
        switch part {
        case .spinner:
            canvas.put(Self.spinnerGlyph, x: x, y: y, style: gray)
        case .progressBar(let fraction):
            let filled = Int((ControlPart.clamped(fraction) * Double(w)).rounded())
            canvas.put("━", repeated: filled, x: x, y: y, style: accent)
            canvas.put("─", repeated: w - filled, x: x + filled, y: y, style: gray)
        case .toggleSwitch(let isOn):
            let style = isOn ? Style(foreground: tint ?? NamedColor.green.rgb, background: under) : gray
            canvas.put(Truncate.toWidth(isOn ? Self.switchOn : Self.switchOff, w), x: x, y: y, style: style)
        case .slider(let fraction):
            let thumb = Int((ControlPart.clamped(fraction) * Double(w - 1)).rounded())
            canvas.put("━", repeated: thumb, x: x, y: y, style: accent)
            canvas.put("●", x: x + thumb, y: y, style: accent)
            canvas.put("─", repeated: w - thumb - 1, x: x + thumb + 1, y: y, style: gray)
        case .stepper:
            canvas.put(Truncate.toWidth(Self.stepperGlyphs, w), x: x, y: y, style: Style(background: under))
        }
    }
}
