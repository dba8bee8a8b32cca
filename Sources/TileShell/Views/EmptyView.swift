import TileRender

/// Renders nothing: what a failable initializer's nil becomes.
public struct EmptyView: TileShellView {
    public init() {}
    public func json() -> [JSONValue] { [] }
    public func describe() -> [ViewDescription] { [] }
    public func draw(width: Int) -> Canvas { Canvas(width: 0, height: 0) }
}
