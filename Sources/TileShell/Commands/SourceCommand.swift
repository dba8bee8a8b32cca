/// `source <file>`: a script run in this session; the edge opens the file.
///
/// Example: `source demo.tsh`.
public struct SourceCommand: ShellCommand {
    public static let spec = CommandSpec(
        "source", for: Self.self, usage: "source <file>",
        summary: "Run a script file in this session; a relative path is taken from the including file.",
        examples: ["source Scripts/examples/seed1-tiles.tsh"],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ["tsh"], orWords: []), shape: .value,
                    expected: "a file path, as in 'source demo.tsh'"))
        ],
        effects: .asksEdge)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        .host(Request(path: command.line.text(of: path(tokens, of: command))))
    }

    /// The path token (the grammar has made sure there is one).
    static func path(_ tokens: ArraySlice<Token>, of command: Command) -> Token {
        Arguments(labelling: tokens, of: command, by: spec.grammar).first(.path) ?? tokens[tokens.startIndex]
    }

    /// What the edge runs: the script named.
    public struct Request: HostRequest, Hashable {
        /// The file, as typed.
        public let path: String
        public init(path: String) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { (path, false) }
    }
}
