/// `quit` (or `exit`): the session ends.
///
/// Example: `quit`.
public struct QuitCommand: ShellCommand {
    public static let spec = CommandSpec(
        "quit", for: Self.self, aliases: ["exit"], usage: "quit", summary: "End the session (also `exit`).",
        examples: ["quit"],
        effects: [])

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .quit }
}
