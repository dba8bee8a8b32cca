/// `load <file>`: the session replaced from a file `save` wrote; the edge reads it.
///
/// Example: `load work.tss`.
public struct LoadCommand: ShellCommand {
    public static let spec = CommandSpec(
        "load", for: Self.self, usage: "load <file>",
        summary: "Replace the session with one saved by `save`; a damaged file changes nothing.",
        examples: ["load work.tss"],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ["tss"], orWords: []), shape: .value,
                    expected: "a file path, as in 'load work.tss'"))
        ],
        effects: [.asksEdge, .changesState])

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        .host(Request(path: command.line.text(of: path(tokens, of: command))))
    }

    /// The path token (the grammar has made sure there is one).
    static func path(_ tokens: ArraySlice<Token>, of command: Command) -> Token {
        Arguments(labelling: tokens, of: command, by: spec.grammar).first(.path) ?? tokens[tokens.startIndex]
    }

    /// What the edge reads: the session file named.
    public struct Request: HostRequest, Hashable {
        /// The file, as typed.
        public let path: String
        public init(path: String) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { (path, false) }
    }
}
