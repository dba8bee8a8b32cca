import Foundation
import TileShell

/// ``ValueFormatting`` backed by Foundation's format styles (ICU data).
///
/// Currency: `9.99` USD in `en_US` gives `$9.99`; `1234.5` EUR in `de_DE` gives `1.234,50 €`
/// (with a no-break space, U+00A0, before the sign). Relative dates are numeric and abbreviated
/// and seen from the `now` passed in, never from the clock: `3 hr. ago`, `in 2 days`.
///
/// Copies share one cache of format styles and recent results, guarded by a mutex, so a
/// formatter can be handed to any number of tasks.
package struct FoundationFormatting: ValueFormatting {
    private let cache = FormatCache()

    package init() {}

    package func knowsLocale(_ locale: String) -> Bool {
        Self.isPOSIXName(locale) && Self.isKnownLocale(Self.canonicalIdentifier(locale))
    }

    /// `amount` as money in currency `code` (ISO 4217, e.g. `USD`) for `locale` (e.g. `en_US`;
    /// `en-US` and `en_US.UTF-8` work too), rounded half-even to the currency's usual fraction
    /// digits. Foundation prints an unknown code as a bare number (`-1234.56`).
    package func currency(_ amount: DecimalValue, code: String, locale: String) -> String {
        cache.currency(amount, code: code, locale: locale)
    }

    /// How far `date` lies from `now`, in the largest whole unit: `3 hr. ago` when `date` is
    /// three hours before `now`, `in 2 days` when after. Days, weeks, months and years count
    /// calendar boundaries in UTC.
    package func relativeDate(_ date: Instant, now: Instant, locale: String) -> String {
        cache.relativeDate(date, now: now, locale: locale)
    }
}
