import Foundation
import Testing
import TileShell

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
        // A POSIX modifier that names a script is the identifier's script part.
        .init(flag: "sr_RS@latin", environment: [:], expected: "sr_Latn_RS"),
        .init(flag: nil, environment: ["LANG": "sr_RS.UTF-8@latin"], expected: "sr_Latn_RS"),
        .init(flag: nil, environment: ["LC_ALL": "sr_RS@latin"], category: .time, expected: "sr_Latn_RS"),
        .init(flag: nil, environment: ["LANG": "uz_UZ@cyrillic"], expected: "uz_Cyrl_UZ"),
        .init(flag: nil, environment: ["LANG": "ks_IN.UTF-8@devanagari"], expected: "ks_Deva_IN"),
        .init(flag: nil, environment: ["LANG": "sd_IN@devanagari"], expected: "sd_Deva_IN"),
        .init(flag: nil, environment: ["LANG": "sr@latin"], expected: "sr_Latn"),
        .init(flag: "sr_Latn_RS@cyrillic", environment: [:], expected: "sr_Latn_RS"),
        .init(flag: nil, environment: ["LANG": "ca_ES@valencia"], expected: "ca_ES"),
        // ICU has no Latin Belarusian nor Latin Tatar: refused, never written in Cyrillic.
        .init(flag: nil, environment: ["LANG": "be_BY@latin"], expected: "en_US"),
        .init(flag: nil, environment: ["LANG": "tt_RU.UTF-8@iqtelif"], expected: "en_US"),
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

    /// The locale a script modifier names writes what Foundation writes for it, in that script.
    @Test(arguments: [
        ("sr_RS@latin", "sr_Latn_RS", "Latin"), ("sr_RS.UTF-8@latin", "sr_Latn_RS", "Latin"),
        ("uz_UZ@cyrillic", "uz_Cyrl_UZ", "Cyrillic"), ("sr_RS", "sr_RS", "Cyrillic"), ("uz_UZ", "uz_UZ", "Latin"),
    ])
    func aScriptModifierWritesThatScript(_ name: String, _ identifier: String, _ script: String) throws {
        let formatting = FoundationFormatting()
        let now = Instant(seconds: 1_796_000_000)
        let past = Instant(seconds: now.seconds - 2 * 86_400)
        let written = formatting.relativeDate(past, now: now, locale: name)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let foundation = Date.AnchoredRelativeFormatStyle(
            anchor: past.foundationDate, presentation: .numeric, unitsStyle: .abbreviated,
            locale: Locale(identifier: identifier), calendar: calendar
        ).format(now.foundationDate)
        #expect(written == foundation)
        let letters = written.unicodeScalars.filter(\.properties.isAlphabetic)
        #expect(!letters.isEmpty)
        let cyrillic = letters.allSatisfy { (0x400...0x4FF).contains($0.value) }
        let latin = letters.allSatisfy { $0.value < 0x250 }
        #expect(script == "Latin" ? latin : cyrillic, "\(name) wrote '\(written)'")
        #expect(formatting.knowsLocale(name))
    }

    @Test func aScriptICUDoesNotHaveIsUnknown() {
        #expect(!FoundationFormatting().knowsLocale("be_BY@latin"))
        #expect(
            FoundationFormatting.environmentWarning(environment: ["LANG": "be_BY@latin"])
                == "ignoring unknown locale 'be_BY@latin' from LANG; using en_US")
    }
}
