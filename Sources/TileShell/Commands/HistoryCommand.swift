/// `history`: the lines entered in interactive sessions, listed by the edge.
///
/// Example: `history`.
public struct HistoryCommand: ShellCommand {
    public static let spec = CommandSpec(
        "history", for: Self.self, usage: "history", summary: "List the lines entered in interactive sessions.",
        examples: ["history"], effects: .asksEdge)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .host(Request()) }

    /// What the edge lists: the interactive sessions' lines (it reads no file the user names).
    public struct Request: HostRequest, Hashable {
        public init() {}
        public var file: (path: String, isWritten: Bool)? { nil }
    }
}
