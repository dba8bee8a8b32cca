import TileRender

/// The output bytes of views that come back again and again, so that replaying a script copies
/// bytes instead of drawing cells: each tile by (count, title, colour, width, depth), each picker
/// by (labels, selection, title, style, width, depth). Tile rows and stacks are put together from
/// their parts' bytes.
///
/// NB: joining parts' bytes gives exactly what rendering the whole canvas gives, because parts
/// are separated by plain blanks (a stack's rows, a tile row's spacing) where the renderer is
/// back to the plain style anyway, and a tile's last column is always its border, never a blank
/// that rendering on its own would trim. A tile that breaks that rule is drawn the long way.
///
/// Bounded: it starts over when it holds `capacity` bytes.
struct RenderMemo: Sendable {
    /// The most bytes remembered before the memo starts over.
    static let capacity = 4 << 20
    /// Views whose output is longer than this are drawn every time.
    static let largest = 64 << 10

    struct TileKey: Hashable {
        var tile: TileView
        var width: Int
        var depth: ColorDepth
    }

    /// A tile as rendered: row `i` is `bytes[(ends[i - 1] + 1)..<ends[i]]`, `ends` being where the
    /// newlines are.
    struct TileRows {
        var width: Int
        var bytes: [UInt8]
        var ends: [Int]
    }

    struct PickerKey: Hashable {
        var picker: PickerView
        var width: Int
        var depth: ColorDepth
    }

    /// nil for a tile that cannot be joined to others from its bytes.
    private var tiles: [TileKey: TileRows?] = [:]
    private var pickers: [PickerKey: [UInt8]] = [:]
    private var size = 0

    /// Appends what `Renderer(depth:).render(view.draw(width:), into:)` would append.
    mutating func render(_ view: any TileShellView, width: Int, depth: ColorDepth, into out: inout [UInt8]) {
        // NB: texts, the most common views, skip the three casts below (failed casts cost more than
        // a comparison of types).
        if type(of: view) == TextView.self {
            Self.draw(view, width: width, depth: depth, into: &out)
            return
        }
        switch view {
        case let stack as VStackView:
            for child in stack.children { render(child, width: width, depth: depth, into: &out) }
        case let row as TileRowView:
            if !render(row, width: width, depth: depth, into: &out) {
                Self.draw(row, width: width, depth: depth, into: &out)
            }
        case let picker as PickerView:
            let key = PickerKey(picker: picker, width: width, depth: depth)
            if let bytes = pickers[key] {
                out.append(contentsOf: bytes)
                return
            }
            var bytes: [UInt8] = []
            Self.draw(picker, width: width, depth: depth, into: &bytes)
            out.append(contentsOf: bytes)
            if bytes.count <= Self.largest {
                makeRoom(bytes.count)
                pickers[key] = bytes
            }
        default:
            Self.draw(view, width: width, depth: depth, into: &out)
        }
    }

    /// A row of tiles from each tile's rows; false (with nothing appended) when a tile cannot be joined.
    private mutating func render(_ row: TileRowView, width: Int, depth: ColorDepth, into out: inout [UInt8]) -> Bool {
        var parts: [TileRows] = []
        parts.reserveCapacity(row.tiles.count)
        for tile in row.tiles {
            guard let rows = rows(of: tile, width: width, depth: depth) else { return false }
            parts.append(rows)
        }
        let spacing = repeatElement(UInt8(ascii: " "), count: TileRowView.spacing)
        let rows = TileRowView.rows(widths: parts.map(\.width), width: width)
        out.reserveCapacity(
            out.count + parts.reduce(0) { $0 + $1.bytes.count + TileView.height * (TileRowView.spacing + 1) }
                + rows.count)
        for (r, line) in rows.enumerated() {
            if r > 0 { out.append(UInt8(ascii: "\n")) }
            for y in 0..<TileView.height {
                for (k, i) in line.enumerated() {
                    if k > 0 { out.append(contentsOf: spacing) }
                    let start = y == 0 ? 0 : parts[i].ends[y - 1] + 1
                    let end = parts[i].ends[y]
                    // NB: through a buffer pointer: appending an `ArraySlice` takes the generic path.
                    parts[i].bytes.withUnsafeBufferPointer {
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end]))
                    }
                }
                out.append(UInt8(ascii: "\n"))
            }
        }
        return true
    }

    private mutating func rows(of tile: TileView, width: Int, depth: ColorDepth) -> TileRows? {
        let key = TileKey(tile: tile, width: width, depth: depth)
        if let known = tiles[key] { return known }
        let canvas = tile.draw(width: width)
        var rows: TileRows?
        if canvas.height == TileView.height && Self.endsVisibly(canvas) {
            var bytes: [UInt8] = []
            Renderer(depth: depth).render(canvas, into: &bytes)
            var ends: [Int] = []
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { ends.append(i) }
            if ends.count == TileView.height { rows = TileRows(width: canvas.width, bytes: bytes, ends: ends) }
        }
        makeRoom(rows?.bytes.count ?? 0)
        tiles[key] = .some(rows)
        return rows
    }

    /// True when every row's last cell shows something, so rendering never trims a row.
    private static func endsVisibly(_ canvas: Canvas) -> Bool {
        guard canvas.width > 0 else { return false }
        for y in 0..<canvas.height {
            let cell = canvas.cells[y * canvas.width + canvas.width - 1]
            if cell.isContinuation || cell.text == " " || cell.text.isEmpty { return false }
        }
        return true
    }

    private mutating func makeRoom(_ count: Int) {
        size += count + 64
        if size > Self.capacity {
            tiles.removeAll()
            pickers.removeAll()
            size = count + 64
        }
    }

    private static func draw(_ view: any TileShellView, width: Int, depth: ColorDepth, into out: inout [UInt8]) {
        Renderer(depth: depth).render(view.draw(width: width), into: &out)
    }
}
