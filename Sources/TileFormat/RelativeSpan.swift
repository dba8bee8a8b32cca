import TileRender
import TileShell

/// The unit and signed count that Foundation's numeric relative style (on a Gregorian calendar in
/// UTC) writes for a date seen from now: "3 hr. ago" is `(.hour, -3)`, "in 2 days" `(.day, 2)`.
///
/// Foundation hands ICU only this unit and count, so the text is a function of the span and the
/// locale, and ``FormatCache`` remembers text by span: a new (date, now) pair costs this
/// arithmetic, not a calendar walk. The rules follow Foundation's `Date.RelativeFormatStyle`:
/// - Less than a day apart: the largest of hour, minute and second, rounded half away from zero
///   on the next smaller one (1 h 30 min is 2 hours), then carried: 60 minutes is 1 hour, 24 hours
///   1 day. Seconds are never rounded.
/// - Otherwise: the largest non-zero calendar unit from now to the date picks a unit; the count is
///   then taken again from the start of now's unit (its last second, for the past), truncated, so
///   days count midnights crossed and a count may reach the next unit up (7 days is 1 week).
///
/// Calendar differences count the whole units that can be added to the start without passing the
/// end, largest unit first; adding months or years keeps the day of the month, clamped to the
/// month's length (31 January plus one month is 29 February in 2024). Weeks start on Sunday: the
/// style's calendar has no locale, so the machine's and the output's locales do not move them.
struct RelativeSpan: Hashable, Sendable {
    enum Unit: UInt8, Sendable {
        case year, month, week, day, hour, minute, second
    }

    var unit: Unit
    /// Negative in the past; zero only when both are the same second ("in 0 sec.").
    var value: Int64

    init(_ unit: Unit, _ value: Int64) {
        self.unit = unit
        self.value = value
    }

    /// 1583-01-01T00:00:00Z. Foundation's Gregorian calendar is Julian before 15 October 1582, so
    /// calendar units are computed here only when both instants are on or after this.
    static let gregorianStart = CivilTime(year: 1583, month: 1, day: 1, second: 0).seconds

    /// Nil when the pair needs a calendar unit and either instant is before ``gregorianStart``, or
    /// when either lies outside `Instant.range`.
    init?(date: Instant, now: Instant) {
        guard Instant.range.contains(date.seconds), Instant.range.contains(now.seconds) else { return nil }
        let distance = date.seconds - now.seconds
        if let span = Self.underADay(distance) {
            self = span
            return
        }
        guard min(date.seconds, now.seconds) >= Self.gregorianStart else { return nil }
        let unit = Self.largest(from: now.seconds, to: date.seconds).unit
        let period = Self.period(of: unit, containing: now.seconds)
        let reference = distance > 0 ? period.start : period.start + period.length - 1
        self = Self.largest(from: reference, to: date.seconds)
    }

    /// The rounded hour, minute or second for a distance under a day; nil from a day on.
    private static func underADay(_ distance: Int64) -> RelativeSpan? {
        let sign: Int64 = distance < 0 ? -1 : 1
        let magnitude = distance.magnitude
        if magnitude < 60 { return RelativeSpan(.second, distance) }
        if magnitude < 3600 {
            let minutes = Int64(magnitude / 60 + (magnitude % 60 >= 30 ? 1 : 0))
            return minutes == 60 ? RelativeSpan(.hour, sign) : RelativeSpan(.minute, sign * minutes)
        }
        if magnitude < 86_400 {
            let hours = Int64(magnitude / 3600 + (magnitude % 3600 / 60 >= 30 ? 1 : 0))
            return hours == 24 ? RelativeSpan(.day, sign) : RelativeSpan(.hour, sign * hours)
        }
        return nil
    }

    /// The first non-zero unit of the calendar difference from `start` to `end`, largest first;
    /// `(.second, 0)` when they are equal.
    static func largest(from start: Int64, to end: Int64) -> RelativeSpan {
        let years = wholeYears(from: start, to: end)
        if years != 0 { return RelativeSpan(.year, years) }
        let months = wholeMonths(from: start, to: end)
        if months != 0 { return RelativeSpan(.month, months) }
        // No year or month fits, so the start is not moved, and the rest are fixed lengths in UTC.
        let distance = end - start
        if distance / 604_800 != 0 { return RelativeSpan(.week, distance / 604_800) }
        if distance / 86_400 != 0 { return RelativeSpan(.day, distance / 86_400) }
        if distance / 3600 != 0 { return RelativeSpan(.hour, distance / 3600) }
        if distance / 60 != 0 { return RelativeSpan(.minute, distance / 60) }
        return RelativeSpan(.second, distance)
    }

    /// Whole years from `start` towards `end`: the year difference, less one when adding it to
    /// the start (day clamped in February) passes the end.
    private static func wholeYears(from start: Int64, to end: Int64) -> Int64 {
        let s = CivilTime(seconds: start)
        let e = CivilTime(seconds: end)
        let count = e.year - s.year
        guard count != 0 else { return 0 }
        let landed = CivilTime(
            year: e.year, month: s.month, day: min(s.day, CivilTime.daysIn(month: s.month, year: e.year)),
            second: s.second)
        return adjusted(count, landed: landed.seconds, start: start, end: end)
    }

    /// Whole months from `start` towards `end`, as ``wholeYears(from:to:)`` counts years.
    private static func wholeMonths(from start: Int64, to end: Int64) -> Int64 {
        let s = CivilTime(seconds: start)
        let e = CivilTime(seconds: end)
        let count = (e.year - s.year) * 12 + e.month - s.month
        guard count != 0 else { return 0 }
        let landed = CivilTime(
            year: e.year, month: e.month, day: min(s.day, CivilTime.daysIn(month: e.month, year: e.year)),
            second: s.second)
        return adjusted(count, landed: landed.seconds, start: start, end: end)
    }

    /// `count` units land the start in the end's year (or month) at `landed`; one fewer when that
    /// passes the end. One fewer never passes it, being in an earlier year (or month).
    private static func adjusted(_ count: Int64, landed: Int64, start: Int64, end: Int64) -> Int64 {
        if end > start { return landed > end ? count - 1 : count }
        return landed < end ? count + 1 : count
    }

    /// The calendar period of `unit` that holds `instant`: its first second and its length.
    private static func period(of unit: Unit, containing instant: Int64) -> (start: Int64, length: Int64) {
        let days = floorDivide(instant, 86_400)
        switch unit {
        case .year:
            let c = CivilTime(seconds: instant)
            let start = CivilTime(year: c.year, month: 1, day: 1, second: 0).seconds
            return (start, (CivilTime.isLeap(c.year) ? 366 : 365) * 86_400)
        case .month:
            let c = CivilTime(seconds: instant)
            let start = CivilTime(year: c.year, month: c.month, day: 1, second: 0).seconds
            return (start, CivilTime.daysIn(month: c.month, year: c.year) * 86_400)
        case .week:
            // 1970-01-01 was a Thursday, four days after a Sunday.
            let sinceSunday = days + 4 - floorDivide(days + 4, 7) * 7
            return ((days - sinceSunday) * 86_400, 604_800)
        case .day: return (days * 86_400, 86_400)
        case .hour: return (floorDivide(instant, 3600) * 3600, 3600)
        case .minute: return (floorDivide(instant, 60) * 60, 60)
        case .second: return (instant, 1)
        }
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }
}
