/// How a row of tiles wraps: as many tiles side by side as fit the width, at least one per row,
/// separated by `TileRowView.spacing` columns. One rule for drawing a row of tiles and for
/// joining tiles' remembered bytes (`RenderMemo`).
enum TileRowLayout {
    /// Calls `body` with each output row's range of tile indices, in order. `widthOf(i)` is
    /// tile `i`'s width.
    @inline(__always)
    static func forEachRow(count: Int, width: Int, widthOf: (Int) -> Int, _ body: (Range<Int>) -> Void) {
        var first = 0
        while first < count {
            var rowWidth = widthOf(first)
            var end = first + 1
            while end < count {
                let w = widthOf(end)
                guard rowWidth <= width - TileRowView.spacing - w else { break }
                rowWidth += TileRowView.spacing + w
                end += 1
            }
            body(first..<end)
            first = end
        }
    }
}
