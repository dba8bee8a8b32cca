/// Where a rectangle laid out in cells lands on the grid: its edges rounded down, so that a
/// view and its neighbour never share a cell they both claim.
public enum CellGrid {
    /// `[x, y, width, height]` in whole cells.
    public static func cells(_ r: Rect) -> [Int] {
        let x0 = whole(r.x)
        let y0 = whole(r.y)
        return [x0, y0, whole(r.maxX) - x0, whole(r.maxY) - y0]
    }

    /// A position rounded down to a whole cell, within what an `Int` holds.
    @inline(__always)
    public static func whole(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int(max(-Length.largest, min(v, Length.largest)).rounded(.down))
    }
}
