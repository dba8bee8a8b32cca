import Foundation
import TileShell

/// A fast formatter for one (currency, locale) pair, learned from Foundation's own output.
///
/// `Decimal.FormatStyle.Currency` spends several microseconds per value, mostly in Swift-side
/// bookkeeping rather than in ICU. Currency output, though, is a fixed shape: a prefix and a
/// suffix per sign, ASCII digits grouped from the right, a decimal separator and a fixed number
/// of fraction digits, rounded half-even. ``learn(style:)`` reads that shape from a few probe
/// values, then checks it against Foundation on a wider set of probes (rounding ties, grouping
/// thresholds, tiny and 18-digit amounts, negative zero). Any mismatch, or non-ASCII digits,
/// and the pair keeps using Foundation. So the template never prints what Foundation would not.
struct CurrencyTemplate: Sendable, Equatable {
    var positivePrefix: String
    var positiveSuffix: String
    var negativePrefix: String
    var negativeSuffix: String
    var fractionDigits: Int
    var decimalSeparator: String
    /// `nil` when the locale does not group digits.
    var groupSeparator: String?
    /// Size of the group next to the decimal separator (3, or 3 then 2 in `en_IN`).
    var primaryGroup: Int
    var secondaryGroup: Int
    /// ICU groups only when the integer part has at least `primaryGroup + minimumGrouping`
    /// digits (`es_ES` prints `1234 €` but `12.345 €`).
    var minimumGrouping: Int

    /// The shape Foundation uses for `style`, or `nil` when it cannot be reproduced exactly.
    static func learn(style: Decimal.FormatStyle.Currency) -> CurrencyTemplate? {
        let long = "123456789012345678"
        func format(_ text: String) -> String { style.format(decimal(text).foundationDecimal) }
        guard let positive = Shape(parsing: format(long), integerDigits: long),
            let negative = Shape(parsing: format("-" + long), integerDigits: long),
            positive.middle == negative.middle,
            let four = Shape(parsing: format("1234"), integerDigits: "1234")
        else { return nil }
        var template = CurrencyTemplate(
            positivePrefix: positive.prefix, positiveSuffix: positive.suffix,
            negativePrefix: negative.prefix, negativeSuffix: negative.suffix,
            fractionDigits: positive.fractionDigits, decimalSeparator: positive.decimalSeparator,
            groupSeparator: positive.groupSeparator,
            primaryGroup: positive.primaryGroup, secondaryGroup: positive.secondaryGroup,
            minimumGrouping: 1
        )
        if template.groupSeparator != nil && template.primaryGroup < 4 && four.groupSeparator == nil {
            template.minimumGrouping = 2
        }
        for probe in verificationProbes where template.format(decimal(probe)) != format(probe) {
            return nil
        }
        return template
    }

    /// Amounts whose Foundation output the learned template must reproduce exactly.
    static let verificationProbes: [String] = [
        "0", "-0", "1", "-7", "12", "123", "1234", "12345", "123456", "1234567", "12345678",
        "123456789", "1234567890123", "999999999999999999", "-123456789012345678",
        "0.5", "1.5", "2.5", "0.05", "0.005", "0.015", "0.025", "0.0005", "0.0015", "0.00005",
        "0.00015", "1.005", "999.995", "-0.001", "-0.5", "1234567.891", "-1234.5", "0.07",
        "9999999999999999.99", "0.123456789012345678", "0." + String(repeating: "0", count: 30) + "1",
        "-0." + String(repeating: "0", count: 30) + "1", "100000000000000000", "1000", "10000",
    ]

    /// `amount` in this shape. `nil` for a negative scale, which the template does not handle.
    func format(_ amount: DecimalValue) -> String? {
        guard amount.scale >= 0 else { return nil }
        let (value, zeros) = Self.roundedParts(amount, toFractionDigits: fractionDigits)
        var valueDigits = 1
        var limit = value / 10
        while limit > 0 { valueDigits += 1; limit /= 10 }
        let significant = value == 0 ? 0 : valueDigits + zeros
        let total = max(significant, fractionDigits + 1)
        let integerCount = total - fractionDigits
        let (prefix, suffix) = amount.isNegative ? (negativePrefix, negativeSuffix) : (positivePrefix, positiveSuffix)
        let grouping = integerCount >= primaryGroup + minimumGrouping ? groupSeparator : nil
        let capacity =
            prefix.utf8.count + suffix.utf8.count + decimalSeparator.utf8.count
            + total + integerCount * (grouping?.utf8.count ?? 0)
        return String(unsafeUninitializedCapacity: capacity) { out in
            var n = 0
            func put(_ text: String) { for b in text.utf8 { out[n] = b; n += 1 } }
            // The padded, rounded number's digits, left to right: leading zeros, then `value`,
            // then `zeros` trailing zeros.
            var leading = total - significant
            var power: UInt64 = 1
            for _ in 1..<valueDigits { power *= 10 }
            var rest = value
            func nextDigit() -> UInt8 {
                if leading > 0 { leading -= 1; return 0x30 }
                guard value != 0, power > 0 else { return 0x30 }
                let d = rest / power
                rest -= d * power
                power /= 10
                return 0x30 + UInt8(d)
            }
            put(prefix)
            for i in 0..<integerCount {
                let fromRight = integerCount - i
                if let grouping, i > 0, fromRight >= primaryGroup, (fromRight - primaryGroup) % secondaryGroup == 0 {
                    put(grouping)
                }
                out[n] = nextDigit(); n += 1
            }
            if fractionDigits > 0 {
                put(decimalSeparator)
                for _ in integerCount..<total { out[n] = nextDigit(); n += 1 }
            }
            put(suffix)
            return n
        }
    }

    /// The magnitude of `amount` × 10^`fractionDigits`, rounded half-even, as decimal digits.
    static func rounded(_ amount: DecimalValue, toFractionDigits fraction: Int) -> String {
        let (value, zeros) = roundedParts(amount, toFractionDigits: fraction)
        return value == 0 ? "0" : String(value) + String(repeating: "0", count: zeros)
    }

    /// The magnitude of `amount` × 10^`fraction`, rounded half-even, as `value` × 10^`zeros`
    /// (the product may not fit in 64 bits).
    static func roundedParts(_ amount: DecimalValue, toFractionDigits fraction: Int) -> (value: UInt64, zeros: Int) {
        let drop = amount.scale - fraction
        if drop <= 0 { return (amount.significand, -drop) }
        // significand < 2^64 < 2 × 10^19, so dropping 20 digits or more leaves under 0.2 of a
        // unit, which rounds to zero (and 10^20 would not fit).
        guard drop < 20 else { return (0, 0) }
        var power: UInt64 = 1
        for _ in 0..<drop { power *= 10 }
        var (quotient, remainder) = amount.significand.quotientAndRemainder(dividingBy: power)
        let half = power / 2
        if remainder > half || (remainder == half && quotient % 2 == 1) { quotient += 1 }
        return (quotient, 0)
    }

    private static func decimal(_ text: String) -> DecimalValue {
        guard case .success(let value) = DecimalValue.parse(text[...]) else {
            preconditionFailure("malformed probe \(text)")
        }
        return value
    }
}
