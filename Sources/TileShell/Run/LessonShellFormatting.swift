import LessonInterpreter

/// A lesson's currency and relative dates, written by the session's own formatter in its
/// locale, so that a file's `Text(price, format: .currency(code:))` reads as `show price` does.
public struct LessonShellFormatting: LessonFormatting {
    let formatter: any ValueFormatting
    let locale: String
    let dateLocale: String
    let now: Instant

    public init(environment: Environment) {
        self.formatter = environment.formatter
        self.locale = environment.locale
        self.dateLocale = environment.dateLocale
        self.now = environment.now
    }

    public func currency(_ amount: Double, code: String) -> String {
        // NB: to four decimals, more than any currency shows; NaN, infinities and huge values are 0.
        let scaled = (amount.magnitude * 10_000).rounded()
        let significand = scaled.isFinite && scaled < 1e18 ? UInt64(scaled) : 0
        let value = DecimalValue(isNegative: amount < 0 && significand != 0, significand: significand, scale: 4)
        return formatter.currency(value, code: code, locale: locale)
    }

    public func relativeDate(secondsFromNow: Double) -> String {
        let offset = secondsFromNow.isFinite ? Int64(max(-1e15, min(1e15, secondsFromNow))) : 0
        return formatter.relativeDate(Instant(seconds: now.seconds &+ offset), now: now, locale: dateLocale)
    }

    public func date(iso8601 text: String) -> Double? {
        Instant.parseISO8601(text[...]).map { Double($0.seconds) }
    }
}
