import TileRender

/// Today's views as a SwiftUI developer writes them, over the tree: the one description of each,
/// read by the layout inspector and the pictures.
extension ViewDescription {
    /// The view's tree.
    public var tree: ViewNode {
        switch self {
        case .tile(let t): Self.tile(t)
        case .tileRow(let tiles): .hstack(tiles.map(Self.tile))
        case .picker(let p):
            ViewNode.picker(PickerData(title: p.title, labels: p.labels, selected: p.selected))
                .pickerStyle(PickerStyleKind(rawValue: p.style.rawValue) ?? .segmented)
        case .text(let s, let role): Self.text(s, role)
        case .badge(let text, let color):
            // Seed 2's discount badge.
            ViewNode.text(text).font(.caption).padding(.horizontal, 6).padding(.vertical, 2)
                .background(.system(color)).foregroundStyle(.system(.white)).clipShape(.capsule)
        case .symbol(let name, let glyph): .image(systemName: name, glyph: glyph)
        case .lines(let lines):
            .vstack(alignment: .leading, spacing: 0, lines.map { ViewNode.text($0).font(.subheadline) })
        }
    }

    /// Views drawn by one command, stacked as the terminal stacks them (leading, the system spacing).
    public static func tree(of views: [ViewDescription]) -> ViewNode {
        views.count == 1 ? views[0].tree : .vstack(alignment: .leading, views.map(\.tree))
    }

    /// Seed 1's tile drawn in cells. NB: every tile has the same tree but for its two texts and its
    /// colour, so the tree is prepared once and each tile replaces those three leaves (a tile
    /// drawn for the first time costs a third less).
    public static func tileCells(_ t: Tile, width: Int) -> Canvas {
        guard let template = preparedTile else { return tile(t).drawCells(width: width) }
        let tree = template.tree.replacingLeaves([
            (template.count, TextKind(String(t.count))), (template.title, TextKind(t.title)),
            (template.color, ColorKind(.system(t.color))),
        ])
        return (try? LayoutEngine(tree, measure: .cells).drawCells(width: width)) ?? Canvas(width: 0, height: 0)
    }

    /// The tile's tree prepared, and where its count, title and colour stand in it.
    static let preparedTile: (tree: PreparedTree, count: Int, title: Int, color: Int)? = {
        let countText = String(Int.min)
        let titleText = "\u{0}title"
        guard
            let tree = try? PreparedTree(
                tile(Tile(count: Int.min, title: titleText, color: .red)), environment: ViewEnvironment()),
            let count = tree.leaves(where: { ($0 as? TextKind)?.text == countText }).first,
            let title = tree.leaves(where: { ($0 as? TextKind)?.text == titleText }).first,
            let color = tree.leaves(where: { $0 is ColorKind }).first
        else { return nil }
        return (tree, count, title, color)
    }()

    /// Seed 1's `InitializerBootcamp` body: the count over the title on the derived colour.
    static func tile(_ t: Tile) -> ViewNode {
        ViewNode.vstack(
            spacing: 12,
            [
                ViewNode.text(String(t.count)).font(.largeTitle).foregroundColor(.system(.white)).underline(),
                ViewNode.text(t.title).font(.headline).foregroundColor(.system(.white)),
            ]
        )
        .frame(width: 150, height: 150).background(.system(t.color)).cornerRadius(10)
    }

    /// Seed 2's failable texts in their styles.
    static func text(_ s: String, _ role: TextRole) -> ViewNode {
        let text = ViewNode.text(s)
        switch role {
        case .text: return text
        case .headline: return text.font(.headline).foregroundStyle(.primary)
        case .subheadline: return text.font(.subheadline).foregroundStyle(.secondary)
        case .caption: return text.font(.caption).foregroundStyle(.secondary)
        case .price: return text.foregroundStyle(.system(.red))
        case .date: return text.font(.caption).foregroundStyle(.secondary)
        }
    }
}
