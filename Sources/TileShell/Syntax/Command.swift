/// A command as written: its tokens, which the parser has matched to its entry's grammar, and
/// the type that checks them. Names and values are still tokens here; nothing has been looked up.
public struct Command: Sendable {
    public var keyword: Token
    /// The command's type (its entry's), which checks it and gives it its meaning.
    public var type: any ShellCommand.Type
    /// The command's tokens, its name first.
    public var tokens: ArraySlice<Token>
    public var line: SourceLine
    /// Byte range of the command in the line.
    public var start: Int
    public var end: Int

    /// The command's own text on its line (without the `;` or comment around it).
    public var text: Substring {
        let utf8 = line.text.utf8
        let s = utf8.index(utf8.startIndex, offsetBy: min(start, utf8.count))
        let e = utf8.index(utf8.startIndex, offsetBy: min(max(start, end), utf8.count))
        return line.text[s..<e]
    }

    /// The command's text on one line, for the messages and files that quote it (the undo
    /// report, a watch's header, a saved watch): in an entry of several lines, each line break
    /// with what surrounds it (a `\`, a comment, the next line's indent) reads as one blank, as
    /// the lexer reads it. A command on one line is its text as written.
    ///
    /// Example: `tile straw 3 \⏎  blue 12` is quoted as `tile straw 3 blue 12`.
    public var oneLineText: String { Self.oneLine(text) }

    static func oneLine(_ text: Substring) -> String {
        guard text.utf8.contains(0x0A) else { return String(text) }
        let written = Array(text.utf8)
        var out: [UInt8] = []
        var previousEnd: Int?
        for token in Lexer.lexTail(String(text)).tokens {
            let start = min(token.start, written.count)
            let end = min(max(start, token.end), written.count)
            if let previousEnd {
                let gap = written[min(previousEnd, start)..<start]
                out += gap.contains(0x0A) ? [0x20] : Array(gap)
            }
            out += written[start..<end]
            previousEnd = end
        }
        return String(decoding: out, as: UTF8.self)
    }
}
