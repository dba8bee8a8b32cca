import TileRender
import TileTree

/// One or more lines of styled text, wrapped at word boundaries to the width.
public struct TextView: TileShellView {
    public var text: String
    public var style: Style
    /// What the text stands for in JSON output: "text", "headline", "price", ...
    public var role: String
    /// What the text was made from, for JSON output.
    public var detail: Detail

    /// The values behind a text, kept as they are and written out only for JSON.
    /// NB: formatting a price's amount or a date for every `show`, to be thrown away unless the
    /// output is JSON, was a tenth of showing it.
    public enum Detail: Sendable {
        case none
        case price(amount: DecimalValue, currency: String)
        case date(Instant)
        case symbol(name: String)
    }

    public init(_ text: String, style: Style = .plain, role: String = "text", detail: Detail = .none) {
        self.text = text
        self.style = style
        self.role = role
        self.detail = detail
    }

    /// Extra resolved values for JSON output (a price's amount and currency, say).
    public var fields: [(String, JSONValue)] {
        switch detail {
        case .none: []
        case .price(let amount, let currency):
            [("amount", .string(amount.description)), ("currency", .string(currency))]
        case .date(let date): [("date", .string(date.description))]
        case .symbol(let name): [("name", .string(name))]
        }
    }

    public func json() -> [JSONValue] {
        [.object([("view", .string(role)), ("text", .string(text))] + fields)]
    }

    public func describe() -> [ViewDescription] {
        switch (role, detail) {
        case (_, .symbol(let name)): return [.symbol(name: name, glyph: text)]
        case (_, .price(let amount, let currency)):
            return [.text(text, role: .price(amount: amount.description, currency: currency))]
        case (_, .date(let date)): return [.text(text, role: .date(date.description))]
        case ("headline", .none): return [.text(text, role: .headline)]
        case ("subheadline", .none): return [.text(text, role: .subheadline)]
        case ("caption", .none): return [.text(text, role: .caption)]
        // NB: every other role (the chooser's "unit = minute") is body text.
        case (_, .none): return [.text(text, role: .text)]
        }
    }

    public func draw(width: Int) -> Canvas {
        // NB: most texts are one line that fits: drawn without the array of lines.
        if let line = Wrap.singleLine(text, width: max(1, width)) {
            var canvas = Canvas(width: line.width, height: 1)
            canvas.put(line.text, x: 0, y: 0, style: style)
            return canvas
        }
        let lines = Wrap.lines(text, width: max(1, width))
        // NB: a wide character alone on a line is wider than a 1-column output: it is left out.
        var canvas = Canvas(width: min(max(1, width), lines.map { TextWidth.of($0) }.max() ?? 0), height: lines.count)
        for (y, l) in lines.enumerated() { canvas.put(l, x: 0, y: y, style: style) }
        return canvas
    }
}
