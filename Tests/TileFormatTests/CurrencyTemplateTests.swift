import Foundation
import Testing
import TileShell

@testable import TileFormat

/// The learned fast path must print exactly what Foundation prints.
@Suite struct CurrencyTemplateTests {
    static let pairs: [(code: String, locale: String)] = [
        ("USD", "en_US"), ("EUR", "de_DE"), ("EUR", "fr_FR"), ("EUR", "es_ES"), ("PLN", "pl_PL"),
        ("INR", "en_IN"), ("CHF", "de_CH"), ("CHF", "fr_CH"), ("JPY", "ja_JP"), ("EUR", "nl_NL"),
        ("ILS", "he_IL"), ("SEK", "sv_SE"), ("BHD", "en_US"), ("CLF", "en_US"), ("EUR", "de_AT"),
        ("GBP", "en_GB"), ("KRW", "ko_KR"), ("BRL", "pt_BR"), ("USD", "de_DE"), ("XXX", "en_US"),
        ("EGP", "ar_EG"), ("IRR", "fa_IR"),
    ]

    @Test(arguments: [
        "USD|en_US", "EUR|de_DE", "EUR|fr_FR", "EUR|es_ES", "INR|en_IN", "JPY|ja_JP", "CHF|de_CH", "BHD|en_US",
    ])
    func commonPairsTakeTheFastPath(_ pair: String) {
        let parts = pair.split(separator: "|").map(String.init)
        #expect(FormatCache().usesTemplate(code: parts[0], locale: parts[1]))
    }

    @Test func nonASCIIDigitsStayWithFoundation() {
        #expect(!FormatCache().usesTemplate(code: "EGP", locale: "ar_EG"))
    }

    @Test func matchesFoundationOnManyAmounts() {
        var rng = SplitMix64(seed: 42)
        let amounts = (0..<1500).map { _ in
            let digits = Int(rng.next() % 18) + 1
            var significand: UInt64 = 0
            for _ in 0..<digits { significand = significand * 10 + rng.next() % 10 }
            // Bias the last digits towards 5 and 0 so rounding ties come up often.
            if rng.next() % 3 == 0 { significand = significand / 10 * 10 + 5 }
            return DecimalValue(isNegative: rng.next() % 2 == 0, significand: significand, scale: Int(rng.next() % 24))
        }
        for pair in Self.pairs {
            let style = Decimal.FormatStyle.Currency(code: pair.code, locale: Locale(identifier: pair.locale))
            let cache = FormatCache()
            var mismatches = 0
            for amount in amounts {
                let fast = cache.currency(amount, code: pair.code, locale: pair.locale)
                let slow = style.format(amount.foundationDecimal)
                if fast != slow {
                    mismatches += 1
                    if mismatches <= 3 { Issue.record("\(pair) \(amount): \(fast) != \(slow)") }
                }
            }
            #expect(mismatches == 0, "\(pair)")
        }
    }

    @Test func learnsShapes() throws {
        let de = try #require(CurrencyTemplate.learn(style: .init(code: "EUR", locale: Locale(identifier: "de_DE"))))
        #expect(de.positivePrefix == "" && de.positiveSuffix == "\u{A0}€" && de.negativePrefix == "-")
        #expect(de.decimalSeparator == "," && de.groupSeparator == "." && de.fractionDigits == 2)
        let india = try #require(CurrencyTemplate.learn(style: .init(code: "INR", locale: Locale(identifier: "en_IN"))))
        #expect(india.primaryGroup == 3 && india.secondaryGroup == 2)
        let spain = try #require(CurrencyTemplate.learn(style: .init(code: "EUR", locale: Locale(identifier: "es_ES"))))
        #expect(spain.minimumGrouping == 2)
        let japan = try #require(CurrencyTemplate.learn(style: .init(code: "JPY", locale: Locale(identifier: "ja_JP"))))
        #expect(japan.fractionDigits == 0)
    }

    @Test(arguments: [
        ("0.005", 2, "0"), ("0.015", 2, "2"), ("0.025", 2, "2"), ("0.0251", 2, "3"), ("2.5", 0, "2"),
        ("3.5", 0, "4"), ("12", 2, "1200"), ("999999999999999999", 4, "9999999999999999990000"),
        ("0.999999999999999999", 2, "100"), ("0.5", 0, "0"),
    ])
    func roundsHalfEven(_ text: String, _ fraction: Int, _ expected: String) {
        #expect(CurrencyTemplate.rounded(decimal(text), toFractionDigits: fraction) == expected)
    }

    @Test func roundsVeryLargeScalesToZero() {
        let tiny = DecimalValue(isNegative: false, significand: 999_999_999_999_999_999, scale: 22)
        #expect(CurrencyTemplate.rounded(tiny, toFractionDigits: 2) == "0")
        let half = DecimalValue(isNegative: false, significand: 5_000_000_000_000_000_001, scale: 21)
        #expect(CurrencyTemplate.rounded(half, toFractionDigits: 2) == "1")
    }
}
