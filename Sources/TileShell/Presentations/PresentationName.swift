/// The word `var <name>: <Type> as <word>` names a presentation by, and the key of
/// `PresentationTable`: open, so that a table extended with a presentation of its own can name it.
///
/// Example: `PresentationName.price.rawValue` is "price".
public struct PresentationName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// EnumPicker, styled by the `style` binding.
    public static let picker = PresentationName(rawValue: "picker")
    /// `Text(optional:)` in `.headline`, `.subheadline` (secondary), `.body` or `.caption`.
    public static let headline = PresentationName(rawValue: "headline")
    public static let subheadline = PresentationName(rawValue: "subheadline")
    public static let text = PresentationName(rawValue: "text")
    public static let caption = PresentationName(rawValue: "caption")
    /// `Text(price:currency:)`: currency in the `currency` binding, red.
    public static let price = PresentationName(rawValue: "price")
    /// `Text(relativeDate:)`: "3 hr. ago" against the session's now, caption, secondary.
    public static let date = PresentationName(rawValue: "date")
    /// The discount badge: a red capsule "20% OFF", only when above 0.
    public static let badge = PresentationName(rawValue: "badge")
    /// `Image(systemName:)`: a glyph for a common SF Symbol name.
    public static let symbol = PresentationName(rawValue: "symbol")
}
