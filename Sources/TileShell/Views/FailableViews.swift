import TileRender
import TileTree

/// Seed 2's failable initializers: each returns nil when its value is nil (or, for the badge,
/// not above zero), and a nil view renders nothing at all.
public enum FailableViews {
    /// `Text(optional:)` in a font: headline bold, subheadline and caption secondary (dim).
    public static func text(optional string: String?, presentation: Presentation = .text) -> TextView? {
        guard let string else { return nil }
        let style: Style
        switch presentation {
        case .headline: style = Style(bold: true)
        case .subheadline, .caption, .date: style = Style(dim: true)
        case .price: style = Style(foreground: NamedColor.red.rgb)
        case .text, .picker, .badge, .symbol: style = .plain
        }
        return TextView(string, style: style, role: presentation.rawValue)
    }

    /// `Text(price:currency:)`, red as in the seed's item card.
    public static func text(price: DecimalValue?, currency: String, environment: Environment) -> TextView? {
        guard let price else { return nil }
        var view = text(
            optional: environment.formatter.currency(price, code: currency, locale: environment.locale),
            presentation: .price)
        view?.detail = .price(amount: price, currency: currency)
        return view
    }

    /// `Text(relativeDate:)`: abbreviated, against the session's now, as a secondary caption.
    public static func text(relativeDate date: Instant?, environment: Environment) -> TextView? {
        guard let date else { return nil }
        var view = text(
            optional: environment.formatter.relativeDate(date, now: environment.now, locale: environment.dateLocale),
            presentation: .date)
        view?.detail = .date(date)
        return view
    }

    /// The discount badge: a red capsule "20% OFF", only when the discount is above 0.
    public static func badge(discount: Int?) -> BadgeView? {
        guard let discount, discount > 0 else { return nil }
        return BadgeView(text: "\(discount)% OFF", color: .red)
    }

    /// `Image(systemName:)`: a glyph for a common SF Symbol name; an unknown name shows as
    /// itself in brackets, so a typo is visible rather than silently blank.
    public static func image(systemName: String?) -> TextView? {
        guard let systemName else { return nil }
        if let glyph = Symbols.glyph(for: systemName) {
            return TextView(glyph, role: "symbol", detail: .symbol(name: systemName))
        }
        return TextView("[\(systemName)]", style: Style(dim: true), role: "symbol", detail: .symbol(name: systemName))
    }
}

/// A capsule: `▐20% OFF▌`, white bold on the colour, the half blocks rounding its ends.
public struct BadgeView: TileShellView, Hashable {
    public var text: String
    public var color: NamedColor

    public func json() -> [JSONValue] {
        [.object([("view", .string("badge")), ("text", .string(text)), ("color", .string(color.rawValue))])]
    }

    public func describe() -> [ViewDescription] { [.badge(text: text, color: color)] }

    /// What the badge shows: badges with the same text and colour draw the same cells.
    public var renderKey: RenderKey {
        let rgb = color.rgb
        return RenderKey(kind: "badge", number: 0, title: text, look: Int(rgb.r) << 16 | Int(rgb.g) << 8 | Int(rgb.b))
    }

    public func render(into cache: inout RenderCache) {
        cache.append(key: renderKey) { draw(width: $0) }
    }

    /// Seed 2's badge over the view tree, laid out and drawn in cells.
    public func draw(width: Int) -> Canvas {
        ViewDescription.badge(text: text, color: color).tree.drawCells(width: width)
    }
}

/// Glyphs for common SF Symbol names.
public enum Symbols {
    public static let table: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "xmark": "✗", "xmark.circle": "⊗",
        "plus": "+", "minus": "−", "plus.circle": "⊕", "minus.circle": "⊖", "multiply": "×", "divide": "÷",
        "equal": "=", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅",
        "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁",
        "cloud.rain": "☂", "snowflake": "❄", "bolt": "ϟ", "bolt.fill": "⚡", "flame": "🔥", "drop": "💧",
        "leaf": "🍃", "envelope": "✉", "envelope.fill": "✉", "phone": "☎", "phone.fill": "☎",
        "bell": "🔔", "bell.fill": "🔔", "cart": "🛒", "cart.fill": "🛒", "bag": "👜", "gift": "🎁",
        "tag": "🏷", "creditcard": "💳", "house": "⌂", "house.fill": "⌂", "person": "👤", "person.fill": "👤",
        "person.2": "👥", "gear": "⚙", "gearshape": "⚙", "flag": "⚑", "flag.fill": "⚑", "bookmark": "🔖",
        "clock": "🕒", "alarm": "⏰", "calendar": "📅", "timer": "⏱", "hourglass": "⌛", "lock": "🔒",
        "lock.open": "🔓", "key": "🔑", "magnifyingglass": "🔍", "trash": "🗑", "pencil": "✎",
        "paperplane": "✈", "airplane": "✈", "car": "🚗", "music.note": "♪", "play": "▶", "play.fill": "▶",
        "pause": "⏸", "stop": "⏹", "exclamationmark.triangle": "⚠", "info.circle": "ⓘ",
        "questionmark.circle": "?", "globe": "🌐", "photo": "🖼", "camera": "📷",
        "doc": "📄", "folder": "📁", "link": "🔗", "paperclip": "📎", "scissors": "✂", "cup.and.saucer": "☕",
        "fork.knife": "🍴", "carrot": "🥕", "leaf.fill": "🍃", "heart.circle": "♡", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "sparkles": "✨", "crown": "♛", "trophy": "🏆",
    ]

    public static func glyph(for name: String) -> String? { table[name] }
}
