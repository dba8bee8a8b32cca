import TileRender
import TileTree

/// One or more lines of text, wrapped at word boundaries to the width: `Text` in its role's font
/// and colour (seed 2's failable texts), laid out and drawn over the view tree like every view.
///
/// Example: `TextView("unit = minute", emphasis: .secondary)` is
/// `Text("unit = minute").foregroundStyle(.secondary)`, drawn dim.
public struct TextView: TileShellView {
    public var text: String
    /// What the shell adds to the role's font and colour.
    public var emphasis: Emphasis
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

    /// The shell's own styling of a line, beyond the role's: SwiftUI's modifiers for it.
    public enum Emphasis: Sendable {
        case none
        /// `.foregroundStyle(.secondary)`: a status line, drawn dim.
        case secondary
        /// `.bold()`: a heading, drawn bold.
        case bold
    }

    public init(_ text: String, emphasis: Emphasis = .none, role: String = "text", detail: Detail = .none) {
        self.text = text
        self.emphasis = emphasis
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

    public func describe() -> [ViewDescription] { [description] }

    /// The text as plain data: its role's font and colour (see `ViewDescription.tree`).
    var description: ViewDescription {
        guard let role = textRole(withValues: true) else {
            if case .symbol(let name) = detail { return .symbol(name: name, glyph: text) }
            return .text(text, role: .text)
        }
        return .text(text, role: role)
    }

    /// The text's role, nil for a symbol (an image). `withValues`: with a price's amount and a
    /// date as text, which only a description needs. NB: every role name the seeds do not style
    /// (the chooser's "unit = minute") is body text.
    func textRole(withValues: Bool) -> ViewDescription.TextRole? {
        switch (role, detail) {
        case (_, .symbol): nil
        case (_, .price(let amount, let currency)):
            withValues ? .price(amount: amount.description, currency: currency) : .price(amount: "", currency: "")
        case (_, .date(let date)): .date(withValues ? date.description : "")
        case ("headline", .none): .headline
        case ("subheadline", .none): .subheadline
        case ("caption", .none): .caption
        case (_, .none): .text
        }
    }

    /// The role's tree with the shell's emphasis: what the terminal draws and the layout
    /// inspector shows.
    public func tree() -> ViewNode { Self.tree(description, emphasis) }

    static func tree(_ description: ViewDescription, _ emphasis: Emphasis) -> ViewNode {
        let node = description.tree
        switch emphasis {
        case .none: return node
        case .secondary: return node.foregroundStyle(.secondary)
        case .bold: return node.bold()
        }
    }

    /// The tree laid out and drawn in cells. NB: a text's tree differs from another of the same
    /// role and emphasis only in its one leaf, so each look's tree is prepared once and the
    /// leaf replaced (as a tile's is): building and flattening it for every `show` cost a tenth
    /// of a replay.
    public func draw(width: Int) -> Canvas {
        guard let look, let template = Self.templates[look] else { return tree().drawCells(width: width) }
        return template.tree.drawCells(text: text, at: template.leaf, width: width)
    }

    /// What the text shows: texts with the same words, role and emphasis draw the same cells.
    /// NB: the key's hash reads its number and look, not its title, so the number is a hash of
    /// the words (FNV-1a over their bytes): texts of one look would otherwise all collide. The
    /// bytes are read in place: through the UTF-8 view's iterator, hashing a price cost more than
    /// looking it up.
    public var renderKey: RenderKey? {
        guard let look else { return nil }
        var text = text
        let hash = text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        return RenderKey(kind: "text", number: Int(truncatingIfNeeded: hash), title: text, look: look)
    }

    /// Taken from the cache from its third showing on, for each text, look and width.
    /// NB: remembered only when shown a second time: a text costs little to draw, and most prices
    /// are shown once, so remembering every one filled the cache and made it start over, throwing
    /// the tiles away with them.
    public func render(into cache: inout RenderCache) {
        guard let key = renderKey else { return cache.append(draw(width: cache.width)) }
        cache.append(key: key, admission: .secondDraw) { draw(width: $0) }
    }

    /// The index of the text's template in `templates`; nil for a symbol, which is an image.
    var look: Int? { textRole(withValues: false).map { Self.look($0, emphasis) } }

    /// The emphases, in the order of `templates`.
    static let emphases: [Emphasis] = [.none, .secondary, .bold]

    /// The index of a role's and emphasis's template in `templates`.
    static func look(_ role: ViewDescription.TextRole, _ emphasis: Emphasis) -> Int {
        let r: Int
        switch role {
        case .text: r = 0
        case .headline: r = 1
        case .subheadline: r = 2
        case .caption: r = 3
        case .price: r = 4
        case .date: r = 5
        }
        let e: Int
        switch emphasis {
        case .none: e = 0
        case .secondary: e = 1
        case .bold: e = 2
        }
        return r * emphases.count + e
    }

    /// Each look's tree prepared, and where its text stands in it.
    static let templates: [(tree: PreparedTree, leaf: Int)?] = {
        let marker = "\u{0}text"
        let roles: [ViewDescription.TextRole] = [
            .text, .headline, .subheadline, .caption, .price(amount: "", currency: ""), .date(""),
        ]
        return roles.flatMap { role in
            emphases.map { emphasis in
                guard let tree = try? PreparedTree(tree(.text(marker, role: role), emphasis)),
                    let leaf = tree.leaves(where: { ($0 as? TextKind)?.text == marker }).first
                else { return nil }
                return (tree, leaf)
            }
        }
    }()
}
