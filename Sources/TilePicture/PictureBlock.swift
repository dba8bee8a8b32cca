import TileRender
import TileTree

/// One drawn view (all that one command drew), in both forms a picture may need: its cells
/// for the terminal look and its description for the SwiftUI look.
///
/// `PictureBlock(canvas: view.draw(width: 80), views: view.describe())`.
public struct PictureBlock: Sendable {
    /// The cells as the text renderer drew them.
    public var canvas: Canvas
    /// What the view shows, as plain data (the picture's accessible description reads it).
    public var views: [ViewDescription]
    /// A tree given whole (a SwiftUI file's preview, say); nil for the tree of `views`.
    private var given: ViewNode?
    /// The device screen the SwiftUI look places the tree on, as Xcode's canvas does; nil to draw
    /// the tree at its ideal size.
    public var device: DeviceCanvas?

    /// The views as one tree, which the SwiftUI look lays out and draws.
    /// NB: made when asked, so that a terminal-look picture never builds it.
    public var tree: ViewNode { given ?? ViewDescription.tree(of: views) }

    public init(canvas: Canvas, views: [ViewDescription]) {
        self.canvas = canvas
        self.views = views
    }

    /// A block of any tree: its cells and the tree itself.
    public init(canvas: Canvas, tree: ViewNode, views: [ViewDescription] = [], device: DeviceCanvas? = nil) {
        self.canvas = canvas
        self.views = views
        self.given = tree
        self.device = device
    }
}
