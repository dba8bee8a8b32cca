import TileRender

/// A moment as whole seconds since 1970-01-01T00:00:00Z. Parsed from ISO 8601 without Foundation.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }

    /// Parses `YYYY-MM-DD`, optionally followed by `THH:MM[:SS]` and `Z` or `±HH:MM`.
    /// A time without an offset is taken as UTC, so scripts mean the same thing everywhere.
    public static func parseISO8601(_ text: Substring) -> Instant? {
        let b = Array(text.utf8)
        var i = 0
        func number(_ count: Int) -> Int64? {
            guard i + count <= b.count else { return nil }
            var v: Int64 = 0
            for k in i..<(i + count) {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int64(b[k] - 0x30)
            }
            i += count
            return v
        }
        func expect(_ c: Character) -> Bool {
            guard i < b.count, b[i] == c.asciiValue else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2) else {
            return nil
        }
        guard (1...12).contains(month), day >= 1, day <= CivilTime.daysIn(month: month, year: year) else { return nil }
        var secs: Int64 = 0
        var offset: Int64 = 0
        if i < b.count {
            guard b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") || b[i] == UInt8(ascii: " ") else {
                return nil
            }
            i += 1
            guard let h = number(2), expect(":"), let m = number(2), h < 24, m < 60 else { return nil }
            var s: Int64 = 0
            if i < b.count && b[i] == UInt8(ascii: ":") {
                i += 1
                guard let sv = number(2), sv < 60 else { return nil }
                s = sv
            }
            secs = h * 3600 + m * 60 + s
            if i < b.count {
                if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
                    i += 1
                } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                    let sign: Int64 = b[i] == UInt8(ascii: "-") ? -1 : 1
                    i += 1
                    guard let oh = number(2), expect(":"), let om = number(2), oh < 24, om < 60 else { return nil }
                    offset = sign * (oh * 3600 + om * 60)
                } else {
                    return nil
                }
            }
        }
        guard i == b.count else { return nil }
        let seconds = CivilTime(year: year, month: month, day: day, second: secs).seconds - offset
        return range.contains(seconds) ? Instant(seconds: seconds) : nil
    }

    /// The moments `description` writes as ISO 8601 with a four-digit year, which is what reads
    /// back: 0000-01-01T00:00:00Z through 9999-12-31T23:59:59Z (README "Limits").
    public static let range: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form `state` prints and scripts can read back.
    public var description: String {
        let civil = CivilTime(seconds: seconds)
        let (y, m, d, secs) = (civil.year, civil.month, civil.day, civil.second)
        // NB: written as bytes; interpolating padded numbers was most of the cost of `show updated`.
        var out: [UInt8] = []
        out.reserveCapacity(24)
        func append(_ v: Int64, digits: Int) {
            var divisor: Int64 = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                out.append(0x30 + UInt8(v / divisor % 10))
                divisor /= 10
            }
        }
        if y >= 0 && y < 10000 { append(y, digits: 4) } else { out.append(contentsOf: String(y).utf8) }
        let fields: [(Unicode.Scalar, Int64)] = [
            ("-", m), ("-", d), ("T", secs / 3600), (":", secs / 60 % 60), (":", secs % 60),
        ]
        for (separator, value) in fields {
            out.append(UInt8(ascii: separator))
            append(value, digits: 2)
        }
        out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }
}
