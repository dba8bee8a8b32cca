import Foundation
import Testing

/// Locale names from the environment that ICU would misread (keywords, punctuation, overlong
/// names) are ignored with one warning, never handed to ICU, and never change the output.
@Suite struct LocaleEnvironmentTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var variable: String
        var value: String
        var testDescription: String { "\(variable)=\(value.prefix(40))" }
    }

    static let hostileValues = [
        "en;currency=EUR", "de@collation=phonebook;x", "de_DE@collation=phonebook", "x;de@collation=phonebook",
        "en_US;calendar=buddhist", "en=x", ";", "en US", "ü", "_", "zz_ZZ", "en_US.UTF-8;x",
        String(repeating: "a", count: 300), "de_DE.\u{1B}[2J",
    ]

    static let rows: [Row] = ["LANG", "LC_ALL", "LC_MONETARY", "LC_TIME"].flatMap { variable in
        hostileValues.map { Row(variable: variable, value: $0) }
    }

    static let commands = [
        "--now", "2026-11-29T12:00:00Z", "-c", "set price 1; show price; set updated -3h; show updated",
    ]

    /// The environment with `variable` set and LANG (which the runner sets) empty unless it is `variable`.
    static func only(_ variable: String, _ value: String) -> [String: String] {
        var environment = ["LANG": ""]
        environment[variable] = value
        return environment
    }

    @Test(arguments: rows)
    func hostileLocaleFallsBackToEnglishWithOneWarning(_ row: Row) throws {
        let result = try Binary.run(Self.commands, environment: Self.only(row.variable, row.value))
        #expect(result.status == 0)
        #expect(result.stdout == "$1.00\n3 hr. ago\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("tileshell: warning: ignoring unknown locale '") == true)
        #expect(lines.first?.contains("from \(row.variable); using en_US") == true)
        #expect(!result.stderr.contains("\u{1B}"))
    }

    /// ICU reads LC_MESSAGES for its own default locale: a bad one must not crash it either; it
    /// does not choose our formats, so it earns no warning.
    @Test func hostileMessagesLocaleIsHarmless() throws {
        let result = try Binary.run(Self.commands, environment: ["LC_MESSAGES": "en;currency=EUR"])
        #expect(result.status == 0)
        #expect(result.stdout == "$1.00\n3 hr. ago\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func twoBadVariablesGiveOneLine() throws {
        let result = try Binary.run(
            Self.commands, environment: ["LANG": "en;currency=EUR", "LC_TIME": "de@collation=phonebook;x"])
        #expect(result.stdout == "$1.00\n3 hr. ago\n")
        #expect(
            result.stderr
                == "tileshell: warning: ignoring unknown locale 'en;currency=EUR' from LANG and 'de@collation=phonebook;x' from LC_TIME; using en_US\n"
        )
    }

    struct Real: CustomTestStringConvertible, Sendable {
        var value: String
        var stdout: String
        var testDescription: String { value }
    }

    /// Real POSIX names keep working, with no warning.
    @Test(arguments: [
        Real(value: "de_DE@euro", stdout: "1,00\u{A0}$\nvor 3 Std.\n"),
        Real(value: "de_DE.UTF-8", stdout: "1,00\u{A0}$\nvor 3 Std.\n"),
        Real(value: "sr_RS@latin", stdout: "1,00\u{A0}US$\npre 3 č.\n"),
        Real(value: "sr_RS.UTF-8@latin", stdout: "1,00\u{A0}US$\npre 3 č.\n"),
        Real(value: "sr_RS", stdout: "1,00\u{A0}US$\nпре 3 ч.\n"),
        Real(value: "uz_UZ@cyrillic", stdout: "1,00\u{A0}US$\n3 соат олдин\n"),
        Real(value: "en_US.ISO-8859-1", stdout: "$1.00\n3 hr. ago\n"),
        Real(value: "C", stdout: "$1.00\n3 hr. ago\n"),
        Real(value: "C.UTF-8", stdout: "$1.00\n3 hr. ago\n"),
        Real(value: "POSIX", stdout: "$1.00\n3 hr. ago\n"),
        Real(value: "", stdout: "$1.00\n3 hr. ago\n"),
    ])
    func realNamesWorkAsBefore(_ row: Real) throws {
        for variable in ["LANG", "LC_ALL"] {
            let result = try Binary.run(Self.commands, environment: Self.only(variable, row.value))
            #expect(result.status == 0)
            #expect(result.stdout == row.stdout, "\(variable)")
            #expect(result.stderr.isEmpty, "\(variable)")
        }
    }

    /// The flag still refuses such a name with a usage error (and the environment's is not used).
    @Test func flagRefusesKeywords() throws {
        let result = try Binary.run(["--locale", "en;currency=EUR"] + Self.commands)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tileshell: error: unknown locale 'en;currency=EUR' for '--locale'"))
    }

    /// `--locale` takes the script a POSIX modifier names, and refuses one ICU has no data for.
    @Test func flagTakesTheScriptOfAModifier() throws {
        let latin = try Binary.run(["--locale", "sr_RS@latin"] + Self.commands)
        #expect(latin.status == 0)
        #expect(latin.stdout == "1,00\u{A0}US$\npre 3 č.\n")
        let belarusian = try Binary.run(["--locale", "be_BY@latin"] + Self.commands)
        #expect(belarusian.status == 2)
        #expect(belarusian.stderr.hasPrefix("tileshell: error: unknown locale 'be_BY@latin' for '--locale'"))
    }

    /// `tileshell test` formats too, so a bad LANG must not crash it.
    @Test func transcriptsSurviveAHostileLang() throws {
        let dir = try Binary.directory(["t.t": "  $ set price 1; show price\n  $1.00\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Binary.run(
            ["test", dir.appendingPathComponent("t.t").path], environment: ["LANG": "en;currency=EUR"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
    }
}
