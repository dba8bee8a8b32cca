/// A command as written: the syntax tree the parser builds and the checker resolves.
/// Names and values are still tokens here; nothing has been looked up.
public struct Command: Sendable {
    public var keyword: Token
    public var kind: Kind
    public var line: SourceLine
    /// Byte range of the command in the line.
    public var start: Int
    public var end: Int

    /// NB: declarations are boxed (`indirect`): they are rare, and unboxed they made every
    /// command as large as a `var` with all its parts.
    public enum Kind: Sendable {
        /// A `ShellCommand`'s: the type that checks it, and its tokens (its name first).
        case command(any ShellCommand.Type, arguments: ArraySlice<Token>)
        /// `pick <binding> [<case>]`
        case pick(binding: Token, value: Token?)
        /// `set <binding> <value>` (`nil` clears an optional)
        case set(binding: Token, value: Token)
        /// `unset <binding>`
        case unset(binding: Token)
        /// `enum <Name>: <case>, <case>, ...`
        indirect case enumDecl(name: Token, cases: [Token])
        /// `tilekind <Enum>: <case> "<Title>" <colour>, ...` — the seed's exhaustive switch.
        indirect case tileKind(name: Token, faces: [FaceSyntax])
        /// `var <name>: <Type>[?] [= <value>] [as <presentation>]`
        indirect case varDecl(name: Token, type: Token, optional: Bool, value: Token?, presentation: Token?)
        case state
        case help(topic: Token?)
        case quit
        /// `undo [n]`, `redo [n]`
        case undo(count: Token?)
        /// `explain <binding>` or `explain <drawing command>`
        case explain(arguments: ArraySlice<Token>)
        case redo(count: Token?)
        /// `watch <drawing command>`, or `watch` alone to list the watches.
        case watch(arguments: ArraySlice<Token>)
        /// `unwatch <n>`, `unwatch all`
        case unwatch(target: Token)
        /// `source <file>`: run a script in this session (the edge opens the file).
        case source(path: Token)
        /// `record <file>` starts recording succeeded commands; `record stop` ends it.
        case record(path: Token?)
        /// `history`: list earlier lines (interactive sessions).
        case history
        /// `edit [<file>]`: the previous entry, or a script, in the user's editor, then run.
        case edit(path: Token?)
        /// `save <file>`: write the whole session; `load <file>`: replace it from a file.
        case save(path: Token)
        case load(path: Token)
        /// `export <file> [all] [look <look>] [theme <theme>] [view <Name>]`
        indirect case export(path: Token, all: Bool, look: Token?, theme: Token?, view: Token?)
    }

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

    /// One arm of a `tilekind` declaration.
    public struct FaceSyntax: Sendable {
        public var caseName: Token
        public var title: Token
        public var color: Token
    }
}
