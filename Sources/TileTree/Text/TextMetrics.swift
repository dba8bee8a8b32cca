import TileRender
import TileText

/// How wide text is set in the system font, for laying out controls around it: measured in the
/// fonts pictures draw it in, Inter below 20 pt and Inter Display from 20 pt (SF Pro's nearest open
/// metrics, as SF Pro Text gives way to SF Pro Display at 20 pt), with SF Pro's tracking for the
/// size. Characters the tables lack (CJK, emoji) are estimated: wide ones 1 em.
/// NB: without kerning, which the tables do not hold.
public enum TextMetrics {
    public static func width(_ text: String, size: Double, semibold: Bool = false) -> Double {
        width(text, size: size, weight: semibold ? .semibold : .regular)
    }

    public static func width(_ text: String, size: Double, weight: Font.Weight) -> Double {
        let face = Face(size: size, weight: weight)
        let advances = face.advances
        var units = 0
        var count = 0
        var ems = 0.0
        var ascii = true
        // NB: ASCII text (nearly all of it) is measured byte by byte, without Unicode properties.
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            count += 1
            if byte >= 0x20, byte < 0x7F { units += Int(advances[Int(byte) - 0x20]) }
        }
        if !ascii {
            units = 0
            count = 0
            for ch in text {
                count += 1
                if let advance = Self.advance(ch, in: advances) {
                    units += advance
                } else {
                    ems += estimate(ch)
                }
            }
        }
        return (Double(units) / face.unitsPerEm + ems) * size + tracking(size) * Double(count)
    }

    /// A width in points that no character is as narrow as, at `size` (the narrowest glyph, the hair
    /// space, is 0.067 em, less SF Pro's tightest tracking, 0.026 em).
    public static func narrowest(size: Double) -> Double { 0.03 * size }

    /// SF Pro's tracking at a point size, in points: the Apple Human Interface Guidelines'
    /// typography table for SF Pro on iOS gives it per size from 6 to 43 pt in 1/1000 em (12 pt
    /// is 0, 17 pt is −26, 20 pt −23, 28 pt +14, 34 pt +12); between whole sizes it is
    /// interpolated, and beyond the table it keeps the value of its end.
    public static func tracking(_ size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let last = Double(trackingTable.count - 1)
        let at = min(max(size - 6, 0), last)
        let low = Int(at)
        let high = min(low + 1, trackingTable.count - 1)
        let fraction = at - Double(low)
        let perMille = Double(trackingTable[low]) * (1 - fraction) + Double(trackingTable[high]) * fraction
        return perMille / 1000 * size
    }

    /// SF Pro's tracking in 1/1000 em for 6, 7, … 43 pt (Apple Human Interface Guidelines, Typography).
    static let trackingTable: [Int8] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6,
        8, 11, 14, 14, 14, 13, 13, 12, 12, 11, 10, 10, 8, 8, 6, 4, 4, 3,
    ]

    /// The face text is measured in: the family by optical size, and the weight.
    struct Face {
        var advances: [UInt16]
        var unitsPerEm: Double

        init(size: Double, weight: Font.Weight) {
            let index = Font.Weight.allCases.firstIndex(of: weight) ?? 3
            if size < 20 {
                advances = TextMetrics.inter[index]
                unitsPerEm = Double(InterMetrics.interUnitsPerEm)
            } else {
                advances = TextMetrics.interDisplay[index]
                unitsPerEm = Double(InterMetrics.interDisplayUnitsPerEm)
            }
        }
    }

    /// The advance tables decoded from `InterMetrics`, per weight from ultraLight to black.
    static let inter = InterMetrics.inter.map(decode)
    static let interDisplay = InterMetrics.interDisplay.map(decode)

    static func decode(_ digits: String) -> [UInt16] {
        var values: [UInt16] = []
        var value: UInt16 = 0
        var n = 0
        for byte in digits.utf8 {
            let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "a") + 10
            value = value << 4 | UInt16(digit)
            n += 1
            if n == 3 {
                values.append(value)
                value = 0
                n = 0
            }
        }
        return values
    }

    /// A character's advance in font units from its first code point, nil where the table has none
    /// (or a wide character).
    static func advance(_ ch: Character, in advances: [UInt16]) -> Int? {
        guard let scalar = ch.unicodeScalars.first else { return nil }
        var offset = 0
        for range in InterMetrics.ranges {
            let v = scalar.value
            if v >= range.first, v < range.first + UInt32(range.count) {
                let advance = Int(advances[offset + Int(v - range.first)])
                return advance > 0 ? advance : nil
            }
            offset += range.count
        }
        return nil
    }

    /// An estimate in ems for a character the tables do not hold.
    static func estimate(_ ch: Character) -> Double {
        if TextWidth.of(ch) == 2 { return 1.0 }
        if ch.isNumber { return 0.64 }
        if ch.isUppercase { return 0.7 }
        if ch.isLetter { return 0.57 }
        return ch == " " ? 0.28 : 0.4
    }
}
