/// A small VT100/xterm screen: enough of the escape sequences libedit (TERM=xterm) and
/// tileshell send to know what a user would see. Rows that scroll off the top are kept, so a
/// row's absolute index (`top + y`) stays valid as output scrolls.
struct Screen {
    private(set) var columns: Int
    private(set) var rows: Int
    /// Every row ever shown; the visible screen is `lines[top..<top + rows]`.
    private(set) var lines: [[String]]
    private(set) var top = 0
    /// The cursor on the visible screen; `x == columns` is xterm's pending wrap.
    private(set) var x = 0
    private(set) var y = 0
    /// Bells rung so far.
    private(set) var bells = 0
    private var insertMode = false
    private var saved = (x: 0, y: 0)
    private var state = ParseState.ground
    private var utf8: [UInt8] = []

    private enum ParseState: Equatable {
        case ground, escape, escapeIntermediate
        case csi(String)
        case osc
        case oscEscape
    }

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: Self.blankRow(columns), count: rows)
    }

    // MARK: Reading the screen

    /// The cursor's row, counted from the first row ever shown.
    var cursorRow: Int { top + y }

    /// A row's text without trailing blanks ("" outside the buffer).
    func text(ofRow row: Int) -> String {
        guard lines.indices.contains(row) else { return "" }
        var s = lines[row].joined()
        while s.last == " " { s.removeLast() }
        return s
    }

    /// The visible rows' text.
    var visibleText: [String] { (top..<top + rows).map { text(ofRow: $0) } }

    /// Every row's text, scrolled-off ones included.
    var allText: [String] { lines.indices.map { text(ofRow: $0) } }

    /// The text of the cursor's row.
    var cursorLine: String { text(ofRow: cursorRow) }

    /// The cursor's column counted in cells.
    var cursorColumn: Int { min(x, columns) }

    /// The visible screen, for failure messages.
    var dump: String {
        visibleText.enumerated().map { i, t in (i == y ? ">" : " ") + "|" + t }.joined(separator: "\n")
            + "\ncursor: (\(x), \(y))"
    }

    // MARK: Feeding bytes

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground: ground(byte)
        case .escape: escape(byte)
        case .escapeIntermediate: state = .ground
        case .csi(let parameters):
            if (0x40...0x7E).contains(byte) {
                state = .ground
                csi(parameters, final: byte)
            } else {
                state = .csi(parameters + String(UnicodeScalar(byte)))
            }
        case .osc:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .oscEscape }
        case .oscEscape: state = byte == UInt8(ascii: "\\") ? .ground : .osc
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if !utf8.isEmpty || byte >= 0x80 {
            utf8.append(byte)
            let need = Self.sequenceLength(utf8[0])
            if utf8.count < need { return }
            let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars
            utf8 = []
            for scalar in scalars { put(scalar) }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D: x = 0
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: x = max(0, min(x, columns - 1) - 1)
        case 0x09: x = min(columns - 1, (x / 8 + 1) * 8)
        case 0x07: bells += 1
        case 0x20...0x7E: put(UnicodeScalar(byte))
        default: break
        }
    }

    private mutating func escape(_ byte: UInt8) {
        state = .ground
        switch byte {
        case UInt8(ascii: "["): state = .csi("")
        case UInt8(ascii: "]"): state = .osc
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"): state = .escapeIntermediate
        case UInt8(ascii: "7"): saved = (x, y)
        case UInt8(ascii: "8"): (x, y) = saved
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            x = 0
            lineFeed()
        case UInt8(ascii: "M"):
            if y > 0 { y -= 1 } else { insertLines(1) }
        default: break
        }
    }

    private mutating func csi(_ raw: String, final: UInt8) {
        let isPrivate = raw.hasPrefix("?") || raw.hasPrefix(">")
        let numbers = raw.drop { $0 == "?" || $0 == ">" }.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0) ?? 0
        }
        func arg(_ i: Int, _ fallback: Int = 1) -> Int {
            i < numbers.count && numbers[i] != 0 ? numbers[i] : fallback
        }
        let col = min(x, columns - 1)
        switch UnicodeScalar(final) {
        case "A": y = max(0, y - arg(0))
        case "B": y = min(rows - 1, y + arg(0))
        case "C": x = min(columns - 1, col + arg(0))
        case "D": x = max(0, col - arg(0))
        case "E": (x, y) = (0, min(rows - 1, y + arg(0)))
        case "F": (x, y) = (0, max(0, y - arg(0)))
        case "G": x = min(columns - 1, arg(0) - 1)
        case "d": y = min(rows - 1, arg(0) - 1)
        case "H", "f": (y, x) = (min(rows - 1, arg(0) - 1), min(columns - 1, arg(1) - 1))
        case "J": eraseDisplay(numbers.first ?? 0)
        case "K": eraseLine(numbers.first ?? 0)
        case "P": deleteCharacters(arg(0))
        case "@": insertBlanks(arg(0))
        case "X": for i in col..<min(columns, col + arg(0)) { setCell(i, " ") }
        case "L": insertLines(arg(0))
        case "M": deleteLines(arg(0))
        case "h": if !isPrivate && numbers.contains(4) { insertMode = true }
        case "l": if !isPrivate && numbers.contains(4) { insertMode = false }
        default: break
        }
    }

    // MARK: Cells

    private static func blankRow(_ columns: Int) -> [String] { Array(repeating: " ", count: columns) }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    private mutating func put(_ scalar: UnicodeScalar) {
        let width = CellWidth.of(scalar)
        if width == 0 {
            // A combining mark joins the cell before the cursor.
            let col = max(0, min(x, columns) - 1)
            lines[top + y][col] += String(scalar)
            return
        }
        if x + width > columns {
            x = 0
            lineFeed()
        }
        if insertMode { insertBlanks(width) }
        let row = top + y
        breakWideCharacter(at: x)
        if width == 2 { breakWideCharacter(at: x + 1) }
        lines[row][x] = String(scalar)
        if width == 2 { lines[row][x + 1] = "" }
        x += width
    }

    /// Writes one narrow cell (erasing), keeping wide characters whole.
    private mutating func setCell(_ column: Int, _ text: String) {
        guard column >= 0 && column < columns else { return }
        breakWideCharacter(at: column)
        lines[top + y][column] = text
    }

    /// Before a cell is overwritten: the other half of a wide character there becomes a blank.
    private mutating func breakWideCharacter(at column: Int) {
        let row = top + y
        guard column >= 0 && column < columns else { return }
        if lines[row][column] == "" && column > 0 { lines[row][column - 1] = " " }
        if column + 1 < columns && lines[row][column + 1] == "" { lines[row][column + 1] = " " }
    }

    private mutating func lineFeed() {
        if y < rows - 1 {
            y += 1
        } else {
            top += 1
            if top + rows > lines.count { lines.append(Self.blankRow(columns)) }
        }
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseLine(0)
            for row in (top + y + 1)..<(top + rows) { lines[row] = Self.blankRow(columns) }
        case 1:
            eraseLine(1)
            for row in top..<(top + y) { lines[row] = Self.blankRow(columns) }
        default:
            for row in top..<(top + rows) { lines[row] = Self.blankRow(columns) }
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        let col = min(x, columns - 1)
        let range =
            switch mode {
            case 0: col..<columns
            case 1: 0..<(col + 1)
            default: 0..<columns
            }
        for i in range { lines[top + y][i] = " " }
    }

    private mutating func deleteCharacters(_ n: Int) {
        let col = min(x, columns - 1)
        var row = lines[top + y]
        row.removeSubrange(col..<min(columns, col + n))
        row += Array(repeating: " ", count: columns - row.count)
        lines[top + y] = row
    }

    private mutating func insertBlanks(_ n: Int) {
        let col = min(x, columns - 1)
        var row = lines[top + y]
        row.insert(contentsOf: Array(repeating: " ", count: n), at: col)
        lines[top + y] = Array(row.prefix(columns))
    }

    private mutating func insertLines(_ n: Int) {
        for _ in 0..<min(n, rows - y) {
            lines.remove(at: top + rows - 1)
            lines.insert(Self.blankRow(columns), at: top + y)
        }
    }

    private mutating func deleteLines(_ n: Int) {
        for _ in 0..<min(n, rows - y) {
            lines.remove(at: top + y)
            lines.insert(Self.blankRow(columns), at: top + rows - 1)
        }
    }

    // MARK: Resizing

    /// A new window size, as xterm does it: rows are cut or padded, nothing reflows.
    mutating func resize(columns newColumns: Int, rows newRows: Int) {
        lines = lines.map { row in
            row.count >= newColumns
                ? Array(row.prefix(newColumns)) : row + Array(repeating: " ", count: newColumns - row.count)
        }
        columns = newColumns
        if newRows < rows {
            // Keep the cursor on screen: drop rows from the top into the scrollback.
            let shift = max(0, y - (newRows - 1))
            top += shift
            y -= shift
        }
        rows = newRows
        if lines.count > top + rows { lines.removeLast(lines.count - top - rows) }
        while top + rows > lines.count { lines.append(Self.blankRow(columns)) }
        x = min(x, columns)
    }
}
