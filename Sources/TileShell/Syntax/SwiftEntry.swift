import SwiftLesson

/// Swift typed at the prompt: what tells a Swift declaration from a command, and when an entry
/// of Swift is finished (its brackets balance). Swift's own lexer reads it, so a `{` in a
/// string or a comment does not count.
///
/// Example: `SwiftEntry.isDeclaration("struct Card: View {")` is true, and
/// `SwiftEntry.isOpen("struct Card: View {")` is true until the line with its `}`.
public enum SwiftEntry {
    /// Words that begin a Swift declaration and no command.
    static let declarationWords: [[UInt8]] = [
        "struct", "extension", "class", "final", "import", "func", "private", "fileprivate", "public",
        "internal", "protocol", "#Preview",
    ].map { Array($0.utf8) }

    /// Whether `text` (an entry, or its first line) begins a Swift declaration: `struct`,
    /// `extension`, `#Preview`, an attribute (`@main`), a `//` or `/*` comment, or an `enum` whose
    /// name and inherited types are followed by a `{` (the shell's own `enum Size: small, large`
    /// has none).
    /// NB: read in place, without a copy or a `String` per word: every line of a replay asks.
    public static func isDeclaration(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isDeclaration($0) }
    }

    static func isDeclaration(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || (0x09...0x0D).contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return false }
        let first = bytes[i]
        if first == UInt8(ascii: "/") {
            return i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*"))
        }
        if first == UInt8(ascii: "@") {
            return i + 1 < bytes.count && Self.isLetter(bytes[i + 1])
        }
        var end = i + (first == UInt8(ascii: "#") ? 1 : 0)
        while end < bytes.count, isLetter(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
        let length = end - i
        func spells(_ word: [UInt8]) -> Bool {
            guard word.count == length else { return false }
            for k in 0..<length where bytes[i + k] != word[k] { return false }
            return true
        }
        if declarationWords.contains(where: spells) { return true }
        guard spells(Self.enumWord) else { return false }
        // NB: Swift's `enum Size: String, CaseIterable {`; the shell's `enum Size: small, large` has
        // no brace after its list (a `{` later on its line, in a string, does not count).
        while end < bytes.count,
            isLetter(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
                || Self.listBytes.contains(bytes[end])
        {
            end += 1
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "{")
    }

    static let enumWord = Array("enum".utf8)
    static let listBytes = Array(" \t_,.:<>".utf8)

    static func isLetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b >= 0x80
    }

    /// Whether `text` begins with a modifier on a line of its own (`.padding()`, `.frame(width:
    /// 200)`), as Swift code puts one under the `}` of the view it modifies: at the prompt it
    /// changes the view `show` drew last from Swift, which is drawn again.
    public static func startsModifier(_ text: String) -> Bool {
        var bytes = text.utf8.drop { $0 == 0x20 || (0x09...0x0D).contains($0) }.prefix(2).makeIterator()
        guard bytes.next() == UInt8(ascii: "."), let next = bytes.next() else { return false }
        return isLetter(next) && next < 0x80
    }

    /// What a line begins, for the shell: Swift to read with Swift's parser, or a command.
    public enum Start: Sendable {
        /// A command (`tile`, `var`, `show` …).
        case command
        /// A Swift declaration (see `isDeclaration`).
        case declaration
        /// A modifier on a line of its own (see `startsModifier`).
        case modifier
    }

    /// `isDeclaration` and `startsModifier`, with a quick look first: a line whose first byte can
    /// begin neither (`tile`, `var`, `undo` …) is told apart without reading its words.
    /// NB: every line of a replay asks; the quick look keeps that to a few byte reads.
    public static func start(of text: String) -> Start {
        let utf8 = text.utf8
        var first = utf8.first ?? 0
        if first == 0x20 || (0x09...0x0D).contains(first) {
            first = utf8.first { $0 != 0x20 && !(0x09...0x0D).contains($0) } ?? 0
        }
        switch first {
        case UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "i"),
            UInt8(ascii: "p"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            return isDeclaration(text) ? .declaration : .command
        case UInt8(ascii: "."):
            return startsModifier(text) ? .modifier : .command
        default:
            return .command
        }
    }

    /// Whether `text` begins a Swift declaration (`isDeclaration`, after the quick look).
    public static func startsDeclaration(_ text: String) -> Bool {
        if case .declaration = start(of: text) { return true }
        return false
    }

    /// How far an entry of Swift has come: whether a bracket (`{`, `(`, `[`), a block comment
    /// or a multi-line string is still open, so that the next line goes on with it. Fed the
    /// entry as it grows, it lexes each new line once, with the part before it only when that
    /// part ended inside a block comment or a multi-line string.
    /// NB: lexing the whole entry again for every line took minutes for a 20 000-line paste.
    ///
    /// Example: after `struct Card: View {`, `isOpen` is true until the line with its `}`.
    public struct Progress: Sendable {
        /// Brackets opened less closed, in the part read.
        var depth = 0
        /// Whether the part read holds anything but comments.
        var hasTokens = false
        /// Bytes of the entry read; the rest is read with the next line.
        var read = 0
        public private(set) var isOpen = false
        /// Whether the entry so far is comments alone, all of them closed: it waits for the
        /// declaration they describe.
        public private(set) var onlyComments = false

        public init() {}

        /// Reads what `entry` (the whole entry so far) adds since the last call.
        public mutating func update(_ entry: String) {
            let utf8 = entry.utf8
            let start = min(read, utf8.count)
            let part = String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: start)...], as: UTF8.self)
            let (tokens, diagnostics) = SwiftLesson.Lexer.tokenize(SourceFile(path: "", text: part))
            // NB: a block comment or a multi-line string left open is read again, whole, with
            // the next line; any other lexer error (a one-line string left open) ends the entry,
            // and the parser reports it.
            if diagnostics.contains(where: { $0.message == "unterminated '/*' comment" })
                || Self.tripleQuotes(part) % 2 == 1
            {
                isOpen = true
                onlyComments = false
                return
            }
            for t in tokens where t.kind == .punctuation {
                switch t.text {
                case "{", "(", "[": depth += 1
                case "}", ")", "]": depth -= 1
                default: continue
                }
            }
            hasTokens = hasTokens || tokens.contains { $0.kind != .endOfFile }
            read = utf8.count
            // NB: comments alone wait for the declaration they describe.
            onlyComments = !hasTokens && diagnostics.isEmpty
            isOpen = depth > 0 || onlyComments
        }

        static func tripleQuotes(_ text: String) -> Int {
            var quotes = 0
            var run = 0
            for byte in text.utf8 {
                run = byte == UInt8(ascii: "\"") ? run + 1 : 0
                if run == 3 {
                    quotes += 1
                    run = 0
                }
            }
            return quotes
        }
    }

    /// Whether Swift `text`, read whole, leaves a bracket, a block comment or a multi-line
    /// string open.
    public static func isOpen(_ text: String) -> Bool {
        var progress = Progress()
        progress.update(text)
        return progress.isOpen
    }
}
