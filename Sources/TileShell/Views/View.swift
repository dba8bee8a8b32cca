import TileRender
import TileTree

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
    /// The view as one tree, for the layout inspector (`--format layout`, `explain layout`) and
    /// the pictures; by default, the tree of what `describe()` says.
    func tree() -> ViewNode
}

extension TileShellView {
    public func tree() -> ViewNode { ViewDescription.tree(of: describe()) }
}
