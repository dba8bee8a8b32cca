import TileRender
import TileTree

/// One drawn view (all that one command drew), in the forms a picture needs: its cells for the
/// terminal look, its tree for the SwiftUI look, and its accessible label for the description.
///
/// `PictureBlock(canvas: view.draw(width: 80), tree: view.tree(), label: "100 Apples")`.
public struct PictureBlock: Sendable {
    /// The cells as the text renderer drew them.
    public var canvas: Canvas
    /// What the view shows, in words (the picture's accessible description joins these).
    public var label: String
    /// Makes the tree the SwiftUI look lays out and draws.
    /// NB: made when asked, so that a terminal-look picture never builds it.
    private var makeTree: @Sendable () -> ViewNode
    /// The device screen the SwiftUI look places the tree on, as Xcode's canvas does; nil to draw
    /// the tree at its ideal size.
    public var device: DeviceCanvas?

    /// The view as one tree, which the SwiftUI look lays out and draws.
    public var tree: ViewNode { makeTree() }

    /// A block whose tree is made only when the SwiftUI look asks for it.
    public init(canvas: Canvas, label: String, tree: @escaping @Sendable () -> ViewNode) {
        self.canvas = canvas
        self.label = label
        self.makeTree = tree
    }

    /// A block of a tree given whole (a SwiftUI file's preview, say).
    public init(canvas: Canvas, tree: ViewNode, label: String = "", device: DeviceCanvas? = nil) {
        self.canvas = canvas
        self.label = label
        self.makeTree = { tree }
        self.device = device
    }
}
