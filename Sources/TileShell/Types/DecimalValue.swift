/// An exact decimal number: `significand × 10^-scale`, up to 18 significant digits.
///
/// Our own type rather than Foundation's `Decimal`, so parsing and storing a price never loads
/// Foundation; `TileFormat` converts it only when a price is formatted.
public struct DecimalValue: Hashable, Sendable, CustomStringConvertible {
    public var isNegative: Bool
    public var significand: UInt64
    /// Digits after the decimal point.
    public var scale: Int

    /// The most significant digits accepted (documented in README "Limits").
    public static let maxDigits = 18

    public init(isNegative: Bool, significand: UInt64, scale: Int) {
        self.isNegative = isNegative && significand != 0
        self.significand = significand
        self.scale = scale
    }

    public enum ParseError: Error, Equatable { case malformed, tooManyDigits }

    /// Parses `[+-]digits[.digits]`. Leading zeros do not count toward the digit limit.
    public static func parse(_ text: Substring) -> Result<DecimalValue, ParseError> {
        var utf8 = text.utf8[...]
        var negative = false
        if let f = utf8.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") {
            negative = f == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var sig: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        var seenDigit = false
        for b in utf8 {
            if b == UInt8(ascii: ".") {
                if seenPoint { return .failure(.malformed) }
                seenPoint = true
                continue
            }
            guard b >= 0x30 && b <= 0x39 else { return .failure(.malformed) }
            seenDigit = true
            if sig == 0 && b == 0x30 {
                if seenPoint { scale += 1 }
                continue
            }
            digits += 1
            if digits > maxDigits { return .failure(.tooManyDigits) }
            sig = sig * 10 + UInt64(b - 0x30)
            if seenPoint { scale += 1 }
        }
        guard seenDigit else { return .failure(.malformed) }
        return .success(DecimalValue(isNegative: negative, significand: sig, scale: scale))
    }

    public var description: String {
        // NB: as bytes (all ASCII): editing a `String` by index was most of the cost.
        var digits = Array(String(significand).utf8)
        if scale > 0 {
            if digits.count <= scale {
                digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: scale - digits.count + 1), at: 0)
            }
            digits.insert(UInt8(ascii: "."), at: digits.count - scale)
        }
        if isNegative { digits.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: digits, as: UTF8.self)
    }
}
