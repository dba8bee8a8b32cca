/// A lexical token. Positions are UTF-8 byte offsets into the line; columns for humans are
/// computed only when a diagnostic is made (`SourceLine.location(of:)`).
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A bare word: a name, a case (`apple` or `.apple`), a number or a date.
        case word
        /// A double-quoted string; `text` holds the decoded value.
        case string
        case colon, comma, equals, question
    }

    public var kind: Kind
    /// The word as written, or the decoded string value.
    public var text: String
    /// Byte range in the line's UTF-8, including quotes for strings.
    public var start: Int {
        get { Int(startOffset) }
        set { startOffset = Int32(clamping: newValue) }
    }
    public var end: Int {
        get { Int(endOffset) }
        set { endOffset = Int32(clamping: newValue) }
    }

    /// NB: 32-bit offsets (a line is at most `Lexer.maxLineBytes`, 1 MiB): a token takes 32 bytes
    /// instead of 40, and commands, which hold several, are copied on every step.
    private var startOffset: Int32
    private var endOffset: Int32

    public init(_ kind: Kind, _ text: String, start: Int, end: Int) {
        self.kind = kind
        self.text = text
        self.startOffset = Int32(clamping: start)
        self.endOffset = Int32(clamping: end)
    }

    /// The text with a leading `.` of the case shorthand removed.
    public var caseName: Substring {
        text.hasPrefix(".") ? text.dropFirst() : Substring(text)
    }
}

extension SourceLine {
    /// Converts a byte span to a 1-based character column and length for diagnostics.
    public func location(start: Int, end: Int) -> SourceLocation {
        let utf8 = text.utf8
        let s = utf8.index(utf8.startIndex, offsetBy: min(max(0, start), utf8.count))
        let e = utf8.index(utf8.startIndex, offsetBy: min(max(start, end), utf8.count))
        let column = text[..<s].count + 1
        let length = max(1, text[s..<e].count)
        return SourceLocation(source: source, line: lineNumber, column: column, length: length)
    }

    public func location(of token: Token) -> SourceLocation {
        location(start: token.start, end: token.end)
    }

    /// Makes an error diagnostic pointing at a byte span of this line.
    public func error(_ message: String, start: Int, end: Int, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, at: location(start: start, end: end), sourceText: text, message, notes: notes)
    }

    public func error(_ message: String, at token: Token, notes: [String] = []) -> Diagnostic {
        error(message, start: token.start, end: token.end, notes: notes)
    }

    /// Makes an error diagnostic of `kind` pointing at a byte span of this line.
    public func error(_ kind: DiagnosticKind, start: Int, end: Int, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, at: location(start: start, end: end), sourceText: text, kind, notes: notes)
    }

    public func error(_ kind: DiagnosticKind, at token: Token, notes: [String] = []) -> Diagnostic {
        error(kind, start: token.start, end: token.end, notes: notes)
    }
}
