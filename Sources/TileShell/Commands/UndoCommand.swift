/// `undo [<n>]`: the last change to the session (or the last n) taken back.
///
/// Example: `set price 1; set price 2; undo 2`.
public struct UndoCommand: ShellCommand {
    public static let spec = CommandSpec(
        "undo", for: Self.self, usage: "undo [<n>]",
        summary:
            "Take back the last change to the session (n changes: `undo 3`): set, pick, unset, var, enum, tilekind, load, watch, unwatch.",
        examples: ["pick unit hour", "undo", "set price 1; set price 2; undo 2"],
        grammar: [.ifAny(Slot(.value, fills: .number, expected: "a number of steps, as in 'undo 3'"))],
        effects: .changesState)

    /// How many steps.
    public var count: Int

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .command(UndoCommand(count: try steps(tokens, of: command))) }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        try shell.step(count, undoing: true, command: command)
    }

    public static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording {
        .undo(count: tokens.dropFirst().first.map { line.text(of: $0) })
    }

    /// How many steps `undo` or `redo` takes: 1 by default, at most what the log keeps.
    static func steps(_ tokens: ArraySlice<Token>, of command: Command) throws(Diagnostic) -> Int {
        guard let token = tokens.dropFirst().first else { return 1 }
        let line = command.line
        let word = line.text(of: token)
        guard let n = Int(word), n >= 1, n <= UndoLog.maxSteps else {
            throw line.error(
                .notValid(
                    word, type: "number of steps",
                    expected: "a whole number from 1 to \(UndoLog.maxSteps)"),
                at: token)
        }
        return n
    }
}
