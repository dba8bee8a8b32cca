import TileRender

/// Formats values that need locale data (currency, relative dates). Implemented outside the
/// core (`TileFormat`, with Foundation) so the core stays pure and Foundation stays off paths
/// that never format.
public protocol ValueFormatting: Sendable {
    /// `9.99` in `USD` for `en_US` gives `$9.99`.
    func currency(_ amount: DecimalValue, code: String, locale: String) -> String
    /// Abbreviated relative time, "3 hr. ago", of `date` seen from `now`.
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String
}

/// Everything from the outside world a result may depend on, passed in as values so every
/// result is reproducible in a test: output width, colour depth, the clock and the locale.
public struct Environment: Sendable {
    public var width: Int
    public var colorDepth: ColorDepth
    public var now: Instant
    public var locale: String
    public var formatter: any ValueFormatting

    public init(
        width: Int = 80, colorDepth: ColorDepth = .none, now: Instant, locale: String = "en_US",
        formatter: any ValueFormatting
    ) {
        self.width = width
        self.colorDepth = colorDepth
        self.now = now
        self.locale = locale
        self.formatter = formatter
    }
}
