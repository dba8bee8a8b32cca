/// The text of one Swift file and the path it is reported under; lines and columns are computed
/// only when a message needs them.
///
///     let file = SourceFile(path: "Lesson.swift", text: "import SwiftUI\n")
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// The UTF-8 bytes the lexer reads; every `SourceRange` is an offset into them.
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
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

    /// The source text a range covers (empty when the range falls outside the file).
    public func text(of range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
