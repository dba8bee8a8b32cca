import Testing
import TileShell

@testable import TileFormat

/// The checks that keep locale names ICU would misread away from it.
@Suite struct LocaleValidationTests {
    @Test(arguments: [
        "de_DE@euro", "sr_RS@latin", "en_US.ISO-8859-1", "C", "POSIX", "C.UTF-8", "de_DE.UTF-8@euro", "en",
        "zh_Hans_CN", "es_419", "en-US", "ja_JP.eucJP", "ca_ES@valencia", "en_US_POSIX",
    ])
    func posixNames(_ name: String) {
        #expect(FoundationFormatting.isPOSIXName(name))
    }

    @Test(arguments: [
        "en;currency=EUR", "de@collation=phonebook;x", "de@collation=phonebook", "x;de", "en=x", ";", "@", ".", "en US",
        "ü", "_", "en__US", "en_", "e", "d@", "de.", String(repeating: "a", count: 300), "en_US.UTF-8;x", "a_b_c_d_e",
        "en_123456789", "de_DE.\u{1B}[2J", "",
    ])
    func notPOSIXNames(_ name: String) {
        #expect(!FoundationFormatting.isPOSIXName(name))
    }

    @Test func wellFormedIdentifiers() {
        #expect(FoundationFormatting.isWellFormed("en_US"))
        #expect(FoundationFormatting.isWellFormed("zh_Hans_CN"))
        #expect(!FoundationFormatting.isWellFormed("en;currency=EUR"))
        #expect(!FoundationFormatting.isWellFormed("C"))
        #expect(!FoundationFormatting.isWellFormed(String(repeating: "a", count: 9)))
    }

    /// Whatever a caller passes, Foundation is only ever given a well-formed name.
    @Test func foundationNeverSeesKeywords() {
        #expect(FoundationFormatting.foundationIdentifier("en;currency=EUR") == "en_US")
        #expect(FoundationFormatting.foundationIdentifier("de_DE.UTF-8") == "de_DE")
        #expect(FoundationFormatting.foundationIdentifier(String(repeating: "a", count: 300)) == "en_US")
    }

    /// A transcript's `% locale=` reaches the formatter unchecked: it formats as en_US.
    @Test func formattingWithAKeywordNameGivesEnglish() {
        let one = DecimalValue(isNegative: false, significand: 1, scale: 0)
        #expect(FoundationFormatting().currency(one, code: "USD", locale: "en;currency=EUR") == "$1.00")
    }

    @Test(arguments: ["LANG", "LC_ALL", "LC_MONETARY", "LC_TIME"])
    func hostileEnvironmentGivesEnglish(_ variable: String) {
        for value in ["en;currency=EUR", "de@collation=phonebook;x", "zz_ZZ", String(repeating: "a", count: 300)] {
            let environment = [variable: value]
            for category in [FoundationFormatting.Category.monetary, .time] {
                #expect(
                    FoundationFormatting.resolveLocale(flag: nil, environment: environment, category: category)
                        == "en_US")
            }
            #expect(
                FoundationFormatting.environmentWarning(environment: environment)
                    == "ignoring unknown locale '\(value)' from \(variable); using en_US")
        }
    }

    @Test func warningNamesEachVariableOnce() {
        #expect(
            FoundationFormatting.environmentWarning(environment: ["LC_ALL": "x;y"])
                == "ignoring unknown locale 'x;y' from LC_ALL; using en_US")
        #expect(
            FoundationFormatting.environmentWarning(environment: ["LC_MONETARY": "a;b", "LC_TIME": "c;d"])
                == "ignoring unknown locale 'a;b' from LC_MONETARY and 'c;d' from LC_TIME; using en_US")
        #expect(FoundationFormatting.environmentWarning(environment: ["LANG": "de_DE@euro"]) == nil)
        #expect(FoundationFormatting.environmentWarning(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(FoundationFormatting.environmentWarning(environment: [:]) == nil)
        // A good LC_ALL hides a bad LANG: LANG is never read.
        #expect(FoundationFormatting.environmentWarning(environment: ["LC_ALL": "de_DE", "LANG": "x;y"]) == nil)
    }

    @Test func aBadValueDoesNotFallThroughToTheNextVariable() {
        // POSIX takes the first set variable; a bad one means en_US, not LANG's locale.
        #expect(
            FoundationFormatting.resolveLocale(
                flag: nil, environment: ["LC_ALL": "x;y", "LANG": "de_DE"], category: .monetary) == "en_US")
    }
}
