/// The safe area of a device while a tree is placed or drawn on it: the screen and, inside it,
/// the part no bar or rounded corner covers.
///
/// A view marked to ignore the safe area (`.ignoresSafeArea()`, and a colour behind a view,
/// `.background(Color.yellow)`) is laid out as usual; then, on each edge it ignores where its
/// frame touches the safe area's edge, its frame reaches out to the screen's edge and its content
/// is offered that frame's size and placed at its top left at the size it chooses, as SwiftUI's
/// `_SafeAreaRegionsIgnoringLayout` places it: a full-width colour 59…818 on an iPhone 15 becomes
/// 0…852, while a fixed `.frame(height: 50)` keeps its 50.
public struct SafeAreaRegion: Hashable, Sendable {
    public var screen: Rect
    public var safe: Rect

    public init(screen: Rect, safe: Rect) {
        self.screen = screen
        self.safe = safe
    }

    /// How far a frame's edge may be from the safe area's and still touch it.
    static let touching = 0.5

    /// The region moved by `dx`, `dy` (a canvas drawn at an origin).
    public func offsetBy(_ dx: Double, _ dy: Double) -> SafeAreaRegion {
        SafeAreaRegion(screen: screen.offsetBy(dx, dy), safe: safe.offsetBy(dx, dy))
    }

    /// `frame` reaching out to the screen's edge on each of `edges` where it touches the safe
    /// area's edge; unchanged elsewhere.
    public func extended(_ frame: Rect, edges: Edge.Set) -> Rect {
        func touches(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.touching }
        var minX = frame.x
        var minY = frame.y
        var maxX = frame.maxX
        var maxY = frame.maxY
        if edges.contains(.top), touches(minY, safe.y) { minY = min(minY, screen.y) }
        if edges.contains(.bottom), touches(maxY, safe.maxY) { maxY = max(maxY, screen.maxY) }
        // NB: left to right only: leading is the left edge.
        if edges.contains(.leading), touches(minX, safe.x) { minX = min(minX, screen.x) }
        if edges.contains(.trailing), touches(maxX, safe.maxX) { maxX = max(maxX, screen.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region a view that ignores `edges` gives its content: no safe area on those edges.
    public func ignoring(_ edges: Edge.Set) -> SafeAreaRegion {
        var minX = safe.x
        var minY = safe.y
        var maxX = safe.maxX
        var maxY = safe.maxY
        if edges.contains(.top) { minY = screen.y }
        if edges.contains(.bottom) { maxY = screen.maxY }
        if edges.contains(.leading) { minX = screen.x }
        if edges.contains(.trailing) { maxX = screen.maxX }
        return SafeAreaRegion(screen: screen, safe: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// The region a child has under its parent's bars (`ViewKind.barInsets`): its safe area ends
    /// at the child's own frame on each edge a bar covers, and reaches the screen's edge there only
    /// when the parent's frame touches the safe area's (a bar's background reaching it), else the
    /// parent's own edge.
    public func covered(by bars: EdgeInsets, parent: Rect, child: Rect) -> SafeAreaRegion {
        func touches(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.touching }
        var screenTop = screen.y
        var screenBottom = screen.maxY
        var safeTop = safe.y
        var safeBottom = safe.maxY
        if bars.top > 0 {
            if !touches(parent.y, safe.y) { screenTop = max(screen.y, parent.y) }
            safeTop = max(safe.y, child.y)
        }
        if bars.bottom > 0 {
            if !touches(parent.maxY, safe.maxY) { screenBottom = min(screen.maxY, parent.maxY) }
            safeBottom = min(safe.maxY, child.maxY)
        }
        return SafeAreaRegion(
            screen: Rect(x: screen.x, y: screenTop, width: screen.width, height: max(0, screenBottom - screenTop)),
            safe: Rect(x: safe.x, y: safeTop, width: safe.width, height: max(0, safeBottom - safeTop)))
    }
}
