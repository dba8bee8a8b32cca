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
    /// What the view shows, as trees without the shell's own emphasis, one per part: what a
    /// picture in the SwiftUI look draws.
    func plainTrees() -> [ViewNode]
    /// What each part shows, in words, for readers who cannot see it: a tile is "100 Apples".
    func accessibleLabels() -> [String]
    /// The view as one tree, for the layout inspector (`--format layout`, `explain layout`) and
    /// the pictures; by default, `plainTree`.
    func tree() -> ViewNode
    /// The previews of opened files it shows, by name, each laid out on the session's device
    /// canvas as `tileshell File.swift` lays it out; none (the default) for any other view.
    func previews() -> [(name: String, tree: ViewNode)]
}

extension TileShellView {
    public func tree() -> ViewNode { plainTree }

    public func previews() -> [(name: String, tree: ViewNode)] { [] }

    /// The plain trees stacked as the terminal stacks them (leading, the system spacing).
    public var plainTree: ViewNode {
        let trees = plainTrees()
        return trees.count == 1 ? trees[0] : .vstack(alignment: .leading, trees)
    }

    /// The labels that say something, joined: what a picture's description says of the view.
    public var accessibleLabel: String {
        accessibleLabels().filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
