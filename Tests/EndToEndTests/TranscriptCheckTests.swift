import Foundation
import Testing

/// A transcript whose settings or patterns are wrong says where and why, and fails.
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
}
