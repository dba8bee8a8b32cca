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
        switch (role, detail) {
        case (_, .symbol(let name)): return .symbol(name: name, glyph: text)
        case (_, .price(let amount, let currency)):
            return .text(text, role: .price(amount: amount.description, currency: currency))
        case (_, .date(let date)): return .text(text, role: .date(date.description))
        case ("headline", .none): return .text(text, role: .headline)
        case ("subheadline", .none): return .text(text, role: .subheadline)
        case ("caption", .none): return .text(text, role: .caption)
        // NB: every other role (the chooser's "unit = minute") is body text.
        case (_, .none): return .text(text, role: .text)
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
        let description = description
        guard case .text(let text, let role) = description, let template = Self.templates[Self.look(role, emphasis)]
        else { return Self.tree(description, emphasis).drawCells(width: width) }
        let tree = template.tree.replacingLeaves([(template.leaf, TextKind(text))])
        return LayoutEngine(tree, measure: .cells).drawCells(width: width)
    }

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
