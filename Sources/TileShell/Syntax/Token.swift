/// A lexical token: a kind and a byte range of its entry's text, and nothing else. What it
/// says is read from the entry when asked (`SourceLine.text(of:)`, `word(of:)`), so lexing a
/// line makes no `String` per token and a command's tokens copy as plain bytes.
/// Positions are UTF-8 byte offsets into the entry; columns for humans are computed only when
/// a diagnostic is made (`SourceLine.location(of:)`).
public struct Token: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// A bare word: a name, a case (`apple` or `.apple`), a number or a date.
        case word
        /// A double-quoted string; `SourceLine.text(of:)` gives its decoded value.
        case string
        case colon, comma, equals, question
    }

    public var kind: Kind
    /// Byte range in the entry's UTF-8, including quotes for strings.
    public var start: Int {
        get { Int(startOffset) }
        set { startOffset = Int32(clamping: newValue) }
    }
    public var end: Int {
        get { Int(endOffset) }
        set { endOffset = Int32(clamping: newValue) }
    }

    /// NB: 32-bit offsets (an entry is at most `Lexer.maxLineBytes`, 1 MiB): a token takes 12
    /// bytes, and commands, which hold several, are copied on every step.
    private var startOffset: Int32
    private var endOffset: Int32

    public init(_ kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.startOffset = Int32(clamping: start)
        self.endOffset = Int32(clamping: end)
    }
}

extension SourceLine {
    /// What `token` says: a word as written, or a string's decoded value.
    public func text(of token: Token) -> String {
        token.kind == .string ? Lexer.decodedString(at: token, in: text) : String(word(of: token))
    }

    /// `text(of:)` without a copy for a word, which is read in place.
    public func name(of token: Token) -> Substring {
        token.kind == .string ? Lexer.decodedString(at: token, in: text)[...] : word(of: token)
    }

    /// `token`'s text as written in the entry, read in place (a string keeps its quotes and
    /// escapes: for words, where the caller has checked the kind).
    public func word(of token: Token) -> Substring {
        let utf8 = text.utf8
        let count = utf8.count
        let s = utf8.index(utf8.startIndex, offsetBy: min(max(0, token.start), count))
        let e = utf8.index(utf8.startIndex, offsetBy: min(max(token.start, token.end), count))
        return text[s..<e]
    }

    /// Calls `body` with `token`'s UTF-8 bytes as written, read in place: how the checker looks a
    /// word up (a string's bytes keep their quotes and escapes).
    @inline(__always)
    public func withUTF8<Result>(of token: Token, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { all in
            let start = min(max(0, token.start), all.count)
            return body(UnsafeBufferPointer(rebasing: all[start..<min(max(start, token.end), all.count)]))
        }
        return inPlace ?? Array(word(of: token).utf8).withUnsafeBufferPointer(body)
    }

    /// The first byte of `token`, or 0 for an empty one.
    public func firstByte(of token: Token) -> UInt8 { withUTF8(of: token) { $0.first ?? 0 } }

    /// What a case token names, without the leading `.` of the case shorthand.
    public func caseName(of token: Token) -> Substring {
        let name = name(of: token)
        return name.utf8.first == UInt8(ascii: ".") ? name.dropFirst() : name
    }

    /// Whether `token` is the word `keyword`: compared by bytes in place, or as a `String` (which
    /// equates canonically equivalent spellings) when the word is not ASCII.
    public func isWord(_ token: Token, _ keyword: String) -> Bool {
        token.kind == .word && withUTF8(of: token) { keyword.isSpelt(by: $0) }
    }

    /// Converts a byte span to a physical line and a 1-based character column and length for
    /// diagnostics. In an entry of several physical lines, the line is the one the span starts
    /// on (`lineNumber` counts from the entry's first), and the span stops at its end.
    public func location(start: Int, end: Int) -> SourceLocation {
        let physical = physicalLine(at: start)
        let utf8 = physical.text.utf8
        let from = min(max(0, start - physical.offset), utf8.count)
        let to = min(max(from, end - physical.offset), utf8.count)
        let s = utf8.index(utf8.startIndex, offsetBy: from)
        let e = utf8.index(utf8.startIndex, offsetBy: to)
        let column = physical.text[..<s].count + 1
        let length = max(1, physical.text[s..<e].count)
        return SourceLocation(source: source, line: physical.number, column: column, length: length)
    }

    /// The physical line holding byte `offset` (clamped to the text): its text without the line
    /// break, its number, and the byte offset where it starts.
    public func physicalLine(at offset: Int) -> (text: Substring, number: Int, offset: Int) {
        let utf8 = text.utf8
        // NB: the usual entry is one line: no scan for breaks.
        guard utf8.contains(0x0A) else { return (text[...], lineNumber, 0) }
        let at = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        var number = lineNumber
        var lineStart = utf8.startIndex
        var i = utf8.startIndex
        while i < at {
            if utf8[i] == 0x0A {
                number += 1
                lineStart = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        let lineEnd = utf8[lineStart...].firstIndex(of: 0x0A) ?? utf8.endIndex
        return (text[lineStart..<lineEnd], number, utf8.distance(from: utf8.startIndex, to: lineStart))
    }

    public func location(of token: Token) -> SourceLocation {
        location(start: token.start, end: token.end)
    }

    /// Makes an error diagnostic pointing at a byte span of this line.
    public func error(_ message: String, start: Int, end: Int, notes: [String] = []) -> Diagnostic {
        error(.message(message), start: start, end: end, notes: notes)
    }

    public func error(_ message: String, at token: Token, notes: [String] = []) -> Diagnostic {
        error(message, start: token.start, end: token.end, notes: notes)
    }

    /// Makes an error diagnostic of `kind` pointing at a byte span of this line; the excerpt is
    /// the physical line the span starts on.
    public func error(_ kind: DiagnosticKind, start: Int, end: Int, notes: [String] = []) -> Diagnostic {
        Diagnostic(
            .error, at: location(start: start, end: end), sourceText: String(physicalLine(at: start).text), kind,
            notes: notes)
    }

    public func error(_ kind: DiagnosticKind, at token: Token, notes: [String] = []) -> Diagnostic {
        error(kind, start: token.start, end: token.end, notes: notes)
    }
}
