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

    /// A message is no part of a view: it has no plain tree, so a picture in the SwiftUI look
    /// and the layout inspector leave it out (the terminal and JSON still show it).
    public func plainTrees() -> [ViewNode] { isMessage ? [] : [plainTextTree] }

    /// Whether it is the shell's word about a command (`opened …`, `tapped …`, `saved …`), not a
    /// view the command made.
    public var isMessage: Bool { Self.messageRoles.contains(role) }

    static let messageRoles: Set<String> = ["open", "declare", "reopen", "export", "save", "record", "tap", "warning"]

    public func accessibleLabels() -> [String] {
        if case .symbol(let name) = detail { return [SymbolPresentation.label(name: name)] }
        return [text]
    }

    /// The text in its role's font and colour, without the shell's emphasis; a symbol's image.
    var plainTextTree: ViewNode {
        guard let role = Role(role, detail) else {
            if case .symbol(let name) = detail { return SymbolPresentation.tree(name: name, glyph: text) }
            return TextPresentation.tree(text, style: .text)
        }
        return role.tree(text)
    }

    /// The looks a text is drawn in, each a presentation's tree. NB: every role name the seeds
    /// do not style (the chooser's "unit = minute") is body text.
    enum Role: Int, CaseIterable {
        case text, headline, subheadline, caption, price, date

        /// The role of a text of `role` made from `detail`; nil for a symbol (an image).
        init?(_ role: String, _ detail: Detail) {
            switch (role, detail) {
            case (_, .symbol): return nil
            case (_, .price): self = .price
            case (_, .date): self = .date
            case ("headline", .none): self = .headline
            case ("subheadline", .none): self = .subheadline
            case ("caption", .none): self = .caption
            case (_, .none): self = .text
            }
        }

        func tree(_ s: String) -> ViewNode {
            switch self {
            case .text: TextPresentation.tree(s, style: .text)
            case .headline: TextPresentation.tree(s, style: .headline)
            case .subheadline: TextPresentation.tree(s, style: .subheadline)
            case .caption: TextPresentation.tree(s, style: .caption)
            case .price: PricePresentation.tree(s)
            case .date: RelativeDatePresentation.tree(s)
            }
        }
    }

    /// The role's tree with the shell's emphasis: what the terminal draws and the layout
    /// inspector shows.
    public func tree() -> ViewNode { Self.tree(plainTextTree, emphasis) }

    static func tree(_ node: ViewNode, _ emphasis: Emphasis) -> ViewNode {
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
    var look: Int? { Role(role, detail).map { Self.look($0, emphasis) } }

    /// The emphases, in the order of `templates`.
    static let emphases: [Emphasis] = [.none, .secondary, .bold]

    /// The index of a role's and emphasis's template in `templates`.
    static func look(_ role: Role, _ emphasis: Emphasis) -> Int {
        let e: Int
        switch emphasis {
        case .none: e = 0
        case .secondary: e = 1
        case .bold: e = 2
        }
        return role.rawValue * emphases.count + e
    }

    /// Each look's tree prepared, and where its text stands in it.
    static let templates: [(tree: PreparedTree, leaf: Int)?] = {
        let marker = "\u{0}text"
        return Role.allCases.flatMap { role in
            emphases.map { emphasis in
                guard let tree = try? PreparedTree(tree(role.tree(marker), emphasis)),
                    let leaf = tree.leaves(where: { ($0 as? TextKind)?.text == marker }).first
                else { return nil }
                return (tree, leaf)
            }
        }
    }()
}
