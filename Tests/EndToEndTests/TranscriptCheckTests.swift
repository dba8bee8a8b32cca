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
