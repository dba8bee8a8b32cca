import TileRender
import TileTree

/// Seed 2's failable initializers: each returns nil when its value is nil (or, for the badge,
/// not above zero), and a nil view renders nothing at all.
public enum FailableViews {
    /// `Text(optional:)` in a font: headline semibold, subheadline and caption secondary (dim);
    /// the font and colour are the role's tree's (`TextPresentation.tree`).
    public static func text(optional string: String?, presentation: PresentationName = .text) -> TextView? {
        guard let string else { return nil }
        return TextView(string, role: presentation.rawValue)
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
        return TextView("[\(systemName)]", emphasis: .secondary, role: "symbol", detail: .symbol(name: systemName))
    }
}

/// A capsule: `▐20% OFF▌`, white bold on the colour, the half blocks rounding its ends.
public struct BadgeView: TileShellView, Hashable {
    public var text: String
    public var color: NamedColor

    public func json() -> [JSONValue] {
        [.object([("view", .string("badge")), ("text", .string(text)), ("color", .string(color.rawValue))])]
    }

    public func plainTrees() -> [ViewNode] { [BadgePresentation.tree(text: text, color: color)] }

    public func accessibleLabels() -> [String] { [text] }

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
        BadgePresentation.tree(text: text, color: color).drawCells(width: width)
    }
}
