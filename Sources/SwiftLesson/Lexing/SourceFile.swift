/// The text of one Swift file and the path it is reported under; lines and columns are computed
/// only when a message needs them.
///
///     let file = SourceFile(path: "Lesson.swift", text: "import SwiftUI\n")
public struct SourceFile: Sendable {
    public let path: String
    /// The file's text as Swift reads it: a leading byte order mark dropped, and each line end
    /// (`\r\n`, a lone `\r` of an old Mac file, `\n`) written `\n`.
    public let text: String
    /// The UTF-8 bytes of `text`, which the lexer reads; every `SourceRange` is an offset into them.
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        var bytes = Array(text.utf8)
        // NB: made here, once, so that the lexer, the line table and whoever reads `text` see one
        // line end (a multi-line string's are `\n` in Swift too); columns on the first line count
        // from after the mark, as swiftc's do.
        let marked = bytes.starts(with: Self.byteOrderMark)
        if marked || bytes.contains(UInt8(ascii: "\r")) {
            bytes = Self.withLineFeeds(bytes, from: marked ? Self.byteOrderMark.count : 0)
            self.text = String(decoding: bytes, as: UTF8.self)
        } else {
            self.text = text
        }
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` from `start` with each `\r\n` and each lone `\r` made one `\n`.
    static func withLineFeeds(_ bytes: [UInt8], from start: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r") {
                out.append(UInt8(ascii: "\n"))
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            } else {
                out.append(byte)
            }
        }
        return out
    }

    /// `Order.swift:16:33`: where an offset is, as a message names a place.
    public func place(of offset: Int) -> String {
        let l = location(of: offset)
        return "\(path):\(l.line):\(l.column)"
    }

    /// The 1-based line and byte column of an offset (clamped to the file).
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The 0-based UTF-8 offsets of the line holding `offset` (clamped to the file): from its
    /// first byte up to its line end, which is not included.
    public func lineBounds(containing offset: Int) -> Range<Int> {
        let line = location(of: offset).line
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return start..<max(start, end)
    }

    /// The source text a range covers (empty when the range falls outside the file).
    public func text(of range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
