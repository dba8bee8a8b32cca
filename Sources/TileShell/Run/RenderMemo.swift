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
/// Bounded: it starts over, before the next view, once it holds `capacity` bytes.
struct RenderMemo: Sendable {
    /// The most bytes remembered before the memo starts over (4 MiB; smaller in tests).
    var capacity = 4 << 20
    /// Views whose output is longer than this are drawn every time.
    static let largest = 64 << 10

    struct TileKey: Hashable {
        var tile: TileView
        var width: Int
        var depth: ColorDepth

        /// NB: one number: hashing the title's text, or a colour or depth (whose hash is their
        /// raw value's text), was most of a look-up's cost. The title's length and end bytes
        /// tell the usual kinds apart; equality still compares everything.
        func hash(into hasher: inout Hasher) {
            let title = tile.title.utf8
            let ends = Int(title.first ?? 0) &<< 8 | Int(title.last ?? 0)
            hasher.combine(tile.count &+ (title.count &<< 48) &+ (ends &<< 32) &+ (width &<< 56))
        }
    }

    /// Where a remembered tile's bytes are: row `y` is `arena[rowStarts[slot * rowBound + y] ..<
    /// rowStarts[slot * rowBound + y + 1] - 1]` (each row's newline left out); its width in columns.
    static let rowBound = TileView.height + 1

    struct PickerKey: Hashable {
        var picker: PickerView
        var width: Int
        var depth: ColorDepth

        /// NB: not every label (an enum may have 10 000 cases), and no text: equality compares them.
        func hash(into hasher: inout Hasher) {
            hasher.combine(picker.selected &+ (picker.labels.count &<< 24) &+ (width &<< 48))
        }
    }

    /// How many tiles' bytes are remembered (for tests).
    var rememberedTiles: Int { widths.count }

    /// Each tile's slot, or -1 for a tile that cannot be joined to others from its bytes.
    private var tiles: [TileKey: Int] = [:]
    /// Every remembered tile's bytes, one after another.
    /// NB: flat arrays of plain values: joining tiles copies bytes and touches no reference count.
    private var arena: [UInt8] = []
    /// `rowBound` offsets into `arena` per slot (see `rowBound`).
    private var rowStarts: [Int] = []
    /// Each slot's width in columns.
    private var widths: [Int] = []
    private var pickers: [PickerKey: [UInt8]] = [:]
    private var size = 0

    /// Appends what `Renderer(depth:).render(view.draw(width:), into:)` would append.
    mutating func render(_ view: any TileShellView, width: Int, depth: ColorDepth, into out: inout [UInt8]) {
        // NB: the memo starts over only between views, so that slots taken while drawing one stay valid.
        if size > capacity {
            tiles.removeAll()
            arena.removeAll()
            rowStarts.removeAll()
            widths.removeAll()
            pickers.removeAll()
            size = 0
        }
        renderPart(view, width: width, depth: depth, into: &out)
    }

    private mutating func renderPart(_ view: any TileShellView, width: Int, depth: ColorDepth, into out: inout [UInt8])
    {
        // NB: texts, the most common views, skip the three casts below (failed casts cost more than
        // a comparison of types).
        if type(of: view) == TextView.self {
            Self.draw(view, width: width, depth: depth, into: &out)
            return
        }
        switch view {
        case let stack as VStackView:
            for child in stack.children { renderPart(child, width: width, depth: depth, into: &out) }
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
                size += bytes.count + 64
                pickers[key] = bytes
            }
        default:
            Self.draw(view, width: width, depth: depth, into: &out)
        }
    }

    /// A row of tiles from each tile's rows; false (with nothing appended) when a tile cannot be joined.
    private mutating func render(_ row: TileRowView, width: Int, depth: ColorDepth, into out: inout [UInt8]) -> Bool {
        let count = row.tiles.count
        // NB: slots on the stack, rows copied straight from the arena: joining tiles allocates nothing.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, count)) { slots -> Bool in
            var total = 0
            for (k, tile) in row.tiles.enumerated() {
                let slot = self.slot(of: tile, width: width, depth: depth)
                guard slot >= 0 else { return false }
                slots[k] = slot
                total +=
                    rowStarts[slot * Self.rowBound + TileView.height] - rowStarts[slot * Self.rowBound]
                    + TileView.height * TileRowView.spacing
            }
            out.reserveCapacity(out.count + total + count)
            arena.withUnsafeBufferPointer { arena in
                rowStarts.withUnsafeBufferPointer { starts in
                    TileRowLayout.forEachRow(count: count, width: width, widthOf: { widths[slots[$0]] }) { line in
                        if line.lowerBound > 0 { out.append(UInt8(ascii: "\n")) }
                        for y in 0..<TileView.height {
                            for k in line {
                                if k > line.lowerBound {
                                    for _ in 0..<TileRowView.spacing { out.append(UInt8(ascii: " ")) }
                                }
                                let at = slots[k] * Self.rowBound + y
                                out.append(
                                    contentsOf: UnsafeBufferPointer(rebasing: arena[starts[at]..<(starts[at + 1] - 1)]))
                            }
                            out.append(UInt8(ascii: "\n"))
                        }
                    }
                }
            }
            return true
        }
    }

    /// A tile's slot, drawing it the first time; -1 when it cannot be joined.
    private mutating func slot(of tile: TileView, width: Int, depth: ColorDepth) -> Int {
        let key = TileKey(tile: tile, width: width, depth: depth)
        if let known = tiles[key] { return known }
        let canvas = tile.draw(width: width)
        var slot = -1
        if canvas.height == TileView.height && Self.endsVisibly(canvas) {
            var bytes: [UInt8] = []
            Renderer(depth: depth).render(canvas, into: &bytes)
            var starts = [arena.count]
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(arena.count + i + 1) }
            // NB: a huge tile (a long title at a wide width) is drawn each time, as a huge picker
            // is: remembering it would let one command grow the arena past `capacity`.
            if starts.count == Self.rowBound && bytes.last == UInt8(ascii: "\n") && bytes.count <= Self.largest {
                size += bytes.count
                slot = widths.count
                arena.append(contentsOf: bytes)
                rowStarts.append(contentsOf: starts)
                widths.append(canvas.width)
            }
        }
        size += 64
        tiles[key] = slot
        return slot
    }

    /// True when every row's last cell shows something, so rendering never trims a row.
    private static func endsVisibly(_ canvas: Canvas) -> Bool {
        guard canvas.width > 0 else { return false }
        for y in 0..<canvas.height {
            if !canvas.showsText(x: canvas.width - 1, y: y) { return false }
        }
        return true
    }

    private static func draw(_ view: any TileShellView, width: Int, depth: ColorDepth, into out: inout [UInt8]) {
        Renderer(depth: depth).render(view.draw(width: width), into: &out)
    }
}
