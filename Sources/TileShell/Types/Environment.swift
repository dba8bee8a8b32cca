import TileRender
import TileTree

/// Formats values that need locale data (currency, relative dates). Implemented outside the
/// core (`TileFormat`, with Foundation) so the core stays pure and Foundation stays off paths
/// that never format.
public protocol ValueFormatting: Sendable {
    /// `9.99` in `USD` for `en_US` gives `$9.99`.
    func currency(_ amount: DecimalValue, code: String, locale: String) -> String
    /// Abbreviated relative time, "3 hr. ago", of `date` seen from `now`.
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String
    /// Whether `locale` names a locale this formatting knows (a transcript's `% locale=` is
    /// checked with it).
    func knowsLocale(_ locale: String) -> Bool
}

extension ValueFormatting {
    public func knowsLocale(_ locale: String) -> Bool { true }
}

/// Everything from the outside world a result may depend on, passed in as values so every
/// result is reproducible in a test: output width, colour depth, the clock and the locales.
public struct Environment: Sendable {
    public var width: Int
    public var colorDepth: ColorDepth
    public var now: Instant
    /// The locale prices are formatted in (POSIX `LC_MONETARY`).
    public var locale: String
    /// The locale relative dates are written in (POSIX `LC_TIME`).
    public var dateLocale: String
    public var formatter: any ValueFormatting
    /// Asked while a SwiftUI file runs, every few thousand steps: true (Ctrl-C, a preview's `q`)
    /// stops it with the error "interrupted". The edge says how it knows; never, by default.
    public var shouldStop: @Sendable () -> Bool = { false }
    /// The screen a preview of an opened file is laid out on in points, as `tileshell File.swift`
    /// lays it out (`--canvas`); nil lays it out at its ideal size (`--canvas fit`). A view `show`
    /// makes is laid out at its ideal size either way.
    public var device: DeviceCanvas? = .iPhone15

    /// `dateLocale` defaults to `locale`: one locale for both, as `--locale` gives.
    public init(
        width: Int = 80, colorDepth: ColorDepth = .none, now: Instant, locale: String = "en_US",
        dateLocale: String? = nil, formatter: any ValueFormatting
    ) {
        self.width = width
        self.colorDepth = colorDepth
        self.now = now
        self.locale = locale
        self.dateLocale = dateLocale ?? locale
        self.formatter = formatter
    }
}
