import Foundation
import Testing

/// A transcript whose settings or patterns are wrong says where and why, and fails; one that
/// `--update` rewrites then passes, and means what was printed.
@Suite struct TranscriptCheckTests {
    func transcript(_ text: String) throws -> Binary.Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-\(UUID().uuidString).t")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Binary.run(["test", url.path])
    }

    @Test func anUnknownLocaleSettingIsRefused() throws {
        let r = try transcript("% locale=en;currency=EUR\n  $ set price 1; show price\n  $1.00\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("locale=en;currency=EUR: expected a known locale, as in en_US or de_DE"))
    }

    @Test func anInvalidPatternIsReportedWithItsLineAndColumn() throws {
        let r = try transcript("Prices:\n  $ set price 1; show price\n  $(1 (re)\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains(":3:"), "\(r.stderr)")
        #expect(r.stderr.contains("error: invalid pattern"), "\(r.stderr)")
    }

    /// Runs `tileshell test --update` on `text`, then `tileshell test` on what it wrote.
    func updated(_ text: String) throws -> (update: Binary.Result, file: String, again: Binary.Result) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-\(UUID().uuidString).t")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let update = try Binary.run(["test", "--update", url.path])
        let file = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        return (update, file, try Binary.run(["test", url.path]))
    }

    /// Output that looks like a command, a continuation or a pattern is written so that it reads
    /// back as that output: before, `$ show price` came back as a command the next run ran.
    @Test func updatedOutputIsNeverReadAsACommandOrPattern() throws {
        let r = try updated(
            """
              $ set name "$ show price"
              $ show name
              $ set name "> ; show price"; show name
              $ set name "a+ (re)"; show name
              $ set name "* (glob)"; show name

            """)
        #expect(r.update.status == 0, "\(r.update.stderr)")
        #expect(
            r.file == #"""
                  $ set name "$ show price"
                  $ show name
                  \u{24} show price (esc)
                  $ set name "> ; show price"; show name
                  \u{3E} ; show price (esc)
                  $ set name "a+ (re)"; show name
                  a+ (re) (esc)
                  $ set name "* (glob)"; show name
                  * (glob) (esc)

                """#)
        #expect(r.again.status == 0, "\(r.again.stdout)")
        #expect(r.again.stdout == "1 passed, 0 failed\n")
    }

    /// Control characters are compared as printed: an update writes them escaped, and the escape
    /// written as text (what the shell prints for a control in user text) is a different line.
    @Test func controlCharactersRoundTripThroughUpdate() throws {
        let r = try updated("% color=ansi16\n  $ set price 3; set name \"\\u{1b}\"; show price; show name\n")
        #expect(r.update.status == 0, "\(r.update.stderr)")
        #expect(
            r.file.hasSuffix(
                "  \\u{1B}[91m$3.00\\u{1B}[0m (esc)\n  \\u{1B}[1m\\\\u{1B}\\u{1B}[0m (esc)\n"), "\(r.file)")
        #expect(!r.file.unicodeScalars.contains("\u{1B}"))
        #expect(r.again.stdout == "1 passed, 0 failed\n", "\(r.again.stdout)")
    }

    /// `--update` exits 1 when a failed transcript is one it cannot rewrite (before: 0).
    @Test(arguments: [
        "% width=wide\n  $ show price\n  stale\n", "  $ set price 1; show price\n  $(1 (re)\n",
    ])
    func updateFailsWhenItRewritesNothing(_ text: String) throws {
        let r = try updated(text)
        #expect(r.update.status == 1, "\(r.update.stderr)")
        #expect(r.update.stdout == "0 passed, 1 failed\n")
        #expect(r.file == text)
    }
}
