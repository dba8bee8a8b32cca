import TileRender

/// Appends SVG elements to a string. Numbers are written the same way every time (at most one
/// decimal), so the same picture is always the same bytes.
struct SVGWriter {
    var out = ""

    init(capacity: Int = 4096) { out.reserveCapacity(capacity) }

    mutating func raw(_ s: String) { out += s }

    /// `<rect>`; `rx` rounds its corners.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, rx: Double = 0) {
        out +=
            "<rect x=\"\(Self.num(x))\" y=\"\(Self.num(y))\" width=\"\(Self.num(width))\" height=\"\(Self.num(height))\""
        if rx > 0 { out += " rx=\"\(Self.num(rx))\"" }
        out += " fill=\"\(fill)\"/>\n"
    }

    /// A `<text>` whose content is escaped here; `attributes` are written as given (trusted).
    mutating func text(_ content: String, x: String, y: Double, attributes: String = "") {
        out += "<text x=\"\(x)\" y=\"\(Self.num(y))\"\(attributes)>\(XMLEscaper.text(content))</text>\n"
    }

    /// `#RRGGBB`.
    static func hex(_ c: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for v in [c.r, c.g, c.b] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 15)])
        }
        return s
    }

    /// A coordinate rounded to a tenth, written without a trailing ".0".
    static func num(_ v: Double) -> String {
        // NB: clamped so that rounding to an Int cannot trap, whatever a layout computed.
        guard v.isFinite else { return "0" }
        let v = min(max(v, -1e12), 1e12)
        let tenths = Int((v * 10).rounded())
        let whole = tenths / 10
        let frac = abs(tenths % 10)
        if frac == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + String(whole) + "." + String(frac)
    }
}
