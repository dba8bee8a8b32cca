import Foundation
import Testing

@testable import TileFormat

struct LocaleRow: CustomTestStringConvertible, Sendable {
    var flag: String?
    var environment: [String: String]
    var category = FoundationFormatting.Category.monetary
    var expected: String
    var testDescription: String {
        "flag \(flag ?? "nil") env \(environment.sorted { $0.key < $1.key }) for \(category.rawValue)"
    }
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
        // POSIX: prices follow LC_MONETARY and dates LC_TIME; LC_MESSAGES is for messages only.
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MONETARY": "fr_FR", "LANG": "de_DE"], expected: "fr_FR"),
        .init(
            flag: nil, environment: ["LC_MONETARY": "fr_FR", "LC_TIME": "ja_JP", "LANG": "de_DE"], category: .time,
            expected: "ja_JP"),
        .init(flag: nil, environment: ["LC_TIME": "ja_JP", "LANG": "de_DE"], category: .monetary, expected: "de_DE"),
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"], expected: "de_DE"),
        .init(flag: "en_GB", environment: ["LC_TIME": "ja_JP"], category: .time, expected: "en_GB"),
        .init(flag: nil, environment: ["LC_ALL": "", "LC_MONETARY": "", "LANG": "de_DE"], expected: "de_DE"),
        .init(flag: nil, environment: ["LANG": "C"], expected: "en_US"),
        .init(flag: nil, environment: ["LANG": "C.UTF-8"], expected: "en_US"),
        .init(flag: nil, environment: ["LC_ALL": "POSIX", "LANG": "de_DE"], expected: "en_US"),
        .init(flag: "C", environment: ["LANG": "de_DE"], expected: "en_US"),
        .init(flag: nil, environment: ["LC_CTYPE": "de_DE"], expected: "en_US"),
    ]

    @Test(arguments: rows)
    func resolves(_ row: LocaleRow) {
        #expect(
            FoundationFormatting.resolveLocale(flag: row.flag, environment: row.environment, category: row.category)
                == row.expected)
    }

    @Test(arguments: ["en_US", "en-US", "de_DE", "ja_JP", "en", "de_DE.UTF-8", "zh_CN", "zh_TW.UTF-8", "zh_Hans_CN"])
    func knownLocales(_ id: String) {
        #expect(FoundationFormatting.isKnownLocale(id))
    }

    /// The locales accepted without asking ICU must all be ones ICU has.
    @Test func commonLocalesAreKnownToICU() {
        let available = Set(Locale.availableIdentifiers)
        let missing = FoundationFormatting.commonIdentifiers.filter { !available.contains($0) }.sorted()
        #expect(missing.isEmpty, "not in ICU: \(missing)")
    }

    @Test(arguments: ["xx_YY", "", "C", "english", "en_USA", "de_XX", "zh_", "_CN", "en_US_Foo_Bar"])
    func unknownLocales(_ id: String) {
        #expect(!FoundationFormatting.isKnownLocale(id))
    }
}
