import Foundation
import Synchronization
import TileShell

/// Shared, thread-safe memory for ``FoundationFormatting``: a currency formatter per (currency,
/// locale), a relative-date style per locale, and a bounded memo of recent relative dates.
///
/// Scripts format the same few currencies over and over, so each pair's formatter is built once.
/// Formatting itself runs outside the lock; only the dictionary look-ups and inserts are guarded.
final class FormatCache: Sendable {
    /// How many relative dates are remembered before the memo starts over.
    static let memoCapacity = 4096

    struct CurrencyKey: Hashable {
        var code: String
        var locale: String
    }

    struct RelativeKey: Hashable {
        var date: Instant
        var now: Instant
        var locale: String
    }

    private struct State {
        var currencies: [CurrencyKey: CurrencyFormatter] = [:]
        var relativeStyles: [String: Date.AnchoredRelativeFormatStyle] = [:]
        var relatives: [RelativeKey: String] = [:]
    }

    private let state = Mutex(State())

    /// The formatted amount. The formatter for a new pair is built outside the lock; two
    /// threads racing on the same new pair build equal formatters, and one wins.
    func currency(_ amount: DecimalValue, code: String, locale: String) -> String {
        let key = CurrencyKey(code: code, locale: locale)
        if let formatter = state.withLock({ $0.currencies[key] }) {
            return formatter.format(amount)
        }
        let formatter = CurrencyFormatter(code: code, locale: locale)
        state.withLock { $0.currencies[key] = formatter }
        return formatter.format(amount)
    }

    /// Whether the pair is formatted by a learned template (for tests).
    func usesTemplate(code: String, locale: String) -> Bool {
        _ = currency(DecimalValue(isNegative: false, significand: 0, scale: 0), code: code, locale: locale)
        let formatter = state.withLock { $0.currencies[CurrencyKey(code: code, locale: locale)] }
        return formatter?.template != nil
    }

    /// `date` described from `now`, from the memo when it was formatted recently.
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String {
        let key = RelativeKey(date: date, now: now, locale: locale)
        // NB: the memo alone first: fetching the style (a Locale and a Calendar) on every hit
        // cost more than the look-up.
        if let memo = state.withLock({ $0.relatives[key] }) { return memo }
        let cachedStyle = state.withLock { $0.relativeStyles[locale] }
        var style = cachedStyle ?? Self.relativeStyle(locale: locale)
        // The anchored style describes its anchor as seen from the date it is given.
        style.anchor = date.foundationDate
        let text = style.format(now.foundationDate)
        state.withLock {
            if cachedStyle == nil { $0.relativeStyles[locale] = style }
            Self.remember(text, for: key, in: &$0.relatives)
        }
        return text
    }

    /// Numeric, abbreviated ("3 hr. ago", "in 2 days"), counted on a Gregorian calendar in UTC
    /// so day and month boundaries do not depend on the machine's time zone.
    private static func relativeStyle(locale: String) -> Date.AnchoredRelativeFormatStyle {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return Date.AnchoredRelativeFormatStyle(
            anchor: Date(timeIntervalSince1970: 0),
            presentation: .numeric,
            unitsStyle: .abbreviated,
            locale: Locale(identifier: FoundationFormatting.foundationIdentifier(locale)),
            calendar: calendar
        )
    }

    /// Stores `text`, starting the memo over when full: cheaper than tracking recency, and a
    /// working set smaller than the capacity stays memoised.
    private static func remember(_ text: String, for key: RelativeKey, in memo: inout [RelativeKey: String]) {
        if memo.count >= memoCapacity { memo.removeAll(keepingCapacity: true) }
        memo[key] = text
    }
}

extension Instant {
    var foundationDate: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
