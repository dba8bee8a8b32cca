/// Turns a `SourceFile` (or a range of it, such as an interpolation) into tokens. A malformed
/// piece (an unterminated string or comment, a stray byte) is a diagnostic; lexing goes on.
///
///     let (tokens, diagnostics) = Lexer.tokenize(SourceFile(path: "A.swift", text: "let a = 1"))
public struct Lexer {
    /// Whether a word is one of Swift's reserved words; contextual ones (`get`, `some`, `mutating`,
    /// ...) stay identifiers.
    /// NB: by length, then by spelling: a `Set<String>` was built on first use and hashed every
    /// identifier.
    static func isKeyword(_ word: String) -> Bool {
        switch word.utf8.count {
        case 2:
            switch word {
            case "as", "do", "if", "in", "is": return true
            default: return false
            }
        case 3:
            switch word {
            case "for", "let", "nil", "try", "var": return true
            default: return false
            }
        case 4:
            switch word {
            case "case", "else", "enum", "func", "init", "self", "Self", "true": return true
            default: return false
            }
        case 5:
            switch word {
            case "await", "break", "catch", "class", "defer", "false", "guard", "inout", "super", "throw", "where",
                "while":
                return true
            default: return false
            }
        case 6:
            switch word {
            case "deinit", "import", "public", "repeat", "return", "static", "struct", "switch", "throws": return true
            default: return false
            }
        case 7: return word == "default" || word == "private"
        case 8:
            switch word {
            case "continue", "internal", "operator", "protocol", "rethrows": return true
            default: return false
            }
        case 9: return word == "extension" || word == "subscript" || word == "typealias"
        case 11: return word == "fallthrough" || word == "fileprivate"
        case 14: return word == "associatedtype"
        case 15: return word == "precedencegroup"
        default: return false
        }
    }

    /// Lexing stops with an error past this many tokens (a hostile or generated file).
    public static let tokenLimit = 2_000_000
    /// Lexing stops after this many diagnostics (a binary file).
    static let diagnosticLimit = 20

    let bytes: [UInt8]
    var position: Int
    let end: Int
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var sawNewline = true
    var stopped = false

    init(bytes: [UInt8], range: SourceRange) {
        self.bytes = bytes
        self.end = max(0, min(range.end, bytes.count))
        self.position = max(0, min(range.start, self.end))
    }

    /// Tokenizes a whole file, or the part of it in `range`; the last token is `.endOfFile`.
    public static func tokenize(_ file: SourceFile, range: SourceRange? = nil) -> (
        tokens: [Token], diagnostics: [Diagnostic]
    ) {
        var lexer = Lexer(bytes: file.bytes, range: range ?? SourceRange(start: 0, end: file.bytes.count))
        // NB: about one token for every six bytes of a lesson: room for them at once.
        lexer.tokens.reserveCapacity((lexer.end - lexer.position) / 5 + 1)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    func byte(at offset: Int) -> UInt8? { offset < end && offset >= 0 ? bytes[offset] : nil }
    var current: UInt8? { byte(at: position) }

    mutating func report(_ message: String, _ start: Int, _ stop: Int) {
        guard diagnostics.count < Self.diagnosticLimit else { return }
        diagnostics.append(Diagnostic(.error, message, at: SourceRange(start: start, end: stop)))
        if diagnostics.count == Self.diagnosticLimit {
            diagnostics.append(
                Diagnostic(
                    .error, "too many errors; the rest of the file is skipped", at: SourceRange(start: stop, end: stop))
            )
            stopped = true
        }
    }

    mutating func run() {
        if current == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") { skipLine() }
        while !stopped {
            skipTrivia()
            guard let byte = current else { break }
            if tokens.count >= Self.tokenLimit {
                report("the file has more than \(Self.tokenLimit) tokens; the rest is skipped", position, end)
                stopped = true
                break
            }
            lexToken(byte)
        }
        append(.endOfFile, start: end, stop: end)
    }

    mutating func append(_ kind: Token.Kind, start: Int, stop: Int, text: String? = nil) {
        let spelled =
            text ?? (stop == start + 1 ? Self.spelling(of: bytes[start]) : nil)
            ?? String(decoding: bytes[start..<stop], as: UTF8.self)
        tokens.append(
            Token(
                kind: kind, text: spelled, range: SourceRange(start: start, end: stop),
                isLeftBound: kind != .endOfFile && start > 0 && !Self.isLeftSpace(bytes[start - 1]),
                isRightBound: stop < bytes.count && !Self.isRightSpace(bytes[stop]), startsLine: sawNewline))
        sawNewline = false
    }

    /// The spelling of a one-byte punctuation or operator token, a literal: a third of a lesson's
    /// tokens, and decoding each from the bytes cost more than the rest of lexing it.
    static func spelling(of byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "("): return "("
        case UInt8(ascii: ")"): return ")"
        case UInt8(ascii: "{"): return "{"
        case UInt8(ascii: "}"): return "}"
        case UInt8(ascii: "["): return "["
        case UInt8(ascii: "]"): return "]"
        case UInt8(ascii: ","): return ","
        case UInt8(ascii: ":"): return ":"
        case UInt8(ascii: ";"): return ";"
        case UInt8(ascii: "."): return "."
        case UInt8(ascii: "="): return "="
        case UInt8(ascii: "?"): return "?"
        case UInt8(ascii: "!"): return "!"
        case UInt8(ascii: "+"): return "+"
        case UInt8(ascii: "-"): return "-"
        case UInt8(ascii: "*"): return "*"
        case UInt8(ascii: "<"): return "<"
        case UInt8(ascii: ">"): return ">"
        default: return nil
        }
    }

    // NB: byte classes as switches: a string's `utf8.contains` walked the string for every byte.
    static func isLeftSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return true
        default: return isWhitespace(byte)
        }
    }

    static func isRightSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            return true
        default: return isWhitespace(byte)
        }
    }

    /// `( ) { } [ ] , : ; \`: a punctuation token of its own.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            return true
        default: return false
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }

    mutating func skipLine() {
        while let byte = current, byte != UInt8(ascii: "\n") { position += 1 }
    }

    mutating func skipTrivia() {
        while let byte = current {
            if byte == UInt8(ascii: "\n") {
                sawNewline = true
                position += 1
            } else if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                skipLine()
            } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while let byte = current {
            if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") { sawNewline = true }
                position += 1
            }
        }
        report("unterminated '/*' comment", start, start + 2)
    }

    mutating func lexToken(_ byte: UInt8) {
        let start = position
        switch byte {
        case UInt8(ascii: "\""):
            lexString(start: start, hashes: 0)
        case UInt8(ascii: "#"):
            lexPound(start: start)
        case UInt8(ascii: "@"):
            position += 1
            let nameStart = position
            while let next = current, Self.isIdentifierBody(next) { position += 1 }
            if position == nameStart {
                report("expected an attribute name after '@'", start, position)
                return
            }
            append(
                .attribute, start: start, stop: position,
                text: String(decoding: bytes[nameStart..<position], as: UTF8.self))
        case UInt8(ascii: "`"):
            lexBacktick(start: start)
        case UInt8(ascii: "$"):
            position += 1
            while let next = current, Self.isIdentifierBody(next) { position += 1 }
            append(.identifier, start: start, stop: position)
        case _ where Self.isDigit(byte):
            lexNumber(start: start)
        case _ where Self.isIdentifierHead(byte):
            while let next = current, Self.isIdentifierBody(next) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            append(Self.isKeyword(text) ? .keyword : .identifier, start: start, stop: position, text: text)
        case UInt8(ascii: "."):
            if self.byte(at: position + 1) == UInt8(ascii: ".") {
                position += 1
                while let next = current, next == UInt8(ascii: ".") || Self.isOperatorCharacter(next) { position += 1 }
                append(.operator, start: start, stop: position)
            } else {
                position += 1
                append(.punctuation, start: start, stop: position)
            }
        case _ where Self.isPunctuation(byte):
            position += 1
            append(.punctuation, start: start, stop: position)
        case _ where Self.isOperatorCharacter(byte):
            lexOperator(start: start)
        default:
            while let next = current, !Self.isWhitespace(next), !Self.isIdentifierHead(next),
                !Self.isPunctuation(next), next != UInt8(ascii: "."), next != UInt8(ascii: "\"")
            {
                position += 1
            }
            position = max(position, start + 1)
            report("unexpected character in source", start, position)
        }
    }

    mutating func lexOperator(start: Int) {
        while let next = current, Self.isOperatorCharacter(next) {
            // NB: `/*` and `//` inside a run of operator characters begin a comment.
            if next == UInt8(ascii: "/"), position > start,
                let after = byte(at: position + 1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*")
            {
                break
            }
            position += 1
        }
        append(.operator, start: start, stop: position)
    }

    mutating func lexBacktick(start: Int) {
        position += 1
        let nameStart = position
        while let next = current, next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
        guard current == UInt8(ascii: "`"), position > nameStart else {
            report("expected '`' to end the identifier", start, position)
            return
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        position += 1
        append(.identifier, start: start, stop: position, text: name)
    }

    mutating func lexPound(start: Int) {
        var hashes = 0
        while current == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        if current == UInt8(ascii: "\"") {
            lexString(start: start, hashes: hashes)
            return
        }
        let nameStart = position
        while let next = current, Self.isIdentifierBody(next) { position += 1 }
        guard hashes == 1, position > nameStart, let first = byte(at: nameStart), Self.isIdentifierHead(first) else {
            report("expected a name or a string after '#'", start, max(position, start + 1))
            return
        }
        append(
            .poundKeyword, start: start, stop: position,
            text: String(decoding: bytes[nameStart..<position], as: UTF8.self))
    }

    mutating func lexNumber(start: Int) {
        var isFloat = false
        let radixPrefix = current == UInt8(ascii: "0") ? byte(at: position + 1) : nil
        if let prefix = radixPrefix,
            prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")
        {
            position += 2
            let hex = prefix == UInt8(ascii: "x")
            while let next = current,
                Self.isIdentifierBody(next) || (hex && next == UInt8(ascii: ".") && isHexDigit(byte(at: position + 1)))
            {
                if hex, next == UInt8(ascii: ".") || next == UInt8(ascii: "p") || next == UInt8(ascii: "P") {
                    isFloat = true
                }
                if hex, next == UInt8(ascii: "p") || next == UInt8(ascii: "P"), let sign = byte(at: position + 1),
                    sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
                {
                    position += 1
                }
                position += 1
            }
        } else {
            digits()
            if current == UInt8(ascii: "."), let after = byte(at: position + 1), Self.isDigit(after) {
                isFloat = true
                position += 1
                digits()
            }
            if let next = current, next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                var look = position + 1
                if let sign = byte(at: look), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { look += 1 }
                if let digit = byte(at: look), Self.isDigit(digit) {
                    isFloat = true
                    position = look
                    digits()
                }
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if let next = current, Self.isIdentifierHead(next) {
            while let more = current, Self.isIdentifierBody(more) { position += 1 }
            report(
                "'\(String(decoding: bytes[start..<position], as: UTF8.self))' is not a valid number", start, position)
        }
        append(isFloat ? .floatLiteral : .integerLiteral, start: start, stop: position, text: text)
    }

    func isHexDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return Self.isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    mutating func digits() {
        while let next = current, Self.isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
    }
}
