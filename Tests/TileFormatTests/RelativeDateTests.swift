import Testing
import TileShell

@testable import TileFormat

struct RelativeRow: CustomTestStringConvertible, Sendable {
    /// Seconds from `fixedNow` to the date being described; negative is the past.
    var offset: Int64
    var locale: String = "en_US"
    var expected: String
    var testDescription: String { "\(offset)s \(locale)" }
}

@Suite struct RelativeDateTests {
    let formatter = FoundationFormatting()
    static let minute: Int64 = 60, hour: Int64 = 3600, day: Int64 = 86_400

    static let rows: [RelativeRow] = [
        .init(offset: 0, expected: "in 0 sec."),
        .init(offset: -1, expected: "1 sec. ago"),
        .init(offset: 45, expected: "in 45 sec."),
        .init(offset: -45, expected: "45 sec. ago"),
        .init(offset: -2 * minute, expected: "2 min. ago"),
        .init(offset: 5 * minute, expected: "in 5 min."),
        .init(offset: -3 * hour, expected: "3 hr. ago"),
        .init(offset: 3 * hour, expected: "in 3 hr."),
        .init(offset: -2 * day, expected: "2 days ago"),
        .init(offset: 2 * day, expected: "in 2 days"),
        .init(offset: -1 * day, expected: "1 day ago"),
        .init(offset: 7 * day, expected: "in 1 wk."),
        .init(offset: -60 * day, expected: "2 mo. ago"),
        .init(offset: 65 * day, expected: "in 2 mo."),
        .init(offset: -400 * day, expected: "1 yr. ago"),
        .init(offset: -3 * hour, locale: "de_DE", expected: "vor 3 Std."),
        .init(offset: 2 * day, locale: "de_DE", expected: "in 2 Tagen"),
    ]

    @Test(arguments: rows)
    func formats(_ row: RelativeRow) {
        let date = Instant(seconds: fixedNow.seconds + row.offset)
        #expect(formatter.relativeDate(date, now: fixedNow, locale: row.locale) == row.expected)
    }

    @Test func usesNowNotTheClock() {
        // Both dates are decades from the real clock; only their distance matters.
        let now = Instant.parseISO8601("1990-06-01T00:00:00Z")!
        let date = Instant.parseISO8601("1990-05-30T00:00:00Z")!
        #expect(formatter.relativeDate(date, now: now, locale: "en_US") == "2 days ago")
        #expect(formatter.relativeDate(now, now: date, locale: "en_US") == "in 2 days")
    }

    @Test func daysCountUTCCalendarBoundaries() {
        // 36 hours either side of 22:00 crosses one midnight backwards and two forwards.
        let now = Instant.parseISO8601("2024-03-15T22:00:00Z")!
        let back = Instant(seconds: now.seconds - 36 * 3600)
        let ahead = Instant(seconds: now.seconds + 36 * 3600)
        #expect(formatter.relativeDate(back, now: now, locale: "en_US") == "1 day ago")
        #expect(formatter.relativeDate(ahead, now: now, locale: "en_US") == "in 2 days")
    }

    @Test func memoStartsOverWhenFull() {
        for offset in 0..<Int64(FormatCache.memoCapacity + 10) {
            _ = formatter.relativeDate(Instant(seconds: fixedNow.seconds - offset), now: fixedNow, locale: "en_US")
        }
        #expect(
            formatter.relativeDate(Instant(seconds: fixedNow.seconds - 5), now: fixedNow, locale: "en_US")
                == "5 sec. ago")
        #expect(
            formatter.relativeDate(Instant(seconds: fixedNow.seconds - 4100), now: fixedNow, locale: "en_US")
                == "1 hr. ago")
    }
}
