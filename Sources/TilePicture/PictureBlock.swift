import TileRender

/// One drawn view (all that one command drew), in both forms a picture may need: its cells
/// for the terminal look and its description for the SwiftUI look.
///
/// `PictureBlock(canvas: view.draw(width: 80), views: view.describe())`.
public struct PictureBlock: Sendable {
    /// The cells as the text renderer drew them.
    public var canvas: Canvas
    /// What the view shows, as plain data.
    public var views: [ViewDescription]

    public init(canvas: Canvas, views: [ViewDescription]) {
        self.canvas = canvas
        self.views = views
    }
}
