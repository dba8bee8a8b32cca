import SwiftLesson

/// Swift typed at the prompt: what tells a Swift declaration from a command, and when an entry
/// of Swift is finished (its brackets balance). Swift's own lexer reads it, so a `{` in a
/// string or a comment does not count.
///
/// Example: `SwiftEntry.isDeclaration("struct Card: View {")` is true, and
/// `SwiftEntry.isOpen("struct Card: View {")` is true until the line with its `}`.
public enum SwiftEntry {
    /// Words that begin a Swift declaration and no command.
    static let declarationWords: Set<Substring> = [
        "struct", "extension", "class", "final", "import", "func", "private", "fileprivate", "public",
        "internal", "protocol",
    ]

    /// Whether `text` (an entry, or its first line) begins a Swift declaration: `struct`,
    /// `extension`, `#Preview`, an attribute (`@main`), or an `enum` whose name and inherited
    /// types are followed by a `{` (the shell's own `enum Size: small, large` has none).
    public static func isDeclaration(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = trimmed.first else { return false }
        // NB: a Swift comment goes with the declaration after it (the shell's comments are `#`).
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") { return true }
        if first == "@" { return trimmed.dropFirst().first?.isLetter == true }
        let word = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "#" }
        if word == "#Preview" { return true }
        if declarationWords.contains(word) { return true }
        if word == "enum" {
            // NB: Swift's `enum Size: String, CaseIterable {`; the shell's `enum Size: small, large`
            // has no brace after its list (a `{` later on its line, in a string, does not count).
            let head = trimmed.dropFirst(4).drop { $0.isLetter || $0.isNumber || " \t_,.:<>".contains($0) }
            return head.first == "{"
        }
        return false
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
