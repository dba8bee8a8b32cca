/// `save <file>`: the whole session written to a file, by the edge.
///
/// Example: `save work.tss`.
public struct SaveCommand: ShellCommand {
    public static let spec = CommandSpec(
        "save", for: Self.self, usage: "save <file>",
        summary: "Write the whole session (declarations and values) to a file, atomically.",
        examples: ["save work.tss"],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ["tss"], orWords: []), shape: .value,
                    expected: "a file path, as in 'save work.tss'"))
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

    /// What the edge writes: the session file named.
    public struct Request: HostRequest, Hashable {
        /// The file, as typed.
        public let path: String
        public init(path: String) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { (path, true) }
    }
}
