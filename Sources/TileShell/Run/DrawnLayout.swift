import TileRender
import TileTree

/// A drawn view laid out by the view tree's engine twice, in points (its SwiftUI geometry,
/// at its ideal size) and in cells (at the terminal's width): what `--format layout` prints and
/// `explain layout` explains.
public struct DrawnLayout {
    public var points: LaidOutNode
    public var cells: LaidOutNode

    /// The view's tree laid out; an error when the tree is deeper or larger than the engine's limits,
    /// or costs more than its budget.
    public init(_ view: some TileShellView, width: Int, explains: Bool = false) throws(LayoutError) {
        let tree = view.tree()
        let p = try LayoutEngine(tree, context: LayoutContext(measure: .points))
        let c = try LayoutEngine(tree, context: LayoutContext(measure: .cells))
        p.explains = explains
        c.explains = explains
        points = try p.layout(proposal: .unspecified)
        cells = try c.layout(proposal: ProposedSize(width: Double(max(1, width)), height: nil))
    }

    /// One JSON object a line: the root node itself.
    public var json: [JSONValue] { LayoutReport.json(points: points, cells: cells) }

    /// `explain layout`'s lines for an output `width` columns wide: the tree in points, then in cells.
    public func explanation(width: Int) -> [String] {
        let inner = max(1, width - 2)
        return ["in points, at the view's ideal size:"]
            + LayoutReport.explanation(points, width: inner).map { "  " + $0 }
            + ["in cells, at the terminal's width:"] + LayoutReport.explanation(cells, width: inner).map { "  " + $0 }
    }
}
