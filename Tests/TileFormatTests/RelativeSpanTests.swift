import Foundation
import Testing
import TileRender
import TileShell

@testable import TileFormat

/// ``RelativeSpan`` must pick exactly the unit and count Foundation picks, or the span memo would
/// hand one pair's text to another. Each test compares the span with Foundation's own choice,
/// read back from its en_US text, which names the unit and count unambiguously.
@Suite struct RelativeSpanTests {
    static let day: Int64 = 86_400

    /// Foundation's text for the pair, from a style with no memo in front of it.
    static func foundationText(_ date: Int64, now: Int64, locale: String) -> String {
        var style = FormatCache.relativeStyle(locale: locale)
        style.anchor = Date(timeIntervalSince1970: TimeInterval(date))
        return style.format(Date(timeIntervalSince1970: TimeInterval(now)))
    }

    /// Foundation's choice for the pair, read from "in 3 hr." or "3 hr. ago".
    static func foundationSpan(_ date: Int64, now: Int64) -> RelativeSpan? {
        let words = foundationText(date, now: now, locale: "en_US").split(whereSeparator: \.isWhitespace)
        guard words.count == 3 else { return nil }
        let past = words[2] == "ago"
        guard past || words[0] == "in", let count = Int64(words[past ? 0 : 1].filter { $0 != "," }) else { return nil }
        let units: [Substring: RelativeSpan.Unit] = [
            "yr.": .year, "mo.": .month, "wk.": .week, "day": .day, "days": .day, "hr.": .hour, "min.": .minute,
            "sec.": .second,
        ]
        guard let unit = units[words[past ? 1 : 2]] else { return nil }
        return RelativeSpan(unit, past ? -count : count)
    }

    static func at(_ text: String) -> Int64 {
        guard let instant = Instant.parseISO8601(text[...]) else { fatalError("bad test instant \(text)") }
        return instant.seconds
    }

    /// The pairs where the span differs from Foundation's (at most a few, to keep failures short).
    static func disagreements(_ pairs: [(date: Int64, now: Int64)]) -> [String] {
        var found: [String] = []
        for (date, now) in pairs {
            guard let span = RelativeSpan(date: Instant(seconds: date), now: Instant(seconds: now)) else { continue }
            let expected = foundationSpan(date, now: now)
            if expected != span {
                found.append(
                    "\(Instant(seconds: date)) from \(Instant(seconds: now)): \(span), Foundation "
                        + "\(expected.map { "\($0)" } ?? "unreadable")")
                if found.count == 5 { break }
            }
        }
        return found
    }

    /// Nows at the edges that matter: month ends, leap days (2024, and the 1900, 2000 and 2100
    /// century rules), year ends, each day of a week, midnight and the second before it.
    static let edgeNows: [Int64] = [
        "2024-03-15T12:00:00Z", "2024-02-29T00:00:00Z", "2024-02-29T23:59:59Z", "2023-02-28T12:00:00Z",
        "1900-02-28T23:59:59Z", "1900-03-01T00:00:00Z", "2000-02-29T06:30:00Z", "2100-02-28T18:00:00Z",
        "2024-01-31T22:00:00Z", "2024-03-31T00:00:00Z", "2024-04-30T23:59:59Z", "2023-12-31T23:59:59Z",
        "2024-01-01T00:00:00Z", "2024-03-16T23:59:59Z", "2024-03-17T00:00:00Z", "2024-03-18T00:00:01Z",
        "2024-03-20T13:29:30Z", "1583-01-01T00:00:00Z", "1583-12-31T12:00:00Z", "9999-12-31T23:59:59Z",
        "9999-01-01T00:00:00Z", "2026-01-01T00:00:00Z",
    ].map(at)

    @Test func everySecondAndMinuteAroundNow() {
        var pairs: [(date: Int64, now: Int64)] = []
        for now in [Self.at("2024-03-15T12:00:00Z"), Self.at("2024-03-15T23:59:30Z"), Self.at("2024-03-31T00:00:00Z")] {
            for offset in Int64(-200)...200 { pairs.append((now + offset, now)) }
            // Every minute past a day either side, with the half minutes where rounding turns, and
            // the seconds either side of those turns for the first hour and a half.
            for minutes in Int64(-1500)...1500 {
                let extras: [Int64] = minutes.magnitude <= 90 ? [0, 29, 30, 59] : [0, 30]
                for extra in extras {
                    pairs.append((now + minutes * 60 + extra, now))
                    if extra != 0 { pairs.append((now + minutes * 60 - extra, now)) }
                }
            }
        }
        #expect(Self.disagreements(pairs) == [])
    }

    @Test func dayWeekMonthAndYearBoundaries() {
        var pairs: [(date: Int64, now: Int64)] = []
        for now in Self.edgeNows {
            // Every day for 100 either side (every other one a second either side of the time and
            // at half a day), then every fifth day to 400.
            for days in Int64(-400)...400 where days.magnitude <= 100 || days % 5 == 0 {
                let extras: [Int64] = days.magnitude <= 100 && days % 2 == 0 ? [0, -1, 1, 43_200] : [0]
                for extra in extras {
                    let date = now + days * Self.day + extra
                    if Instant.range.contains(date) { pairs.append((date, now)) }
                }
            }
            // Whole months and years away, landing on and either side of the same day and time.
            let c = CivilTime(seconds: now)
            for months in Int64(-60)...60 {
                let month = c.month - 1 + months
                let year = c.year + (month >= 0 ? month / 12 : (month - 11) / 12)
                let m = month - (year - c.year) * 12 + 1
                let landed = CivilTime(
                    year: year, month: m, day: min(c.day, CivilTime.daysIn(month: m, year: year)), second: c.second
                ).seconds
                for extra: Int64 in [0, -1, 1, -Self.day, Self.day] where Instant.range.contains(landed + extra) {
                    pairs.append((landed + extra, now))
                }
            }
        }
        #expect(Self.disagreements(pairs) == [])
    }

    @Test func seededSampleAcrossTheRange() {
        var random = SplitMix64(seed: 17)
        var pairs: [(date: Int64, now: Int64)] = []
        let lower = RelativeSpan.gregorianStart
        let upper = Instant.range.upperBound
        while pairs.count < 20_000 {
            let now = lower + Int64(random.next() % UInt64(upper - lower + 1))
            // Distances from a second to the whole range, evenly spread over their magnitudes.
            let digits = Int64(random.next() % 12)
            var scale: Int64 = 1
            for _ in 0..<digits { scale *= 10 }
            let distance = Int64(random.next() % UInt64(scale * 10)) * (random.next() % 2 == 0 ? 1 : -1)
            let date = now + distance
            if date >= lower && date <= upper { pairs.append((date, now)) }
        }
        #expect(Self.disagreements(pairs) == [])
    }

    @Test func beforeTheGregorianCalendarOnlyUnderADayIsComputed() {
        let now = Instant(seconds: Self.at("0000-01-01T12:00:00Z"))
        #expect(RelativeSpan(date: Instant(seconds: now.seconds - 90), now: now) == RelativeSpan(.minute, -2))
        #expect(RelativeSpan(date: Instant(seconds: now.seconds + 2 * Self.day), now: now) == nil)
        let cutover = Instant(seconds: Self.at("1582-10-15T00:00:00Z"))
        #expect(RelativeSpan(date: Instant(seconds: cutover.seconds + 40 * Self.day), now: cutover) == nil)
        let late = Instant(seconds: Instant.range.upperBound)
        #expect(RelativeSpan(date: Instant(seconds: late.seconds + 1), now: late) == nil)
    }

    /// The text through the memo, for every locale, equals Foundation's for the same pair: spans
    /// repeat across pairs here, so later pairs are served text a different pair produced.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "ja_JP", "ru_RU", "ar_EG"])
    func memoTextIsFoundationsInEveryLocale(_ locale: String) {
        let cache = FormatCache()
        var random = SplitMix64(seed: 4)
        var pairs: [(date: Int64, now: Int64)] = []
        for now in Self.edgeNows + [Self.at("0000-01-01T00:00:00Z"), Self.at("0000-03-01T12:00:00Z")] {
            for _ in 0..<120 {
                let distance = Int64(random.next() % (800 * 86_400)) - 400 * 86_400
                let scaled = random.next() % 3 == 0 ? distance / 10_000 : distance
                if Instant.range.contains(now + scaled) { pairs.append((now + scaled, now)) }
            }
            for offset in Int64(-90)...90 { pairs.append((now + offset * 67, now)) }
        }
        var wrong: [String] = []
        for (date, now) in pairs where Instant.range.contains(date) {
            let text = cache.relativeDate(Instant(seconds: date), now: Instant(seconds: now), locale: locale)
            let expected = Self.foundationText(date, now: now, locale: locale)
            if text != expected && wrong.count < 5 {
                wrong.append("\(Instant(seconds: date)) from \(Instant(seconds: now)): \(text) != \(expected)")
            }
        }
        #expect(wrong == [])
    }
}
