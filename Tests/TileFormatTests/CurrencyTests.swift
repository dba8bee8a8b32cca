import Testing
import TileShell

@testable import TileFormat

struct CurrencyRow: CustomTestStringConvertible, Sendable {
    var amount: String
    var code: String
    var locale: String
    var expected: String
    var testDescription: String { "\(amount) \(code) \(locale)" }
}

@Suite struct CurrencyTests {
    let formatter = FoundationFormatting()

    static let rows: [CurrencyRow] = [
        .init(amount: "9.99", code: "USD", locale: "en_US", expected: "$9.99"),
        .init(amount: "1234.5", code: "USD", locale: "en_US", expected: "$1,234.50"),
        .init(amount: "1234.5", code: "EUR", locale: "de_DE", expected: "1.234,50\(nbsp)€"),
        .init(amount: "1000", code: "JPY", locale: "ja_JP", expected: "¥1,000"),
        .init(amount: "1234.5", code: "EUR", locale: "en-US", expected: "€1,234.50"),
        .init(amount: "0", code: "USD", locale: "en_US", expected: "$0.00"),
        .init(amount: "0.00", code: "USD", locale: "en_US", expected: "$0.00"),
        .init(amount: "-0", code: "USD", locale: "en_US", expected: "$0.00"),
        .init(amount: "-12.34", code: "USD", locale: "en_US", expected: "-$12.34"),
        .init(amount: "-12.34", code: "EUR", locale: "de_DE", expected: "-12,34\(nbsp)€"),
        .init(amount: "+7", code: "USD", locale: "en_US", expected: "$7.00"),
        // Rounding is half-even, as ICU does by default.
        .init(amount: "0.015", code: "USD", locale: "en_US", expected: "$0.02"),
        .init(amount: "0.025", code: "USD", locale: "en_US", expected: "$0.02"),
        .init(amount: "1000.6", code: "JPY", locale: "ja_JP", expected: "¥1,001"),
        .init(amount: "-0.001", code: "USD", locale: "en_US", expected: "-$0.00"),
        // Scales beyond Decimal's exponent range clamp without losing the sign.
        .init(amount: "0." + String(repeating: "0", count: 200) + "1", code: "USD", locale: "en_US", expected: "$0.00"),
        .init(
            amount: "-0." + String(repeating: "0", count: 200) + "1", code: "USD", locale: "en_US", expected: "-$0.00"),
    ]

    @Test(arguments: rows)
    func formats(_ row: CurrencyRow) {
        #expect(formatter.currency(decimal(row.amount), code: row.code, locale: row.locale) == row.expected)
    }

    @Test func largestSignificandIsExact() {
        let max = decimal("9999999999999999.99")
        #expect(max.significand == 999_999_999_999_999_999)
        #expect(formatter.currency(max, code: "USD", locale: "en_US") == "$9,999,999,999,999,999.99")
        #expect(
            formatter.currency(decimal("999999999999999999"), code: "USD", locale: "en_US")
                == "$999,999,999,999,999,999.00")
        // A value Double cannot hold: 2^53 + 1 would come back as ...992.
        #expect(
            formatter.currency(decimal("9007199254740993"), code: "USD", locale: "en_US")
                == "$9,007,199,254,740,993.00")
    }

    @Test func conversionKeepsEveryDigit() {
        for text in ["9.99", "-1234.5", "0.000000000000000001", "123456789012345678", "1.23456789012345678"] {
            #expect(decimal(text).foundationDecimal.description == text)
        }
    }

    @Test func repeatedAndInterleavedCallsAgree() {
        // Exercises the style cache and the memo: the same key must give the same text, and
        // different keys must not leak into each other.
        let us = (0..<3).map { _ in formatter.currency(decimal("1234.5"), code: "USD", locale: "en_US") }
        let de = formatter.currency(decimal("1234.5"), code: "USD", locale: "de_DE")
        let eur = formatter.currency(decimal("1234.5"), code: "EUR", locale: "en_US")
        #expect(us == ["$1,234.50", "$1,234.50", "$1,234.50"])
        #expect(de == "1.234,50\(nbsp)$")
        #expect(eur == "€1,234.50")
    }

    @Test func sharedAcrossTasks() async {
        let formatter = self.formatter
        let results = await withTaskGroup(of: String.self) { group in
            for i in 0..<64 {
                group.addTask {
                    formatter.currency(
                        DecimalValue(isNegative: false, significand: UInt64(i % 4), scale: 0),
                        code: "USD", locale: "en_US")
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results == ["$0.00", "$1.00", "$2.00", "$3.00"])
    }
}

extension CurrencyTests {
    @Test(arguments: ["de_DE", "de-DE", "de_DE.UTF-8", "de_DE.UTF-8@euro"])
    func localeSpellingsAgree(_ locale: String) {
        #expect(formatter.currency(decimal("1234.5"), code: "EUR", locale: locale) == "1.234,50\(nbsp)€")
    }
}
