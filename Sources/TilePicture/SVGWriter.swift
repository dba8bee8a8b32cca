import TileRender
import TileTree

/// Appends SVG elements to a byte buffer. Numbers are written the same way every time (at most
/// one decimal), so the same picture is always the same bytes.
/// NB: bytes, with integers and colours written digit by digit, not strings built by
/// interpolation: that was most of the time of a terminal-look picture. The buffer is its own
/// memory, written through a pointer after one capacity check per call: an `[UInt8]` checked
/// uniqueness and capacity on every byte, a quarter of the time of a picture of 10 000 tiles.
/// Not copyable, so it owns that memory alone.
struct SVGWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    /// The most bytes the document may take. Past it the writer sets `overflowed` and starts
    /// again at the beginning of its buffer, so its memory stays within the limit whatever is
    /// written; the document is then lost, and the drawing loops stop at their next row.
    let limit: Int
    private(set) var overflowed = false
    /// The first tree a look could not lay out; the picture is then refused with its error.
    var layoutFailure: LayoutError?

    init(capacity: Int = 4096, limit: Int = .max) {
        self.limit = max(16, limit)
        self.capacity = max(16, min(capacity, self.limit))
        self.start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The document so far, as bytes.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The document so far.
    var out: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// Room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if capacity &- count < n { grow(to: count + n) }
    }

    private mutating func grow(to needed: Int) {
        var needed = needed
        if needed > limit {
            overflowed = true
            needed -= count
            count = 0
            if needed <= capacity { return }
        }
        var size = capacity
        while size < needed { size = size.multipliedReportingOverflow(by: 2).overflow ? needed : size * 2 }
        // NB: never past the limit by doubling: room for the limit is all a document may use.
        size = min(size, max(needed, limit))
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.update(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = size
    }

    /// Bytes as they are.
    @inline(__always)
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        (start + count).update(from: base, count: buffer.count)
        count &+= buffer.count
    }

    /// Literal markup. NB: a `StaticString`, whose bytes are copied as they are (a literal
    /// passed as a `String` is walked as Unicode, a fifth of a terminal-look picture's time).
    @inline(__always)
    mutating func lit(_ s: StaticString) {
        reserve(s.utf8CodeUnitCount)
        put(s)
    }

    mutating func raw(_ s: String) {
        var s = s
        s.withUTF8 { append($0) }
    }

    /// User text for element content, escaped.
    mutating func escaped(_ s: String) { raw(XMLEscaper.text(s)) }

    /// One scalar of user text for element content, escaped as `escaped(_:)` would.
    /// NB: printable ASCII other than `&`, `<` and `>` is written as its byte, with no `String`.
    @inline(__always)
    mutating func escaped(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        guard v >= 0x20, v < 0x7F, v != 0x26, v != 0x3C, v != 0x3E else {
            escaped(String(scalar))
            return
        }
        reserve(1)
        start[count] = UInt8(truncatingIfNeeded: v)
        count &+= 1
    }

    /// A whole number in decimal.
    @inline(__always)
    mutating func int(_ v: Int) {
        reserve(Self.intRoom)
        put(v)
    }

    /// `#RRGGBB`.
    @inline(__always)
    mutating func color(_ c: RGB) {
        reserve(7)
        put(c)
    }

    /// `<rect>` on whole pixels.
    mutating func rect(x: Int, y: Int, width: Int, height: Int, fill: RGB) {
        // NB: room for the whole element at once; the pieces are then written unchecked.
        reserve(48 + 4 * Self.intRoom)
        put("<rect x=\"")
        put(x)
        put("\" y=\"")
        put(y)
        put("\" width=\"")
        put(width)
        put("\" height=\"")
        put(height)
        put("\" fill=\"")
        put(fill)
        put("\"/>\n")
    }

    /// The most bytes an `Int` takes in decimal: a sign and 19 digits.
    private static let intRoom = 20

    // The `put`s write where `reserve` has made room.

    @inline(__always)
    private mutating func put(_ s: StaticString) {
        let n = s.utf8CodeUnitCount
        if s.hasPointerRepresentation {
            (start + count).update(from: s.utf8Start, count: n)
        } else {
            s.withUTF8Buffer { (start + count).update(from: $0.baseAddress ?? s.utf8Start, count: n) }
        }
        count &+= n
    }

    @inline(__always)
    private mutating func put(_ v: Int) {
        if v < 0 {
            start[count] = 0x2D
            count &+= 1
        }
        var m = v.magnitude
        // NB: compares, not divisions, for the digit count of the small numbers coordinates are.
        var digits = m < 10 ? 1 : m < 100 ? 2 : m < 1000 ? 3 : m < 10000 ? 4 : 5
        if digits == 5 {
            var rest = m / 10000
            while rest >= 10 {
                rest /= 10
                digits &+= 1
            }
        }
        var at = count &+ digits
        count = at
        // NB: two digits a step (one division by 100, the pair split by a multiply and a shift,
        // exact below 179), since the digit loop weighed on every rectangle.
        while m >= 100 {
            let q = m / 100
            let pair = m &- q &* 100
            let tens = (pair &* 103) &>> 10
            at &-= 2
            start[at] = 0x30 &+ UInt8(truncatingIfNeeded: tens)
            start[at &+ 1] = 0x30 &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
            m = q
        }
        if m >= 10 {
            let tens = (m &* 103) &>> 10
            start[at &- 2] = 0x30 &+ UInt8(truncatingIfNeeded: tens)
            start[at &- 1] = 0x30 &+ UInt8(truncatingIfNeeded: m &- tens &* 10)
        } else {
            start[at &- 1] = 0x30 &+ UInt8(truncatingIfNeeded: m)
        }
    }

    @inline(__always)
    private mutating func put(_ c: RGB) {
        @inline(__always) func hex(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 &+ v : 0x37 &+ v }
        let p = start + count
        p[0] = 0x23
        p[1] = hex(c.r >> 4)
        p[2] = hex(c.r & 15)
        p[3] = hex(c.g >> 4)
        p[4] = hex(c.g & 15)
        p[5] = hex(c.b >> 4)
        p[6] = hex(c.b & 15)
        count &+= 7
    }

    /// `<rect>`; `rx` rounds its corners.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, rx: Double = 0) {
        raw(
            "<rect x=\"\(Self.num(x))\" y=\"\(Self.num(y))\" width=\"\(Self.num(width))\" height=\"\(Self.num(height))\""
        )
        if rx > 0 { raw(" rx=\"\(Self.num(rx))\"") }
        raw(" fill=\"\(fill)\"/>\n")
    }

    /// Another writer's bytes.
    mutating func append(_ other: borrowing SVGWriter) {
        append(UnsafeBufferPointer(start: other.start, count: other.count))
    }

    /// A `<text>` whose content is escaped here; `attributes` are written as given (trusted).
    mutating func text(_ content: String, x: String, y: Double, attributes: String = "") {
        raw("<text x=\"\(x)\" y=\"\(Self.num(y))\"\(attributes)>")
        escaped(content)
        raw("</text>\n")
    }

    /// `#RRGGBB`.
    static func hex(_ c: RGB) -> String { RGBText.hex(c) }

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
