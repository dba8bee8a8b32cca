import TileRender
import TileTree

/// The tile (`InitializerBootcamp`): a count over a title on a colour derived from an enum case,
/// as one tree, and the words that say it.
///
/// Example: `TilePresentation.tree(count: 100, title: "Apples", color: .red)` is the red card.
public enum TilePresentation {
    /// The tile's body: the count over the title on the derived colour.
    public static func tree(count: Int, title: String, color: NamedColor) -> ViewNode {
        ViewNode.vstack(
            spacing: 12,
            [
                ViewNode.text(String(count)).font(.largeTitle).foregroundColor(.system(.white)).underline(),
                ViewNode.text(title).font(.headline).foregroundColor(.system(.white)),
            ]
        )
        .frame(width: 150, height: 150).background(.system(color)).cornerRadius(10)
    }

    /// What a tile shows, in words: "100 Apples".
    public static func label(count: Int, title: String) -> String { "\(count) \(title)" }

    /// The tile drawn in cells. NB: every tile has the same tree but for its two texts and its
    /// colour, so the tree is prepared once and each tile replaces those three leaves (a tile
    /// drawn for the first time costs a third less).
    public static func cells(count: Int, title: String, color: NamedColor, width: Int) -> Canvas {
        guard let template = prepared else {
            return tree(count: count, title: title, color: color).drawCells(width: width)
        }
        let tree = template.tree.replacingLeaves([
            (template.count, TextKind(String(count))), (template.title, TextKind(title)),
            (template.color, ColorKind(.system(color))),
        ])
        return (try? LayoutEngine(tree, measure: .cells).drawCells(width: width)) ?? Canvas(width: 0, height: 0)
    }

    /// The tile's tree prepared, and where its count, title and colour stand in it.
    static let prepared: (tree: PreparedTree, count: Int, title: Int, color: Int)? = {
        let countText = String(Int.min)
        let titleText = "\u{0}title"
        guard
            let tree = try? PreparedTree(
                tree(count: Int.min, title: titleText, color: .red), environment: ViewEnvironment()),
            let count = tree.leaves(where: { ($0 as? TextKind)?.text == countText }).first,
            let title = tree.leaves(where: { ($0 as? TextKind)?.text == titleText }).first,
            let color = tree.leaves(where: { $0 is ColorKind }).first
        else { return nil }
        return (tree, count, title, color)
    }()
}
