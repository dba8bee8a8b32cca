/// Splits one entry into commands of tokens. `;` separates commands, `#` starts a comment that
/// runs to the end of its physical line, strings are double-quoted with Swift escapes
/// (`\" \\ \n \t \r \0 \u{1F34E}`) and end on their line. An entry may span physical lines
/// (see `EntryAssembler`): a line break is a blank, and so is a `\` that ends a physical line
/// outside a string or comment.
///
/// Words stop at blanks and at `" ; # , = ? :`, except that a word starting with a digit (or a
/// sign and a digit) keeps its colons, so `2026-11-29T10:00:00Z` is one word while `x:Int` is three.
public enum Lexer {
    /// The longest entry accepted, in bytes (see README "Limits").
    public static let maxLineBytes = 1 << 20

    /// One command's tokens: a slice of the line's single token array (its indices are the
    /// array's, so the first token is at `tokens.startIndex`).
    public struct Segment: Sendable {
        public var tokens: ArraySlice<Token>
        /// Byte offset where the command's text begins (for "expected a command" carets).
        public var start: Int
    }

    /// Lexes a whole line. Empty commands (blank, comment-only, `;;`) are dropped.
    public static func lex(_ line: SourceLine) throws(Diagnostic) -> [Segment] {
        let lexed = try lexFlat(line)
        var segments: [Segment] = []
        lexed.forEachSegment { segments.append(Segment(tokens: $0, start: $1)) }
        return segments
    }

    /// A line's tokens, all commands together, and where each command begins.
    /// NB: the usual line holds one command, and then nothing but `tokens` is allocated.
    struct Lexed {
        var tokens: [Token]
        /// Byte offset of the first command's text.
        var firstStart: Int
        /// The later commands: byte offset of the text and index of the first token.
        var later: [(start: Int, token: Int)]

        var count: Int { tokens.isEmpty ? 0 : 1 + later.count }

        func forEachSegment<E: Error>(_ body: (ArraySlice<Token>, Int) throws(E) -> Void) throws(E) {
            guard !tokens.isEmpty else { return }
            var start = firstStart
            var first = 0
            for next in later {
                try body(tokens[first..<next.token], start)
                (start, first) = next
            }
            try body(tokens[first...], start)
        }
    }

    /// Lexes a whole line into one token array (see `Lexed`).
    static func lexFlat(_ line: SourceLine) throws(Diagnostic) -> Lexed {
        var none: [Token] = []
        return try lexFlat(line, reusing: &none)
    }

    /// `lexFlat(_:)` into `buffer`'s storage, which it takes (leaving `buffer` empty): when nothing
    /// else holds that storage any more, lexing a line allocates nothing.
    static func lexFlat(_ line: SourceLine, reusing buffer: inout [Token]) throws(Diagnostic) -> Lexed {
        var tokens: [Token] = []
        swap(&tokens, &buffer)
        tokens.removeAll(keepingCapacity: tokens.capacity <= Self.reusedTokens)
        var text = line.text
        let count = text.utf8.count
        if count > maxLineBytes {
            let severalLines = line.text.utf8.contains(0x0A)
            throw line.error(
                .limit(.lineBytes(count: count, limit: maxLineBytes, severalLines: severalLines)), start: 0, end: 0)
        }
        // NB: `tokens` goes in by reference: a copy would share its storage and make the first
        // append copy it.
        let result = text.withUTF8 { bytes -> Result<Lexed, Diagnostic> in
            do throws(Diagnostic) {
                let (firstStart, later, _) = try lex(bytes, line: line, into: &tokens, lenient: false)
                return .success(Lexed(tokens: tokens, firstStart: firstStart, later: later))
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The most tokens whose room is kept from one line to the next.
    static let reusedTokens = 4_096

    /// How a line's text ends: finished, or in the middle of something the next line could go on
    /// with. The completer and `EntryAssembler` read it.
    public enum EndState: Hashable, Sendable {
        case complete
        /// Inside a string that opens at this byte offset.
        case openString(start: Int)
        /// Inside a comment.
        case comment
        /// After a `\` that ends the line outside a string or comment.
        case continuation
        /// At a malformed string escape (the strict lexer's error).
        case invalid
    }

    /// The tokens of the last command in `text` (after its last `;`), and how the text ends.
    /// Never an error: an unfinished line is a state, for the completer.
    public static func lexTail(_ text: String) -> (tokens: [Token], state: EndState) {
        let tail = lexTail(text, offset: 0)
        return (tail.tokens, tail.state)
    }

    /// `lexTail(_:)` with every offset moved by `offset` (the text's place in its entry), and
    /// whether the text holds a `;` (so its tail is a new command).
    static func lexTail(_ text: String, offset: Int) -> (tokens: [Token], state: EndState, separated: Bool) {
        var text = text
        let line = SourceLine(source: "", lineNumber: 1, text: "")
        var tokens: [Token] = []
        let state = text.withUTF8 { bytes -> EndState in
            do throws(Diagnostic) {
                return try lex(bytes, line: line, into: &tokens, lenient: true).state
            } catch { return .invalid }
        }
        let separator = lastSeparator(text)
        let first = tokens.firstIndex { $0.start >= separator ?? 0 } ?? tokens.count
        var tail = Array(tokens[first...])
        if offset != 0 {
            for i in tail.indices {
                tail[i].start += offset
                tail[i].end += offset
            }
        }
        return (tail, state, separator != nil)
    }

    /// The byte offset just after the last `;` outside strings and comments, if any.
    static func lastSeparator(_ text: String) -> Int? {
        var last: Int?
        var inString = false
        var inComment = false
        var escaped = false
        for (i, b) in text.utf8.enumerated() {
            if inString {
                if b == 0x0A {
                    inString = false
                } else if escaped {
                    escaped = false
                } else if b == UInt8(ascii: "\\") {
                    escaped = true
                } else if b == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            if inComment {
                inComment = b != 0x0A
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: ";"): last = i + 1
            case UInt8(ascii: "#"): inComment = true
            default: break
            }
        }
        return last
    }

    // NB: the bytes are read in place: a copy of the line, an array per command and a growing
    // token array were most of lexing's cost.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, line: SourceLine, into tokens: inout [Token], lenient: Bool)
        throws(Diagnostic) -> (firstStart: Int, later: [(start: Int, token: Int)], state: EndState)
    {
        var state = EndState.complete
        var firstStart = 0
        var later: [(start: Int, token: Int)] = []
        // NB: a usual command has at most 8 tokens: room for them up front.
        tokens.reserveCapacity(8)
        var segmentStart = 0
        var segmentFirst = 0
        // NB: read on as the line is, so that a line of many `;` or interpolations is read once.
        var brackets = BracketScan(from: 0)
        var i = 0
        let n = bytes.count

        func flush(_ next: Int) {
            let count = tokens.count
            if count > segmentFirst {
                if segmentFirst == 0 {
                    firstStart = segmentStart
                } else {
                    later.append((segmentStart, segmentFirst))
                }
            }
            segmentFirst = count
            segmentStart = next
            brackets = BracketScan(from: next)
        }

        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "#"):
                while i < n && bytes[i] != 0x0A { i += 1 }
                if lenient && i == n { state = .comment }
            case UInt8(ascii: "\\") where joinsLines(bytes, at: i):
                guard i + 1 < n else {
                    if lenient {
                        state = .continuation
                        i = n
                        continue
                    }
                    throw line.error(
                        "expected another line after '\\', which continues the entry on the next line",
                        start: i, end: i + 1)
                }
                i += 1
            case UInt8(ascii: ";"):
                // NB: a `;` inside brackets the command's words left open is Swift's, not a
                // separator (`show VStack { Text("a"); Text("b") }`); counted only when a `;` comes.
                if brackets.areOpen(bytes, to: i) {
                    tokens.append(Token(.word, start: i, end: i + 1))
                    i += 1
                    continue
                }
                i += 1
                flush(i)
            case UInt8(ascii: ":"):
                tokens.append(Token(.colon, start: i, end: i + 1))
                i += 1
            case UInt8(ascii: ","):
                tokens.append(Token(.comma, start: i, end: i + 1))
                i += 1
            case UInt8(ascii: "="):
                tokens.append(Token(.equals, start: i, end: i + 1))
                i += 1
            case UInt8(ascii: "?"):
                tokens.append(Token(.question, start: i, end: i + 1))
                i += 1
            case UInt8(ascii: "\""):
                if lenient, !closes(bytes, from: i) {
                    state = .openString(start: i)
                    i = n
                    continue
                }
                var unread: [UInt8]? = nil
                let end = try lexString(
                    bytes, from: i, line: line, decoding: &unread, in: .command, brackets: &brackets)
                tokens.append(Token(.string, start: i, end: end))
                i = end
            default:
                let start = i
                let numeric =
                    isDigit(b)
                    || ((b == UInt8(ascii: "-") || b == UInt8(ascii: "+")) && i + 1 < n && isDigit(bytes[i + 1]))
                while i < n && !endsWord(bytes[i], numeric: numeric)
                    && !(bytes[i] == UInt8(ascii: "\\") && joinsLines(bytes, at: i))
                {
                    i += 1
                }
                tokens.append(Token(.word, start: start, end: i))
            }
        }
        flush(n)
        return (firstStart, later, state)
    }

    /// Whether a command's text leaves a bracket open outside its strings and comments, read on
    /// from where it was last asked: asked at increasing places (each outside a string), it reads
    /// each byte once.
    /// NB: out of line, and given bytes and offsets only: with the token array passed in, every
    /// line's lexing cost more (the array retained and checked), though only a `;` or a `\(` asks.
    struct BracketScan {
        /// Where the reading stands (the command's start, at first).
        var read: Int
        var open = 0

        init(from start: Int) { read = start }

        /// Whether a bracket is open at `end`.
        @inline(never)
        mutating func areOpen(_ bytes: UnsafeBufferPointer<UInt8>, to end: Int) -> Bool {
            var k = read
            while k < end {
                switch bytes[k] {
                case UInt8(ascii: "\""):
                    k += 1
                    while k < end && bytes[k] != UInt8(ascii: "\"") && bytes[k] != 0x0A {
                        k += bytes[k] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "#"):
                    while k < end && bytes[k] != 0x0A { k += 1 }
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): open = max(0, open - 1)
                default: break
                }
                k += 1
            }
            read = max(read, k)
            return open > 0
        }
    }

    /// Whether the string opening at `open` has a closing quote on its physical line.
    static func closes(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Bool {
        var i = open + 1
        while i < bytes.count {
            if bytes[i] == 0x0A { return false }
            if bytes[i] == UInt8(ascii: "\\") {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { return false }
                i += 2
                continue
            }
            if bytes[i] == UInt8(ascii: "\"") { return true }
            i += 1
        }
        return false
    }

    /// Whether the `\\` at `i` ends its physical line (LF or CRLF follows, or nothing does),
    /// joining the next one to it.
    @inline(__always) static func joinsLines(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let n = bytes.count
        guard i + 1 < n else { return true }
        let next = bytes[i + 1]
        return next == 0x0A || (next == 0x0D && i + 2 < n && bytes[i + 2] == 0x0A)
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always) static func endsWord(_ b: UInt8, numeric: Bool) -> Bool {
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0B, 0x0C,
            UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: ","), UInt8(ascii: "="),
            UInt8(ascii: "?"):
            return true
        case UInt8(ascii: ":"):
            return !numeric
        default:
            return false
        }
    }

    /// The decoded value of the string token `token` of `text` (which the lexer accepted).
    static func decodedString(at token: Token, in text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard token.start < bytes.count else { return "" }
            // NB: a string without escapes is the bytes between its quotes.
            let inside = UnsafeBufferPointer(
                rebasing: bytes[(token.start + 1)..<min(max(token.start + 1, token.end - 1), bytes.count)])
            if !inside.contains(UInt8(ascii: "\\")) { return String(decoding: inside, as: UTF8.self) }
            var out: [UInt8]? = []
            let line = SourceLine(source: "", lineNumber: 1, text: "")
            _ = try? lexString(bytes, from: token.start, line: line, decoding: &out)
            return String(decoding: out ?? [], as: UTF8.self)
        }
    }

    /// Where a string is: in a shell command's words, or in Swift (a `show Text("…")`), where
    /// `\(…)` is Swift's interpolation, which Swift's own parser reads.
    enum StringPlace {
        /// A command's string, unless it is inside a bracket the command's words left open:
        /// then it is Swift's.
        case command
        /// Inside `depth` Swift interpolations.
        case swift(depth: Int)
        /// The shell's own string (decoding a token).
        case shell

        /// How many interpolations the string is inside.
        var depth: Int {
            if case .swift(let depth) = self { return depth }
            return 0
        }
    }

    /// Lexes a string starting at the opening quote; returns the end offset, and appends the
    /// decoded bytes to `out` unless it is nil (lexing a line only checks the string).
    static func lexString(
        _ bytes: UnsafeBufferPointer<UInt8>, from open: Int, line: SourceLine, decoding out: inout [UInt8]?,
        in place: StringPlace = .shell
    ) throws(Diagnostic) -> Int {
        var brackets = BracketScan(from: 0)
        return try lexString(bytes, from: open, line: line, decoding: &out, in: place, brackets: &brackets)
    }

    /// `lexString`, in a command whose brackets `brackets` reads.
    static func lexString(
        _ bytes: UnsafeBufferPointer<UInt8>, from open: Int, line: SourceLine, decoding out: inout [UInt8]?,
        in place: StringPlace, brackets: inout BracketScan
    ) throws(Diagnostic) -> Int {
        var i = open + 1
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { return i + 1 }
            // NB: a string ends on its physical line; running on would swallow the rest of a script.
            if b == 0x0A { break }
            if b != UInt8(ascii: "\\") {
                out?.append(b)
                i += 1
                continue
            }
            guard i + 1 < n, bytes[i + 1] != 0x0A else { break }
            let e = bytes[i + 1]
            switch e {
            case UInt8(ascii: "\""): out?.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out?.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): out?.append(0x0A)
            case UInt8(ascii: "t"): out?.append(0x09)
            case UInt8(ascii: "r"): out?.append(0x0D)
            case UInt8(ascii: "0"): out?.append(0x00)
            case UInt8(ascii: "u"):
                let (scalar, end) = try lexUnicodeEscape(bytes, at: i, line: line)
                out?.append(contentsOf: String(Character(scalar)).utf8)
                i = end
                continue
            case UInt8(ascii: "(") where isSwift(place, bytes, before: open, brackets: &brackets):
                i = try skipInterpolation(bytes, from: i + 2, line: line, depth: place.depth + 1)
                continue
            default:
                let ch = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<utf8End(bytes, i + 1)]), as: UTF8.self)
                throw line.error(
                    "invalid escape sequence '\\\(ch)' in string; expected one of \\\" \\\\ \\n \\t \\r \\0 \\u{...}",
                    start: i, end: utf8End(bytes, i + 1))
            }
            i += 2
        }
        throw line.error("unterminated string literal; expected a closing '\"'", start: open, end: open + 1)
    }

    /// The most string interpolations nested in one another (Swift code rarely goes past two).
    static let maxInterpolationDepth = 32

    /// Whether a string opening at `open` is Swift's (asked only at a `\(`).
    static func isSwift(
        _ place: StringPlace, _ bytes: UnsafeBufferPointer<UInt8>, before open: Int, brackets: inout BracketScan
    ) -> Bool {
        switch place {
        case .shell: false
        case .swift: true
        case .command: brackets.areOpen(bytes, to: open)
        }
    }

    /// The end of a Swift interpolation whose text starts at `start` (after its `\(`): its
    /// brackets balance, strings in it included.
    static func skipInterpolation(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: SourceLine, depth: Int
    )
        throws(Diagnostic) -> Int
    {
        // NB: each interpolation's strings are read by a call of their own: a bound keeps a
        // hostile line of nested `"\\(` from running the stack out.
        guard depth <= maxInterpolationDepth else {
            throw line.error(
                "string interpolations nested more than \(maxInterpolationDepth) deep", start: max(0, start - 2),
                end: start)
        }
        var open = 1
        var i = start
        var unread: [UInt8]? = nil
        while i < bytes.count, bytes[i] != 0x0A {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i = try lexString(bytes, from: i, line: line, decoding: &unread, in: .swift(depth: depth))
                continue
            case UInt8(ascii: "("): open += 1
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        throw line.error(
            "unterminated string interpolation; expected a ')' after '\\('", start: max(0, start - 2), end: start)
    }

    /// The end of the UTF-8 sequence starting at `i` (for pointing at one whole character).
    static func utf8End(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var j = i + 1
        while j < bytes.count && (bytes[j] & 0xC0) == 0x80 { j += 1 }
        return min(j, bytes.count)
    }

    /// `\u{XXXX}` at `at` (the backslash). Accepts 1 to 8 hex digits naming a Unicode scalar.
    static func lexUnicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, line: SourceLine) throws(Diagnostic) -> (
        Unicode.Scalar, Int
    ) {
        var i = at + 2
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else {
            throw line.error("expected '{' after \\u, as in \\u{1F34E}", start: at, end: min(at + 2, bytes.count))
        }
        i += 1
        var value: UInt32 = 0
        var digits = 0
        while i < bytes.count, let d = hexValue(bytes[i]) {
            digits += 1
            if digits > 8 { break }
            value = value &* 16 &+ UInt32(d)
            i += 1
        }
        guard digits >= 1, digits <= 8, i < bytes.count, bytes[i] == UInt8(ascii: "}") else {
            throw line.error(
                "malformed \\u{...} escape; expected 1 to 8 hex digits and '}'", start: at, end: min(i + 1, bytes.count)
            )
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw line.error(
                "\\u{\(String(value, radix: 16, uppercase: true))} is not a Unicode scalar value", start: at, end: i + 1
            )
        }
        return (scalar, i + 1)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
