import TileRender
import TileTree

/// Controls' own parts at SwiftUI's geometry, as iOS 13 to 18 draws them: the activity
/// indicator's eight ticks, a capsule bar, the switch (green track when on, a white knob), the
/// slider's track and white thumb, the stepper's two halves. The part fills the frame the
/// layout gave it (`ControlPart.size`).
struct ControlLook {
    let theme: PictureOptions.Theme
    let palette: Palette
    /// The fill `.tint` gives: a switch that is on, a bar's or a slider's filled part; nil for
    /// iOS's own (green for a switch, the accent blue for the others).
    var tint: String? = nil

    var accent: String { tint ?? palette.accent }

    /// A switch's track when off, and a bar's or a slider's track: iOS's `systemFill` flattened
    /// onto the background.
    var track: String { theme == .light ? "#E9E9EB" : "#39393D" }

    /// The spinner's tick directions, clockwise from twelve o'clock (cos and sin of each 45°).
    static let ticks: [(Double, Double)] = [
        (0, -1), (0.7071, -0.7071), (1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071), (-1, 0), (-0.7071, -0.7071),
    ]

    func draw(_ part: ControlPart, in f: Rect, into w: inout SVGWriter, opacity: String) {
        if !opacity.isEmpty { w.raw("<g\(opacity)>\n") }
        let n = SVGWriter.num
        let (cx, cy) = (f.x + f.width / 2, f.y + f.height / 2)
        switch part {
        case .spinner:
            let side = min(f.width, f.height)
            for (i, (dx, dy)) in Self.ticks.enumerated() {
                let (inner, outer) = (side * 0.23, side * 0.45)
                w.raw(
                    "<line x1=\"\(n(cx + dx * inner))\" y1=\"\(n(cy + dy * inner))\" x2=\"\(n(cx + dx * outer))\" y2=\"\(n(cy + dy * outer))\" stroke=\"\(palette.secondary)\" stroke-width=\"\(n(side * 0.11))\" stroke-linecap=\"round\" stroke-opacity=\"\(n(1 - Double(i) * 0.09))\"/>\n"
                )
            }
        case .progressBar(let fraction):
            w.rect(x: f.x, y: f.y, width: f.width, height: f.height, fill: track, rx: f.height / 2)
            let filled = ControlPart.clamped(fraction) * f.width
            if filled > 0 {
                w.rect(x: f.x, y: f.y, width: filled, height: f.height, fill: accent, rx: f.height / 2)
            }
        case .toggleSwitch(let isOn):
            let green = tint ?? SVGWriter.hex(SystemColors.rgb(.green, theme))
            w.rect(x: f.x, y: f.y, width: f.width, height: f.height, fill: isOn ? green : track, rx: f.height / 2)
            let r = max(0, f.height / 2 - 2)
            knob(into: &w, cx: isOn ? f.maxX - 2 - r : f.x + 2 + r, cy: cy, r: r)
        case .slider(let fraction):
            let r = min(ControlPart.sliderThumb / 2, f.height / 2, f.width / 2)
            let thumb = f.x + r + ControlPart.clamped(fraction) * max(0, f.width - 2 * r)
            let t = ControlPart.sliderTrack
            w.rect(x: f.x, y: cy - t / 2, width: f.width, height: t, fill: track, rx: t / 2)
            w.rect(x: f.x, y: cy - t / 2, width: thumb - f.x, height: t, fill: accent, rx: t / 2)
            knob(into: &w, cx: thumb, cy: cy, r: r)
        case .stepper:
            w.rect(x: f.x, y: f.y, width: f.width, height: f.height, fill: palette.track, rx: 8)
            w.rect(x: cx - 0.5, y: f.y + 8, width: 1, height: max(0, f.height - 16), fill: palette.separator)
            let attributes = " font-size=\"24\" text-anchor=\"middle\" fill=\"\(palette.foreground)\""
            w.text("−", x: n(f.x + f.width / 4), y: cy + 8, attributes: attributes)
            w.text("+", x: n(f.x + f.width * 3 / 4), y: cy + 8, attributes: attributes)
        }
        if !opacity.isEmpty { w.raw("</g>\n") }
    }

    /// A white knob (a switch's, a slider's thumb) over its soft shadow, with a hairline edge so
    /// that it shows on a white page.
    func knob(into w: inout SVGWriter, cx: Double, cy: Double, r: Double) {
        let n = SVGWriter.num
        w.raw(
            "<circle cx=\"\(n(cx))\" cy=\"\(n(cy + 1.5))\" r=\"\(n(r))\" fill=\"#000000\" fill-opacity=\"0.15\"/>\n"
                + "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"#FFFFFF\""
                + " stroke=\"#000000\" stroke-opacity=\"0.08\" stroke-width=\"0.5\"/>\n")
    }
}
