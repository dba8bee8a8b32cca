/// What a view shows, as plain data: the resolved values its `json()` carries, without its
/// drawing. Pictures in the SwiftUI look (and any other reader that must not downcast views)
/// read these.
///
/// `.tile(.init(count: 100, title: "Apples", color: .red))` is seed 1's red "Apples" card.
public enum ViewDescription: Hashable, Sendable {
    /// One tile.
    case tile(Tile)
    /// Tiles side by side: one HStack, in order.
    case tileRow([Tile])
    /// An EnumPicker.
    case picker(Picker)
    /// A failable text in its text style.
    case text(String, role: TextRole)
    /// A capsule with white text on a colour (the discount badge).
    case badge(text: String, color: NamedColor)
    /// An SF Symbol by name, with the glyph that stands for it.
    case symbol(name: String, glyph: String)
    /// Lines of plain text (`state`, `help`).
    case lines([String])

    /// Seed 1's card: a count, and the title and colour derived from an enum case.
    public struct Tile: Hashable, Sendable {
        public var count: Int
        public var title: String
        public var color: NamedColor

        public init(count: Int, title: String, color: NamedColor) {
            self.count = count
            self.title = title
            self.color = color
        }
    }

    /// Seed 3's EnumPicker: the labels (already mapped), which one is selected, and the style.
    public struct Picker: Hashable, Sendable {
        public var title: String?
        public var labels: [String]
        /// An index into `labels`; out of range means none is selected.
        public var selected: Int
        public var style: Style

        public init(title: String?, labels: [String], selected: Int, style: Style) {
            self.title = title
            self.labels = labels
            self.selected = selected
            self.style = style
        }

        /// SwiftUI's picker styles that tileshell draws.
        public enum Style: String, CaseIterable, Hashable, Sendable {
            case segmented, menu, inline
        }
    }

    /// The text style of a failable text, with the values a price or a date was made from.
    public enum TextRole: Hashable, Sendable {
        case text, headline, subheadline, caption
        /// `Text(price:currency:)`: the amount as decimal text ("1234.5") and the ISO code.
        case price(amount: String, currency: String)
        /// `Text(relativeDate:)`: the instant as ISO 8601 text.
        case date(String)

        /// The role's name, as `--format json` writes it in `"view"`.
        public var name: String {
            switch self {
            case .text: "text"
            case .headline: "headline"
            case .subheadline: "subheadline"
            case .caption: "caption"
            case .price: "price"
            case .date: "date"
            }
        }
    }
}
