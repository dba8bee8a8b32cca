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
        let width = canvas.width
        let colored = depth != .none
        var cache = StyleCache(depth: depth)
        var writer = ByteWriter(capacity: 2 * canvas.cells.count + canvas.height)
        defer { writer.release() }
        canvas.cells.withUnsafeBufferPointer { cells in
            // NB: fields are read through a pointer; copying whole cells out of the buffer costs a
            // store-forwarding stall per cell and made rendering twice as slow.
            let first = cells.baseAddress
            for y in 0..<canvas.height {
                guard let row = first.map({ $0 + y * width }) else {
                    writer.append(Self.newline)
                    continue
                }
                var end = width
                while end > 0 && isInvisible(row + end - 1) { end -= 1 }
                var currentStyle = Style.plain
                var currentID = StyleCache.plainID
                var leadShown = false
                for cell in row..<(row + end) {
                    if cell.pointee.isContinuation {
                        if !leadShown { writer.append(Self.space) }  // its lead was replaced: keep the column
                        leadShown = false
                        continue
                    }
                    if colored && cell.pointee.style != currentStyle {
                        currentStyle = cell.pointee.style
                        let id = cache.id(for: currentStyle)
                        if id != currentID {
                            cache.write(id, fromPlain: currentID == StyleCache.plainID, to: &writer)
                            currentID = id
                        }
                    }
                    leadShown =
                        cell.pointee.text.utf8.withContiguousStorageIfAvailable { write($0, to: &writer) }
                        ?? Array(cell.pointee.text.utf8).withUnsafeBufferPointer { write($0, to: &writer) }
                }
                if currentID != StyleCache.plainID { cache.write(StyleCache.plainID, fromPlain: false, to: &writer) }
                writer.append(Self.newline)
            }
        }
        writer.copy(to: &out)
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

    /// True for a blank cell that would look the same left out (or for a stray continuation).
    @inline(__always)
    private func isInvisible(_ cell: UnsafePointer<Cell>) -> Bool {
        if cell.pointee.isContinuation { return true }
        let utf8 = cell.pointee.text.utf8
        guard utf8.count == 1 && utf8.first == Self.space else { return false }
        if depth == .none { return true }
        let style = cell.pointee.style
        return style.background == nil && !style.inverse && !style.underline
    }

    /// Writes a cell's text; returns false when it had to be replaced (empty or unsafe).
    @inline(__always)
    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) -> Bool {
        if bytes.isEmpty {
            writer.append(Self.space)
            return false
        }
        guard Sanitizer.isClean(bytes) else {
            writer.append(Self.replacement)
            return false
        }
        writer.append(bytes)
        return true
    }
}
