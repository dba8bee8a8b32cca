import Foundation
import Synchronization
import TileShell

/// Shared, thread-safe memory for ``FoundationFormatting``: a currency formatter per (currency,
/// locale), a relative-date style per locale, and bounded memos of relative-date text.
///
/// Scripts format the same few currencies over and over, so each pair's formatter is built once.
/// Formatting itself runs outside the lock; only the dictionary look-ups and inserts are guarded.
final class FormatCache: Sendable {
    /// How many relative-date texts each memo remembers before it starts over.
    static let memoCapacity = 4096

    struct CurrencyKey: Hashable {
        var code: String
        var locale: String
    }

    /// Text by what it says: any pair with the same span reads the same in a locale.
    struct SpanKey: Hashable {
        var span: RelativeSpan
        var locale: String
    }

    /// Text by pair, for the pairs ``RelativeSpan`` leaves to Foundation (a calendar unit before
    /// 1583, or an instant outside `Instant.range`).
    struct RelativeKey: Hashable {
        var date: Instant
        var now: Instant
        var locale: String
    }

    private struct State {
        var currencies: [CurrencyKey: CurrencyFormatter] = [:]
        var relativeStyles: [String: Date.AnchoredRelativeFormatStyle] = [:]
        var spans: [SpanKey: String] = [:]
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

    /// `date` described from `now`. Text is remembered by span, so once a locale has written
    /// "3 hr. ago" any other pair three hours apart is a look-up, with no calendar work.
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String {
        guard let span = RelativeSpan(date: date, now: now) else {
            let key = RelativeKey(date: date, now: now, locale: locale)
            if let memo = state.withLock({ $0.relatives[key] }) { return memo }
            let text = foundationRelativeDate(date, now: now, locale: locale)
            state.withLock { Self.remember(text, for: key, in: &$0.relatives) }
            return text
        }
        let key = SpanKey(span: span, locale: locale)
        if let memo = state.withLock({ $0.spans[key] }) { return memo }
        // The first pair with this span is written by Foundation, so the text is exactly its.
        let text = foundationRelativeDate(date, now: now, locale: locale)
        state.withLock { Self.remember(text, for: key, in: &$0.spans) }
        return text
    }

    /// Foundation's text for the pair, with the locale's style built once.
    private func foundationRelativeDate(_ date: Instant, now: Instant, locale: String) -> String {
        let cachedStyle = state.withLock { $0.relativeStyles[locale] }
        var style = cachedStyle ?? Self.relativeStyle(locale: locale)
        // The anchored style describes its anchor as seen from the date it is given.
        style.anchor = date.foundationDate
        let text = style.format(now.foundationDate)
        if cachedStyle == nil { state.withLock { $0.relativeStyles[locale] = style } }
        return text
    }

    /// Numeric, abbreviated ("3 hr. ago", "in 2 days"), counted on a Gregorian calendar in UTC
    /// so day and month boundaries do not depend on the machine's time zone.
    static func relativeStyle(locale: String) -> Date.AnchoredRelativeFormatStyle {
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
    private static func remember<Key>(_ text: String, for key: Key, in memo: inout [Key: String]) {
        if memo.count >= memoCapacity { memo.removeAll(keepingCapacity: true) }
        memo[key] = text
    }
}

extension Instant {
    var foundationDate: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
