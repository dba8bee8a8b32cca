import SwiftLesson

/// Swift typed at the prompt: what tells a Swift declaration from a command, and when an entry
/// of Swift is finished (its brackets balance). Swift's own lexer reads it, so a `{` in a
/// string or a comment does not count.
///
/// Example: `SwiftEntry.isDeclaration("struct Card: View {")` is true, and
/// `SwiftEntry.isOpen("struct Card: View {")` is true until the line with its `}`.
public enum SwiftEntry {
    /// Words that begin a Swift declaration and no command.
    static let declarationWords: [String] = [
        "struct", "extension", "class", "final", "import", "func", "private", "fileprivate", "public",
        "internal", "protocol",
    ]

    /// Whether `text` (an entry, or its first line) begins a Swift declaration: `struct`,
    /// `extension`, `#Preview`, an attribute (`@main`), a `//` or `/*` comment, or an `enum` whose
    /// name and inherited types are followed by a `{` (the shell's own `enum Size: small, large`
    /// has none).
    public static func isDeclaration(_ text: String) -> Bool {
        // NB: the bytes read in place, not copied into an array: every line starting with one of
        // the letters `startsDeclaration` lets through comes here.
        var text = text
        return text.withUTF8 { isDeclaration(bytes: UnsafeBufferPointer(rebasing: $0.prefix(4_096))) }
    }

    private static func isDeclaration(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
        // NB: the word's bytes, not a `String` hashed into a set: every line that starts with one
        // of these letters asks. The words are ASCII with no letter another spelling equals.
        let word = bytes[i..<end]
        func spells(_ name: String) -> Bool { name.utf8.count == word.count && name.utf8.elementsEqual(word) }
        if spells("#Preview") || declarationWords.contains(where: spells) { return true }
        guard spells("enum") else { return false }
        // NB: Swift's `enum Size: String, CaseIterable {`; the shell's `enum Size: small, large` has
        // no brace after its list (a `{` later on its line, in a string, does not count).
        while end < bytes.count,
            isLetter(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
                || " \t_,.:<>".utf8.contains(bytes[end])
        {
            end += 1
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "{")
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b >= 0x80
    }

    /// `isDeclaration`, with a quick look first: a line whose first byte cannot begin a Swift
    /// declaration (`tile`, `var`, `undo` …) is told apart without reading its words.
    /// NB: every line of a replay asks; the quick look keeps that to a few byte reads.
    public static func startsDeclaration(_ text: String) -> Bool {
        var first: UInt8 = 0
        for byte in text.utf8 where byte != 0x20 && !(0x09...0x0D).contains(byte) {
            first = byte
            break
        }
        switch first {
        case UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "i"),
            UInt8(ascii: "p"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            return isDeclaration(text)
        default:
            return false
        }
    }

    /// Whether Swift `text` leaves a bracket (`{`, `(`, `[`) or a string open, so that the next
    /// line goes on with it.
    public static func isOpen(_ text: String) -> Bool {
        let (tokens, diagnostics) = SwiftLesson.Lexer.tokenize(SourceFile(path: "", text: text))
        var depth = 0
        for t in tokens where t.kind == .punctuation {
            switch t.text {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default: continue
            }
        }
        if depth > 0 { return true }
        // NB: comments alone wait for the declaration they describe.
        if tokens.allSatisfy({ $0.kind == .endOfFile }) && diagnostics.isEmpty { return true }
        // NB: a block comment or a multi-line string left open goes on too; any other lexer
        // error (a one-line string left open) ends the entry, and the parser reports it.
        if diagnostics.contains(where: { $0.message == "unterminated '/*' comment" }) { return true }
        var quotes = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "\"") ? run + 1 : 0
            if run == 3 {
                quotes += 1
                run = 0
            }
        }
        return quotes % 2 == 1
    }
}
