import Foundation
import Testing

@testable import TileFormat

struct LocaleRow: CustomTestStringConvertible, Sendable {
    var flag: String?
    var environment: [String: String]
    var expected: String
    var testDescription: String { "flag \(flag ?? "nil") env \(environment.sorted { $0.key < $1.key })" }
}

@Suite struct LocaleResolutionTests {
    static let rows: [LocaleRow] = [
        .init(flag: "fr_FR", environment: ["LANG": "de_DE.UTF-8"], expected: "fr_FR"),
        .init(flag: "en-GB", environment: [:], expected: "en_GB"),
        .init(flag: "", environment: ["LANG": "de_DE"], expected: "de_DE"),
        .init(flag: nil, environment: [:], expected: "en_US"),
        .init(flag: nil, environment: ["LANG": "de_DE.UTF-8"], expected: "de_DE"),
        .init(flag: nil, environment: ["LANG": "de_DE.UTF-8@euro"], expected: "de_DE"),
        .init(flag: nil, environment: ["LANG": "de_DE@euro"], expected: "de_DE"),
        .init(
            flag: nil, environment: ["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"],
            expected: "ja_JP"),
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"], expected: "fr_FR"),
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE"], expected: "de_DE"),
        .init(flag: nil, environment: ["LANG": "C"], expected: "en_US"),
        .init(flag: nil, environment: ["LANG": "C.UTF-8"], expected: "en_US"),
        .init(flag: nil, environment: ["LC_ALL": "POSIX", "LANG": "de_DE"], expected: "en_US"),
        .init(flag: "C", environment: ["LANG": "de_DE"], expected: "en_US"),
        .init(flag: nil, environment: ["LC_CTYPE": "de_DE"], expected: "en_US"),
    ]

    @Test(arguments: rows)
    func resolves(_ row: LocaleRow) {
        #expect(FoundationFormatting.resolveLocale(flag: row.flag, environment: row.environment) == row.expected)
    }

    @Test(arguments: ["en_US", "en-US", "de_DE", "ja_JP", "en", "de_DE.UTF-8"])
    func knownLocales(_ id: String) {
        #expect(FoundationFormatting.isKnownLocale(id))
    }

    /// The locales accepted without asking ICU must all be ones ICU has.
    @Test func commonLocalesAreKnownToICU() {
        let available = Set(Locale.availableIdentifiers)
        let missing = FoundationFormatting.commonIdentifiers.filter { !available.contains($0) }.sorted()
        #expect(missing.isEmpty, "not in ICU: \(missing)")
    }

    @Test(arguments: ["xx_YY", "", "C", "english", "en_USA"])
    func unknownLocales(_ id: String) {
        #expect(!FoundationFormatting.isKnownLocale(id))
    }
}
