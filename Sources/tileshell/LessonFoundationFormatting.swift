import Foundation
import LessonInterpreter
import TileFormat
import TileShell

/// A lesson file's currency and relative dates, written by the shell's own Foundation formatters
/// in the run's locale, so that `Text(price, format: .currency(code:))` reads as `tile` would.
struct LessonFoundationFormatting: LessonFormatting {
    let locale: String
    let now: Instant

    func currency(_ amount: Double, code: String) -> String {
        // NB: to four decimals, more than any currency shows; NaN, infinities and huge values are 0.
        let scaled = (amount.magnitude * 10_000).rounded()
        let significand = scaled.isFinite && scaled < 1e18 ? UInt64(scaled) : 0
        let value = DecimalValue(isNegative: amount < 0 && significand != 0, significand: significand, scale: 4)
        return FoundationFormatting().currency(value, code: code, locale: locale)
    }

    func date(_ secondsSince1970: Double, style: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = style == "date" ? .long : .none
        f.timeStyle = style == "time" ? .short : .none
        let seconds = secondsSince1970.isFinite ? max(-1e12, min(1e12, secondsSince1970)) : 0
        return f.string(from: Date(timeIntervalSince1970: seconds))
    }

    func relativeDate(secondsFromNow: Double) -> String {
        let offset = secondsFromNow.isFinite ? Int64(max(-1e15, min(1e15, secondsFromNow))) : 0
        return FoundationFormatting().relativeDate(
            Instant(seconds: now.seconds &+ offset), now: now, locale: locale)
    }
}
