import TileRender

/// Appends SVG elements to a byte buffer. Numbers are written the same way every time (at most
/// one decimal), so the same picture is always the same bytes.
/// NB: bytes, with integers and colours written digit by digit, not strings built by
/// interpolation: that was most of the time of a terminal-look picture.
struct SVGWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// The document so far.
    var out: String { String(decoding: bytes, as: UTF8.self) }

    /// Literal markup. NB: a `StaticString`, whose bytes are copied as they are (a literal
    /// passed as a `String` is walked as Unicode, a fifth of a terminal-look picture's time).
    mutating func lit(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// User text for element content, escaped.
    mutating func escaped(_ s: String) { bytes.append(contentsOf: XMLEscaper.text(s).utf8) }

    /// A whole number in decimal.
    mutating func int(_ v: Int) {
        if v < 0 { bytes.append(0x2D) }
        let m = v.magnitude
        var divisor: UInt = 1
        while divisor <= m / 10 { divisor &*= 10 }
        var rest = m
        while divisor > 0 {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `#RRGGBB`.
    mutating func color(_ c: RGB) {
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { d in
            bytes.append(0x23)
            bytes.append(d[Int(c.r >> 4)])
            bytes.append(d[Int(c.r & 15)])
            bytes.append(d[Int(c.g >> 4)])
            bytes.append(d[Int(c.g & 15)])
            bytes.append(d[Int(c.b >> 4)])
            bytes.append(d[Int(c.b & 15)])
        }
    }

    /// `<rect>` on whole pixels.
    mutating func rect(x: Int, y: Int, width: Int, height: Int, fill: RGB) {
        lit("<rect x=\"")
        int(x)
        lit("\" y=\"")
        int(y)
        lit("\" width=\"")
        int(width)
        lit("\" height=\"")
        int(height)
        lit("\" fill=\"")
        color(fill)
        lit("\"/>\n")
    }

    /// `<rect>`; `rx` rounds its corners.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, rx: Double = 0) {
        raw(
            "<rect x=\"\(Self.num(x))\" y=\"\(Self.num(y))\" width=\"\(Self.num(width))\" height=\"\(Self.num(height))\""
        )
        if rx > 0 { raw(" rx=\"\(Self.num(rx))\"") }
        raw(" fill=\"\(fill)\"/>\n")
    }

    /// A `<text>` whose content is escaped here; `attributes` are written as given (trusted).
    mutating func text(_ content: String, x: String, y: Double, attributes: String = "") {
        raw("<text x=\"\(x)\" y=\"\(Self.num(y))\"\(attributes)>")
        escaped(content)
        raw("</text>\n")
    }

    /// `#RRGGBB`.
    static func hex(_ c: RGB) -> String {
        var w = SVGWriter(capacity: 7)
        w.color(c)
        return w.out
    }

    /// The colour of `#RRGGBB` text (black for anything else).
    static func rgb(hex: String) -> RGB {
        let v = hex.utf8.dropFirst().compactMap { b -> UInt8? in
            switch b {
            case 0x30...0x39: b - 0x30
            case 0x41...0x46: b - 0x41 + 10
            case 0x61...0x66: b - 0x61 + 10
            default: nil
            }
        }
        guard v.count == 6 else { return RGB(0, 0, 0) }
        return RGB(v[0] << 4 | v[1], v[2] << 4 | v[3], v[4] << 4 | v[5])
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
