import TileRender

/// A view value: built once from typed state, then laid out into cells. Views never look at
/// the session; everything they show was derived when they were made.
///
/// Drawing (`draw(width:)`) and what a render cache may remember of it (`render(into:)`, drawn
/// whole by default) come from `Renderable`.
public protocol TileShellView: Renderable {
    /// The view as JSON objects, one per line of `--format json` output: kind and resolved values.
    func json() -> [JSONValue]
    /// What the view shows, as plain data (for pictures and other readers that must not downcast).
    func describe() -> [ViewDescription]
}

/// A vertical stack of views; views that are absent (nil optionals) take no room at all.
public struct VStackView: TileShellView {
    public var children: [any TileShellView]
    public init(_ children: [any TileShellView]) { self.children = children }

    public func json() -> [JSONValue] { children.flatMap { $0.json() } }

    public func describe() -> [ViewDescription] { children.flatMap { $0.describe() } }

    /// Each child in turn: a stack's rows are its children's rows, one under another.
    public func render(into cache: inout RenderCache) {
        for child in children { child.render(into: &cache) }
    }

    public func draw(width: Int) -> Canvas {
        let parts = children.map { $0.draw(width: width) }.filter { $0.height > 0 }
        let w = parts.map(\.width).max() ?? 0
        // NB: sized once: growing the canvas part by part copied it each time, quadratic in the
        // number of parts (10 000 picker segments took minutes).
        var canvas = Canvas(width: w, height: parts.reduce(0) { $0 + $1.height })
        var y = 0
        for part in parts {
            canvas.draw(part, x: 0, y: y)
            y += part.height
        }
        return canvas
    }
}

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

/// Renders nothing: what a failable initializer's nil becomes.
public struct EmptyView: TileShellView {
    public init() {}
    public func json() -> [JSONValue] { [] }
    public func describe() -> [ViewDescription] { [] }
    public func draw(width: Int) -> Canvas { Canvas(width: 0, height: 0) }
}

/// Word wrapping by display width.
public enum Wrap {
    /// The text made visible, and its width, when it is one line that fits `width`; else nil.
    static func singleLine(_ text: String, width: Int) -> (text: String, width: Int)? {
        var text = text
        guard !text.withUTF8({ $0.contains(0x0A) }) else { return nil }
        let line = Sanitizer.visible(text)
        let lineWidth = TextWidth.of(line)
        return lineWidth <= width ? (line, lineWidth) : nil
    }

    public static func lines(_ text: String, width: Int) -> [String] {
        // NB: most texts are one line that fits: no splitting (a third of drawing a text).
        if let line = singleLine(text, width: width) { return [line.text] }
        var out: [String] = []
        // NB: newlines break lines (as in SwiftUI's Text); every other control character is
        // made visible so user text can never drive the terminal.
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraph = Sanitizer.visible(String(raw))
            if TextWidth.of(paragraph) <= width {
                out.append(paragraph)
                continue
            }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = TextWidth.of(String(word))
                if lineWidth > 0 && lineWidth + 1 + w <= width {
                    line += " " + word
                    lineWidth += 1 + w
                    continue
                }
                if lineWidth > 0 {
                    out.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word longer than the width is broken by characters.
                for ch in word {
                    let cw = TextWidth.of(ch)
                    if lineWidth + cw > width && lineWidth > 0 {
                        out.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(ch)
                    lineWidth += cw
                }
            }
            out.append(line)
        }
        return out
    }
}
