/// A proleptic Gregorian date and second of the day in UTC (Howard Hinnant's civil algorithms):
/// what `Instant` reads and writes as ISO 8601, and what relative dates are counted on.
/// Exact for any instant in `Instant.range` (years 0000 to 9999), which is where it is used; its
/// arithmetic is not checked for years far beyond that.
public struct CivilTime: Sendable {
    public var year: Int64
    public var month: Int64
    public var day: Int64
    public var second: Int64

    public init(year: Int64, month: Int64, day: Int64, second: Int64) {
        self.year = year
        self.month = month
        self.day = day
        self.second = second
    }

    public init(seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        second = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return (era * 146_097 + doe - 719_468) * 86_400 + second
    }

    public static func isLeap(_ year: Int64) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
