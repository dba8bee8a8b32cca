/// Something rendering can turn into bytes: it draws itself into cells, and it hands a
/// `RenderCache` its drawing together with keys for the parts whose bytes may be reused.
///
/// A view with nothing to remember keeps the default, which draws it whole every time. One that
/// shows the same thing again and again hands over a key and its drawing
/// (`cache.append(key: renderKey) { draw(width: $0) }`); a row or a stack hands over its parts
/// (`cache.appendRow`, or each child's `render(into:)` in turn).
///
/// NB: whatever `render(into:)` appends must be exactly what rendering `draw(width: cache.width)`
/// whole appends; `RenderCacheTests` checks it for every view kind.
public protocol Renderable: Sendable {
    /// Draws the view for an available width. A view may be narrower; it never draws wider.
    func draw(width: Int) -> Canvas
    /// Appends the view's bytes to `cache`'s output, at `cache.width` and `cache.depth`.
    func render(into cache: inout RenderCache)
}

extension Renderable {
    /// Draws the view whole, every time.
    public func render(into cache: inout RenderCache) { cache.append(draw(width: cache.width)) }
}
