/// A rectangle of cells that views draw into. Drawing outside is clipped, never a trap.
///
/// `var c = Canvas(width: 4, height: 1); c.put("漢字!", x: 0, y: 0)` fills the row with 漢 and 字 (two
/// cells each); the `!` is clipped.
///
/// Invariant: a continuation cell always follows the wide grapheme it belongs to. Overwriting either
/// half of a wide grapheme blanks the other half (keeping its style), so no half-character is drawn.
public struct Canvas: Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row (`y * width + x`).
    public private(set) var cells: [Cell]

    /// A canvas of `width` × `height` copies of `fill` (negative sizes count as zero).
    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// The cell at (x, y); reads outside give a blank, writes outside are ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y &* width &+ x] : Cell() }
        set {
            guard contains(x, y) else { return }
            let index = y &* width &+ x
            // Keep wide graphemes whole: a lead losing its continuation, or a continuation
            // losing its lead, becomes a blank.
            if !newValue.isContinuation && cells[index].isContinuation && x > 0 { blank(index - 1) }
            if x + 1 < width && cells[index + 1].isContinuation { blank(index + 1) }
            cells[index] = newValue
        }
    }

    /// Fills a rectangle with a style's background (keeping nothing of what was there).
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, style: Style) {
        let (left, right) = (max(0, x), min(width, x.addingClamped(w)))
        let (top, bottom) = (max(0, y), min(height, y.addingClamped(h)))
        guard left < right, top < bottom else { return }
        let blank = Cell(" ", style: style)
        for row in top..<bottom {
            for column in left..<right { self[column, row] = blank }
        }
    }

    /// Writes text from (x, y) in one style, made visible (no control characters reach the
    /// terminal) and clipped at the canvas edge. Returns the number of columns used.
    ///
    /// A wide grapheme that would cross the right edge is not written, and writing stops there.
    /// One that crosses the left edge leaves a blank in column 0. Zero-width graphemes are dropped.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
        guard x < width else { return 0 }
        let rowVisible = y >= 0 && y < height
        var column = x
        if Self.isSimple(text) {
            // NB: one grapheme, one column and nothing to escape per scalar: no `Character` is
            // formed (grapheme breaking was most of the cost of drawing a tile).
            for scalar in text.unicodeScalars {
                if column + 1 > width { break }
                if rowVisible && column >= 0 { self[column, y] = Cell(Self.simpleText(scalar), style: style) }
                column += 1
            }
            return column - x
        }
        for character in Sanitizer.visible(text) {
            let columns = TextWidth.of(character)
            if columns == 0 { continue }
            if column + columns > width { break }
            if rowVisible && column + columns > 0 {
                if column < 0 {
                    self[0, y] = Cell(" ", style: style)
                } else {
                    self[column, y] = Cell(String(character), style: style)
                    if columns == 2 { self[column + 1, y] = Cell("", style: style, isContinuation: true) }
                }
            }
            column += columns
        }
        return column - x
    }

    /// True when `text` is only printable ASCII, box drawing and block elements (U+2500–U+259F):
    /// scalars that are each a grapheme of their own, one column wide, and safe to show as they are.
    static func isSimple(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isSimple) ?? Array(text.utf8).withUnsafeBufferPointer(isSimple)
    }

    /// The text of a one-scalar cell for a scalar `isSimple` accepts, made once.
    /// NB: making a `String` of a scalar for every cell was a tenth of drawing a tile.
    @inline(__always)
    static func simpleText(_ scalar: Unicode.Scalar) -> String {
        let value = Int(scalar.value)
        return value < 0x7F ? simpleTexts[value - 0x20] : simpleTexts[value - 0x2500 + 0x5F]
    }

    /// Printable ASCII (U+0020–U+007E, 0x5F of them), then U+2500–U+259F.
    private static let simpleTexts: [String] = (Array(0x20...0x7E) + Array(0x2500...0x259F)).compactMap {
        Unicode.Scalar(UInt32($0)).map { String(Character($0)) }
    }

    /// `isSimple` over UTF-8 bytes: U+2500–U+259F is E2 94 80 … E2 96 9F.
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x20 && b < 0x7F {
                i += 1
                continue
            }
            guard b == 0xE2, i + 2 < bytes.count else { return false }
            let (b1, b2) = (bytes[i + 1], bytes[i + 2])
            guard b1 == 0x94 || b1 == 0x95 || (b1 == 0x96 && b2 <= 0x9F) else { return false }
            i += 3
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
        for row in top..<bottom {
            let source = row * other.width
            for column in left..<right {
                var cell = other.cells[source + column]
                let target = x + column
                let isCutLead =
                    !cell.isContinuation && column + 1 < other.width && other.cells[source + column + 1].isContinuation
                    && target + 1 >= width
                let isCutContinuation = cell.isContinuation && target == 0
                if isCutLead || isCutContinuation { cell = Cell(" ", style: cell.style) }
                self[target, y + row] = cell
            }
        }
    }

    /// Adds rows at the bottom (used by stacks that grow as they go).
    public mutating func appendRows(_ count: Int, fill: Cell = Cell()) {
        guard count > 0 else { return }
        cells.append(contentsOf: repeatElement(fill, count: count * width))
        height += count
    }

    @inline(__always)
    private func contains(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Turns the cell at `index` into a blank that keeps its style.
    private mutating func blank(_ index: Int) {
        cells[index] = Cell(" ", style: cells[index].style)
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
