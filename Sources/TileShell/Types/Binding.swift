/// How `show` presents a binding: the failable `Text` initialiser or picker it stands for.
public enum Presentation: String, CaseIterable, Hashable, Sendable {
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
    public static func defaultFor(_ type: ValueType) -> Presentation {
        switch type {
        case .enumeration: .picker
        case .int, .decimal, .string, .bool, .double: .text
        case .date: .date
        }
    }
}

/// A named, typed slot of session state. `value == nil` only when the type is optional.
public struct Binding: Hashable, Sendable {
    public let name: String
    public let type: BindingType
    public var value: Value?
    public var presentation: Presentation
    /// True for the seeds' built-ins (so `state` and completion can tell them apart).
    public let isBuiltIn: Bool

    public init(name: String, type: BindingType, value: Value?, presentation: Presentation, isBuiltIn: Bool = false) {
        self.name = name
        self.type = type
        self.value = value
        self.presentation = presentation
        self.isBuiltIn = isBuiltIn
    }
}
