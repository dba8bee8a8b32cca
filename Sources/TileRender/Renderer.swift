/// Turns a canvas into bytes for a terminal of a given colour depth. Returns bytes; never writes.
///
/// `Renderer(depth: .ansi16).renderString(canvas)` gives e.g. `"\u{1B}[91mhi\u{1B}[0m\n"` for "hi" in red.
///
/// Each row ends in `\n`. An SGR sequence is written only where the look changes, and a row that
/// ends styled is reset (`ESC[0m`) before its newline. Trailing blanks that show nothing (no
/// background, inverse or underline) are trimmed. A wide grapheme is written once; its continuation
/// cell adds nothing. At depth `.none` no escape byte is written at all.
public struct Renderer: Sendable {
    /// The colour depth to write for; colours are downgraded to it.
    public var depth: ColorDepth

    /// A renderer for a terminal of `depth`.
    public init(depth: ColorDepth) { self.depth = depth }

    /// Appends the canvas to `out`, one line per row.
    ///
    /// NB: cells written through `Canvas.put` are already safe; a cell set directly whose text holds
    /// a control or bidi character is written as `?`, and an empty one as a blank, so that no
    /// escape can be smuggled out and every column still lines up.
    public func render(_ canvas: Canvas, into out: inout [UInt8]) {
        // NB: the style cache and, for a small canvas, the output start on the stack: rendering a
        // one-line text allocates nothing but what it appends to `out`.
        withUnsafeTemporaryAllocation(byteCount: StyleCache.scratchBytes, alignment: 8) { scratch in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackOutput) { buffer in
                var cache = StyleCache(depth: depth, scratch: scratch)
                let estimate = 3 &* canvas.storage.count &+ 24 &* canvas.height
                var writer = ByteWriter(borrowing: buffer, capacity: estimate)
                canvas.storage.withUnsafeBufferPointer { cells in
                    render(
                        cells, width: canvas.width, height: canvas.height, extras: canvas.extras, cache: &cache,
                        to: &writer)
                }
                writer.copy(to: &out)
                writer.release()
            }
        }
    }

    /// Writes the rows of `cells`.
    /// NB: cells are 16 bytes of plain data, read through a pointer: no copy of a `String`, no retain
    /// or release, and a style is compared as one integer.
    @inline(never)
    private func render(
        _ cells: UnsafeBufferPointer<PackedCell>, width: Int, height: Int, extras: [String],
        cache: inout StyleCache, to writer: inout ByteWriter
    ) {
        guard let first = cells.baseAddress, cells.count >= width &* height else {
            for _ in 0..<height { writer.append(Self.newline) }
            return
        }
        let colored = depth != .none
        let styleMask: UInt64 = colored ? ~0 : 0
        for y in 0..<height {
            let row = first + y &* width
            var end = width
            while end > 0 && isInvisible(row[end &- 1]) { end &-= 1 }
            var currentStyle = Style.plain
            var currentID = StyleCache.plainID
            var leadShown = false
            var x = 0
            while x < end {
                let cell = row[x]
                if colored && cell.style != currentStyle && !cell.isContinuation {
                    currentStyle = cell.style
                    let id = cache.id(for: currentStyle)
                    if id != currentID {
                        cache.write(id, fromPlain: currentID == StyleCache.plainID, to: &writer)
                        currentID = id
                    }
                }
                writer.reserve(8 &* (end &- x))
                let stop = Self.writeRun(
                    row, from: x, to: end, style: currentStyle.bits, styleMask: styleMask, cursor: writer.cursor,
                    leadShown: &leadShown)
                x = stop.x
                writer.commit(stop.cursor)
                guard x < end else { break }
                let stopped = row[x]
                // A cell in another style: the next run starts with it.
                if colored && stopped.style != currentStyle { continue }
                if stopped.tag & PackedCell.verbatimFlag == 0 {
                    // Empty (a blank keeps the column) or unsafe: set directly, not through `put`.
                    let isEmpty = stopped.tag & (PackedCell.countMask | PackedCell.longFlag) == 0
                    writer.append(isEmpty ? Self.space : Self.replacement)
                    leadShown = false
                } else {
                    var text = stopped.text(extras)
                    text.withUTF8 { writer.append($0) }
                    leadShown = true
                }
                x &+= 1
            }
            if currentID != StyleCache.plainID { cache.write(StyleCache.plainID, fromPlain: false, to: &writer) }
            writer.append(Self.newline)
        }
    }

    /// Writes cells from `x` while each is a continuation, or a glyph held inline and written as it
    /// is in the style `style` (compared under `styleMask`: 0 when colours are off). Returns where
    /// it stopped (`end`, a cell in another style, or one to write the slow way) and the cursor.
    ///
    /// NB: the loop every cell goes through, kept small so that it stays in registers: an inline
    /// glyph is one 8-byte store, however many of its bytes count. The caller made room for 8 bytes
    /// a cell.
    @inline(never)
    private static func writeRun(
        _ row: UnsafePointer<PackedCell>, from start: Int, to end: Int, style: UInt64, styleMask: UInt64,
        cursor output: UnsafeMutablePointer<UInt8>, leadShown: inout Bool
    ) -> (x: Int, cursor: UnsafeMutablePointer<UInt8>) {
        var x = start
        var cursor = output
        var shown = leadShown
        defer { leadShown = shown }
        let fastMask =
            (PackedCell.continuationFlag | PackedCell.longFlag | PackedCell.verbatimFlag) << PackedCell.tagShift
        let fast = PackedCell.verbatimFlag << PackedCell.tagShift
        let continuation = PackedCell.continuationFlag << PackedCell.tagShift
        while x < end {
            let glyph = row[x].glyph
            if glyph & fastMask == fast {
                if (row[x].style.bits ^ style) & styleMask != 0 { break }
                UnsafeMutableRawPointer(cursor).storeBytes(of: glyph.littleEndian, as: UInt64.self)
                cursor += Int(truncatingIfNeeded: (glyph >> PackedCell.tagShift) & PackedCell.countMask)
                shown = true
            } else if glyph & continuation != 0 {
                if !shown {  // its lead was replaced: keep the column
                    cursor.pointee = Renderer.space
                    cursor += 1
                }
                shown = false
            } else {
                break
            }
            x &+= 1
        }
        return (x, cursor)
    }

    /// The canvas as one string, as `render(_:into:)` would write it.
    public func renderString(_ canvas: Canvas) -> String {
        var bytes: [UInt8] = []
        render(canvas, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")
    private static let replacement = UInt8(ascii: "?")

    /// How many output bytes are written on the stack before the writer moves to the heap.
    private static let stackOutput = 1024

    /// True for a blank cell that would look the same left out (or for a stray continuation).
    @inline(__always)
    private func isInvisible(_ cell: PackedCell) -> Bool {
        if cell.isContinuation { return true }
        guard cell.glyph == PackedCell.blankGlyph else { return false }
        return depth == .none || !cell.style.showsBlank
    }
}
