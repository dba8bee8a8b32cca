/// `redo [<n>]`: what `undo` took back, put back.
///
/// Example: `undo; redo`.
public struct RedoCommand: ShellCommand {
    public static let spec = CommandSpec(
        "redo", for: Self.self, usage: "redo [<n>]",
        summary: "Put back what `undo` took back; a new change clears what can be redone.",
        examples: ["pick unit hour", "undo", "redo"],
        grammar: [.ifAny(Slot(.value, fills: .number, expected: "a number of steps, as in 'redo 3'"))],
        effects: .changesState)

    /// How many steps.
    public var count: Int

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .command(RedoCommand(count: try UndoCommand.steps(tokens, of: command))) }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        try shell.step(count, undoing: false, command: command)
    }

    public static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording {
        .redo(count: tokens.dropFirst().first.map { line.text(of: $0) })
    }
}
