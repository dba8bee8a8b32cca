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
        out.reserveCapacity(out.count + canvas.cells.count + canvas.height)
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in 0..<canvas.height {
                let row = y * width
                var end = width
                while end > 0 && isInvisible(cells, row + end - 1) { end -= 1 }
                var currentStyle = Style.plain
                var currentID = StyleCache.plainID
                var leadShown = false
                for index in row..<(row + end) {
                    // NB: fields are read in place; copying whole cells costs a third of the time.
                    if cells[index].isContinuation {
                        if !leadShown { out.append(Self.space) }  // its lead was replaced: keep the column
                        leadShown = false
                        continue
                    }
                    if colored && cells[index].style != currentStyle {
                        currentStyle = cells[index].style
                        let id = cache.id(for: currentStyle)
                        if id != currentID {
                            SGR.append(
                                switchingTo: cache.parameters[id], fromPlain: currentID == StyleCache.plainID,
                                to: &out)
                            currentID = id
                        }
                    }
                    leadShown = append(cells[index].text, to: &out)
                }
                if currentID != StyleCache.plainID { out.append(contentsOf: SGR.reset) }
                out.append(Self.newline)
            }
        }
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
    private func isInvisible(_ cells: UnsafeBufferPointer<Cell>, _ index: Int) -> Bool {
        if cells[index].isContinuation { return true }
        guard cells[index].text == " " else { return false }
        if depth == .none { return true }
        let style = cells[index].style
        return style.background == nil && !style.inverse && !style.underline
    }

    /// Appends a cell's text; returns false when it had to be replaced (empty or unsafe).
    /// NB: through the contiguous bytes: appending a `String.UTF8View` is three times slower.
    @inline(__always)
    private func append(_ text: String, to out: inout [UInt8]) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { append($0, to: &out) }
            ?? Array(text.utf8).withUnsafeBufferPointer { append($0, to: &out) }
    }

    @inline(__always)
    private func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        if bytes.isEmpty {
            out.append(Self.space)
            return false
        }
        guard Sanitizer.isClean(bytes) else {
            out.append(Self.replacement)
            return false
        }
        out.append(contentsOf: bytes)
        return true
    }
}

/// The SGR parameters of each distinct style met during one render, computed once.
private struct StyleCache {
    /// The id of every style that needs no SGR parameters.
    static let plainID = 0

    let depth: ColorDepth
    /// Parameter bytes by id; distinct styles that render alike share an id.
    private(set) var parameters: [[UInt8]] = [[]]
    private var styles: [Style] = []
    private var ids: [Int] = []
    private var index: [Style: Int] = [:]

    init(depth: ColorDepth) { self.depth = depth }

    /// The id of `style`'s SGR parameters.
    /// NB: a linear search while there are few styles (the usual case), a dictionary past that.
    mutating func id(for style: Style) -> Int {
        if styles.count <= 16 {
            for (position, known) in styles.enumerated() where known == style { return ids[position] }
        } else if let id = index[style] {
            return id
        }
        let bytes = SGR.parameters(for: style, depth: depth)
        // Styles that render alike (two reds that are both SGR 91) share an id, so no SGR is written
        // between them; past a few dozen the search is skipped to stay linear.
        let id = (parameters.count <= 32 ? parameters.firstIndex(of: bytes) : nil) ?? parameters.count
        if id == parameters.count { parameters.append(bytes) }
        styles.append(style)
        ids.append(id)
        if styles.count > 16 {
            if index.isEmpty { for (known, knownID) in zip(styles, ids) { index[known] = knownID } }
            index[style] = id
        }
        return id
    }
}
