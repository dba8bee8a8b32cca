/// How `show` presents a binding: the failable `Text` initialiser or picker it stands for.
public enum PresentationName: String, CaseIterable, Hashable, Sendable {
    /// EnumPicker (seed 3), styled by the `style` binding.
    case picker
    /// `Text(optional:)` in `.headline`, `.subheadline` (secondary), `.body` or `.caption`.
    case headline, subheadline, text, caption
    /// `Text(price:currency:)`: currency in the `currency` binding, red.
    case price
    /// `Text(relativeDate:)`: "3 hr. ago" against the session's now, caption, secondary.
    case date
    /// The discount badge: a red capsule "20% OFF", only when above 0.
    case badge
    /// `Image(systemName:)`: a glyph for a common SF Symbol name.
    case symbol

    /// Whether this presentation can show values of `type`.
    public func accepts(_ type: ValueType) -> Bool {
        switch self {
        case .picker: if case .enumeration = type { true } else { false }
        case .headline, .subheadline, .text, .caption: true
        case .price: type == .decimal || type == .int
        case .date: type == .date
        case .badge: type == .int
        case .symbol: type == .string
        }
    }

    /// The presentation a new binding of `type` gets when its declaration names none.
    public static func defaultFor(_ type: ValueType) -> PresentationName {
        switch type {
        case .enumeration: .picker
        case .int, .decimal, .string, .bool, .double: .text
        case .date: .date
        }
    }
}
