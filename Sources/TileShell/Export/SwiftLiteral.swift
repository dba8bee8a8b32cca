import TileRender
import TileText

/// Swift source text for values: the one place exported Swift escapes user text.
enum SwiftLiteral {
    /// A string literal that reads back as `text`: quotes and backslashes escaped (so no `\(`
    /// interpolation can form), control, line-separator and bidirectional characters as `\u{…}`.
    static func string(_ text: String) -> String { Escaper.escape(text, as: .swiftString) }

    /// The inside of a string literal (for templates that add interpolations between parts).
    static func stringContent(_ text: String) -> String {
        String(Escaper.escape(text, as: .swiftString).dropFirst().dropLast())
    }

    /// An integer literal, digits grouped by three from five digits on (`12_345`), as
    /// swift-format's GroupNumericLiterals asks.
    static func int<I: BinaryInteger>(_ value: I) -> String {
        let digits = Array(String(value.magnitude))
        var out = value < 0 ? "-" : ""
        for (i, d) in digits.enumerated() {
            if digits.count >= 5 && i > 0 && (digits.count - i) % 3 == 0 { out += "_" }
            out.append(d)
        }
        return out
    }

    /// A `Decimal` with exactly the value: an integer literal when there is no fraction, else
    /// `Decimal(sign:exponent:significand:)`, which neither rounds through `Double` (as the
    /// literal `9.99` would) nor needs the force unwrap of `Decimal(string:)`.
    static func decimal(_ value: DecimalValue) -> String {
        let significand = int(value.significand)
        if value.scale == 0 { return (value.isNegative ? "-" : "") + significand }
        return "Decimal(sign: \(value.isNegative ? ".minus" : ".plus"), exponent: -\(value.scale), "
            + "significand: \(significand))"
    }

    /// A `Date?` parsed from ISO 8601 when the app starts (readable, and exact to the second).
    static func optionalDate(_ instant: Instant) -> String {
        "ISO8601DateFormatter().date(from: \(string(instant.description)))"
    }
}
