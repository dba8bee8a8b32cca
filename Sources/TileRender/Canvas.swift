import TileText

/// A rectangle of cells that views draw into. Drawing outside is clipped, never a trap.
///
/// `var c = Canvas(width: 4, height: 1); c.put("漢字!", x: 0, y: 0)` fills the row with 漢 and 字 (two
/// cells each); the `!` is clipped.
///
/// Invariant: a continuation cell always follows the wide grapheme it belongs to. Overwriting either
/// half of a wide grapheme blanks the other half (keeping its style), so no half-character is drawn.
///
/// NB: cells are stored packed (`PackedCell`: the grapheme's bytes inline, no `String`), and runs of
/// cells (a `put` of simple text, a `fill`, a `draw`) are written through a pointer with the
/// wide-grapheme rule applied once at each end of the run, which is what writing the run cell by
/// cell through the subscript leaves (inside a run each cell's neighbour is overwritten next).
public struct Canvas: Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row (`y * width + x`).
    var storage: CellStorage
    /// The texts of graphemes longer than 7 bytes of UTF-8, which cells refer to by index.
    var extras: [String] = []

    /// The cells, row by row (`y * width + x`).
    public var cells: Cells { Cells(storage: storage, extras: extras) }

    /// A canvas of `width` × `height` copies of `fill` (negative sizes count as zero).
    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(0, width)
        self.height = max(0, height)
        let packed = PackedCell(fill, extras: &extras)
        self.storage = CellStorage(repeating: packed, count: self.width * self.height)
    }

    /// The cell at (x, y); reads outside give a blank, writes outside are ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? storage[y &* width &+ x].cell(extras) : Cell() }
        set {
            guard contains(x, y) else { return }
            let packed = PackedCell(newValue, extras: &extras)
            let index = y &* width &+ x
            storage.withUnsafeMutableBufferPointer { cells in
                // Keep wide graphemes whole: a lead losing its continuation, or a continuation
                // losing its lead, becomes a blank.
                Self.prepareRun(
                    cells, row: index - x, from: x, to: x + 1, width: width, leadIsContinuation: packed.isContinuation)
                cells[index] = packed
            }
        }
    }

    /// True when the cell at (x, y) shows a grapheme: it is not a continuation, and its text is
    /// neither empty nor a space. False outside the canvas.
    /// NB: asks the packed cell; reading `self[x, y].text` makes and compares a `String`.
    public func showsText(x: Int, y: Int) -> Bool {
        guard contains(x, y) else { return false }
        let cell = storage[y &* width &+ x]
        if cell.isContinuation { return false }
        if cell.isLong { return true }
        let count = cell.tag & PackedCell.countMask
        return count > 1 || (count == 1 && cell.glyph & 0xFF != 0x20)
    }

    /// Fills a rectangle with a style's background (keeping nothing of what was there).
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, style: Style) {
        fill(x: x, y: y, width: w, height: h, cell: .blank(style))
    }

    /// Fills a rectangle with copies of `text` in `style`: for each of its rows, what
    /// `put(text, repeated: width, x: x, y: row, style: style)` does.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with text: String, style: Style) {
        guard let glyph = Self.simpleGlyph(text) else {
            let (top, bottom) = (max(0, y), min(height, y.addingClamped(h)))
            guard w > 0, top < bottom, x < width else { return }
            for row in top..<bottom { put(text, repeated: w, x: x, y: row, style: style) }
            return
        }
        fill(x: x, y: y, width: w, height: h, cell: PackedCell(glyph: glyph, style: style))
    }

    /// Writes one packed cell (a one-column glyph) over a rectangle, clipped, one run per row.
    private mutating func fill(x: Int, y: Int, width w: Int, height h: Int, cell: PackedCell) {
        let (left, right) = (max(0, x), min(width, x.addingClamped(w)))
        let (top, bottom) = (max(0, y), min(height, y.addingClamped(h)))
        guard left < right, top < bottom else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { cells in
            for row in top..<bottom {
                let start = row &* width
                Self.prepareRun(cells, row: start, from: left, to: right, width: width, leadIsContinuation: false)
                for index in (start &+ left)..<(start &+ right) { cells[index] = cell }
            }
        }
    }

    /// The glyph of `text` when it is one simple scalar (see `isSimple`), else nil.
    private static func simpleGlyph(_ text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= 3, simpleScalarLength(bytes, at: 0) == bytes.count else { return nil }
            return PackedCell.inline(bytes)
        }
    }

    /// Writes text from (x, y) in one style, made visible (no control characters reach the
    /// terminal) and clipped at the canvas edge. Returns the number of columns used.
    ///
    /// A wide grapheme that would cross the right edge is not written, and writing stops there.
    /// One that crosses the left edge leaves a blank in column 0. Zero-width graphemes are dropped,
    /// but for bidi marks, which go into the cell of the grapheme after them.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
        guard x < width else { return 0 }
        var text = text
        if let columns = text.withUTF8({ putSimple($0, x: x, y: y, style: style) }) { return columns }
        let rowVisible = y >= 0 && y < height
        var column = x
        // NB: bidi marks (U+200E, U+200F, U+061C) are zero-width but kept, written with the grapheme
        // after them: Foundation puts them in right-to-left prices, and they cannot reorder text.
        var marks = ""
        for character in Sanitizer.visible(text) {
            let columns = TextWidth.of(character)
            if columns == 0 {
                if Escaper.isBidiMark(character) { marks.append(character) }
                continue
            }
            if column + columns > width { break }
            if rowVisible && column + columns > 0 {
                if column < 0 {
                    set(.blank(style), x: 0, y: y)
                } else {
                    set(
                        PackedCell(
                            text: marks + String(character), style: style, isContinuation: false, extras: &extras),
                        x: column, y: y)
                    if columns == 2 {
                        set(
                            PackedCell(glyph: PackedCell.continuationFlag << PackedCell.tagShift, style: style),
                            x: column + 1, y: y)
                    }
                }
            }
            marks = ""
            column += columns
        }
        return column - x
    }

    /// `put(String(repeating: unit, count: count), x:, y:, style:)` without building the string.
    @discardableResult
    public mutating func put(_ unit: String, repeated count: Int, x: Int, y: Int, style: Style = .plain) -> Int {
        guard count > 0, x < width else { return 0 }
        guard let glyph = Self.simpleGlyph(unit) else {
            return put(String(repeating: unit, count: count), x: x, y: y, style: style)
        }
        // One simple scalar: each copy is a grapheme of its own, one column wide.
        let end = min(width, x.addingClamped(count))
        let start = max(0, x)
        if y >= 0 && y < height && start < end {
            let cell = PackedCell(glyph: glyph, style: style)
            let width = self.width
            storage.withUnsafeMutableBufferPointer { cells in
                let row = y &* width
                Self.prepareRun(cells, row: row, from: start, to: end, width: width, leadIsContinuation: false)
                for index in (row &+ start)..<(row &+ end) { cells[index] = cell }
            }
        }
        return end - x
    }

    /// The fast path of `put` for text whose visible part is simple (see `isSimple`): each scalar
    /// is a grapheme and a column of its own, so it is written straight into its cell. Returns nil,
    /// having written nothing, when the general path is needed.
    ///
    /// NB: only the scalars up to the right edge, and the one after (which could otherwise join the
    /// last visible one in a grapheme), need to be simple: the rest is clipped either way.
    private mutating func putSimple(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style) -> Int? {
        let room = width.subtractingClamped(x)
        var offset = 0
        var columns = 0
        while offset < bytes.count {
            let length = Self.simpleScalarLength(bytes, at: offset)
            guard length > 0 else { return nil }
            if columns == room { break }
            offset &+= length
            columns &+= 1
        }
        let end = x &+ columns
        let start = max(0, x)
        guard y >= 0 && y < height && start < end else { return columns }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { cells in
            let row = y &* width
            Self.prepareRun(cells, row: row, from: start, to: end, width: width, leadIsContinuation: false)
            var offset = 0
            var column = x
            while column < end {
                let byte = bytes[offset]
                let glyph: UInt64
                if byte < 0x80 {
                    glyph = PackedCell.simpleGlyph(UInt64(byte), count: 1)
                    offset &+= 1
                } else {
                    let value = UInt64(byte) | UInt64(bytes[offset &+ 1]) << 8 | UInt64(bytes[offset &+ 2]) << 16
                    glyph = PackedCell.simpleGlyph(value, count: 3)
                    offset &+= 3
                }
                if column >= 0 { cells[row &+ column] = PackedCell(glyph: glyph, style: style) }
                column &+= 1
            }
        }
        return columns
    }

    /// The UTF-8 length of the simple scalar at `offset` (1 or 3), or 0 when it is not simple.
    @inline(__always)
    static func simpleScalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let b = bytes[offset]
        if b >= 0x20 && b < 0x7F { return 1 }
        guard b == 0xE2, offset &+ 2 < bytes.count else { return 0 }
        let (b1, b2) = (bytes[offset &+ 1], bytes[offset &+ 2])
        guard b1 == 0x94 || b1 == 0x95 || (b1 == 0x96 && b2 <= 0x9F) else { return 0 }
        return 3
    }

    /// True when `text` is only printable ASCII, box drawing and block elements (U+2500–U+259F):
    /// scalars that are each a grapheme of their own, one column wide, and safe to show as they are.
    static func isSimple(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isSimple)
    }

    /// `isSimple` over UTF-8 bytes: U+2500–U+259F is E2 94 80 … E2 96 9F.
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let length = simpleScalarLength(bytes, at: offset)
            guard length > 0 else { return false }
            offset &+= length
        }
        return true
    }

    /// Copies another canvas onto this one with its top-left corner at (x, y).
    ///
    /// A wide grapheme cut by this canvas's edge is drawn as a blank in the half that shows.
    public mutating func draw(_ other: Canvas, x: Int, y: Int) {
        let (left, right) = (max(0, 0.subtractingClamped(x)), min(other.width, width.subtractingClamped(x)))
        let (top, bottom) = (max(0, 0.subtractingClamped(y)), min(other.height, height.subtractingClamped(y)))
        guard left < right, top < bottom else { return }
        let width = self.width
        let otherWidth = other.width
        var extras = self.extras
        self.extras = []
        defer { self.extras = extras }
        storage.withUnsafeMutableBufferPointer { cells in
            other.storage.withUnsafeBufferPointer { source in
                for row in top..<bottom {
                    let from = row &* otherWidth
                    let rowStart = (y &+ row) &* width
                    var first = true
                    for column in left..<right {
                        var cell = source[from &+ column]
                        let target = x &+ column
                        let isCutLead =
                            !cell.isContinuation && column &+ 1 < otherWidth
                            && source[from &+ column &+ 1].isContinuation
                            && target &+ 1 >= width
                        let isCutContinuation = cell.isContinuation && target == 0
                        if isCutLead || isCutContinuation {
                            cell = .blank(cell.style)
                        } else if cell.isLong {
                            let text = cell.text(other.extras)
                            cell = PackedCell(
                                text: text, style: cell.style, isContinuation: cell.isContinuation, extras: &extras)
                        }
                        if first {
                            Self.prepareRun(
                                cells, row: rowStart, from: target, to: x &+ right, width: width,
                                leadIsContinuation: cell.isContinuation)
                            first = false
                        }
                        cells[rowStart &+ target] = cell
                    }
                }
            }
        }
    }

    @inline(__always)
    private func contains(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Sets one packed cell, keeping wide graphemes whole (as the subscript does).
    private mutating func set(_ cell: PackedCell, x: Int, y: Int) {
        guard contains(x, y) else { return }
        let width = self.width
        storage.withUnsafeMutableBufferPointer { cells in
            Self.prepareRun(
                cells, row: y &* width, from: x, to: x &+ 1, width: width, leadIsContinuation: cell.isContinuation)
            cells[y &* width &+ x] = cell
        }
    }

    /// Before cells `from..<to` of the row starting at `row` are overwritten (the first of them with
    /// a continuation when `leadIsContinuation`): a wide grapheme whose lead is left of the run and
    /// whose continuation is in it, or whose lead is the run's last cell and continuation right of
    /// it, becomes a blank that keeps its style.
    @inline(__always)
    private static func prepareRun(
        _ cells: UnsafeMutableBufferPointer<PackedCell>, row: Int, from: Int, to: Int, width: Int,
        leadIsContinuation: Bool
    ) {
        if !leadIsContinuation && from > 0 && cells[row &+ from].isContinuation {
            cells[row &+ from &- 1] = .blank(cells[row &+ from &- 1].style)
        }
        if to < width && cells[row &+ to].isContinuation {
            cells[row &+ to] = .blank(cells[row &+ to].style)
        }
    }
}

extension Canvas {
    /// A canvas's cells as `Cell` values, row by row (`y * width + x`).
    public struct Cells: RandomAccessCollection, Sendable {
        let storage: CellStorage
        let extras: [String]

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.count }

        /// The cell at `index`; a blank outside `indices` (never a trap).
        public subscript(index: Int) -> Cell { indices.contains(index) ? storage[index].cell(extras) : Cell() }

        /// What a reader of every cell needs of the cell at `index`, without making its text: for
        /// the picture exporter, where making a `String` for each cell was a third of the work.
        public struct Peek: Sendable {
            /// The text's one Unicode scalar; nil when the text is empty or holds several.
            public var scalar: Unicode.Scalar?
            public var isEmpty: Bool
            public var style: Style
            public var isContinuation: Bool
        }

        /// The cell at `index` as a `Peek`; a blank outside `indices` (never a trap).
        public func peek(_ index: Int) -> Peek {
            guard indices.contains(index) else {
                return Peek(scalar: " ", isEmpty: false, style: .plain, isContinuation: false)
            }
            let packed = storage[index]
            let count = Int(truncatingIfNeeded: packed.tag & PackedCell.countMask)
            let scalar = packed.isLong ? nil : PackedCell.oneScalar(packed.glyph, count: count)
            return Peek(
                scalar: scalar, isEmpty: !packed.isLong && count == 0, style: packed.style,
                isContinuation: packed.isContinuation)
        }
    }
}

extension Int {
    /// `self + other`, saturating instead of trapping on overflow.
    fileprivate func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, saturating instead of trapping on overflow.
    fileprivate func subtractingClamped(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
