/// Swift source text for values: the one place exported Swift escapes user text.
enum SwiftLiteral {
    /// A string literal that reads back as `text`: quotes and backslashes escaped (so no `\(`
    /// interpolation can form), control, line-separator and bidirectional characters as `\u{…}`.
    /// NB: the single escape point for Swift strings; a shared escaper can replace the body.
    static func string(_ text: String) -> String {
        "\"" + stringContent(text) + "\""
    }

    /// The inside of a string literal (for templates that add interpolations between parts).
    static func stringContent(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
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
