import TileRender
import TileTree

/// A vertical stack of views; views that are absent (nil optionals) take no room at all.
public struct VStackView: TileShellView {
    public var children: [any TileShellView]
    public init(_ children: [any TileShellView]) { self.children = children }

    public func json() -> [JSONValue] { children.flatMap { $0.json() } }

    public func plainTrees() -> [ViewNode] { children.flatMap { $0.plainTrees() } }

    public func previews() -> [(name: String, tree: ViewNode)] { children.flatMap { $0.previews() } }

    public func accessibleLabels() -> [String] { children.flatMap { $0.accessibleLabels() } }

    /// Each child in turn: a stack's rows are its children's rows, one under another.
    public func render(into cache: inout RenderCache) {
        for child in children { child.render(into: &cache) }
    }

    public func draw(width: Int) -> Canvas {
        let parts = children.map { $0.draw(width: width) }.filter { $0.height > 0 }
        let w = parts.map(\.width).max() ?? 0
        // NB: sized once: growing the canvas part by part copied it each time, quadratic in the
        // number of parts (10 000 picker segments took minutes).
        var canvas = Canvas(width: w, height: parts.reduce(0) { $0 + $1.height })
        var y = 0
        for part in parts {
            canvas.draw(part, x: 0, y: y)
            y += part.height
        }
        return canvas
    }
}
