import TileRender
import TileText

/// Where a piece of input came from: a source name, a 1-based line, and a span of columns.
///
/// Columns count characters (grapheme clusters), 1-based,
/// as swiftc does, so a caret drawn under them lines up in a terminal (see `Diagnostic`).
public struct SourceLocation: Hashable, Sendable {
    /// The name shown in diagnostics: a file path, `<stdin>` or `<command-line>`.
    public var source: String
    public var line: Int
    /// 1-based character column of the first character.
    public var column: Int
    /// How many characters the span covers (at least 1 for a caret).
    public var length: Int

    public init(source: String, line: Int, column: Int, length: Int = 1) {
        self.source = source
        self.line = line
        self.column = column
        self.length = length
    }
}

/// One line of input together with where it came from. The unit the lexer works on.
public struct SourceLine: Sendable {
    public var source: String
    public var lineNumber: Int
    public var text: String

    public init(source: String, lineNumber: Int, text: String) {
        self.source = source
        self.lineNumber = lineNumber
        self.text = text
    }
}

extension SourceLine {
    /// Splits text into lines at LF and at CRLF, as `LineReader` reads a file; a lone CR stays.
    public static func lines(of text: String) -> [Substring] { TextLines.of(text) }
}
