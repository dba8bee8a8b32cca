/// `unwatch <n>` or `unwatch all`: watches stopped, by the numbers `watch` lists.
///
/// Example: `unwatch 1`.
public struct UnwatchCommand: ShellCommand {
    public static let spec = CommandSpec(
        "unwatch", for: Self.self, usage: "unwatch <n> | unwatch all",
        summary: "Stop a watch, by the number `watch` lists, or every watch.",
        examples: ["watch show price", "watch show unit", "unwatch 1", "unwatch all"],
        grammar: [
            .one(
                Slot(
                    .value, fills: .watchNumber,
                    expected: "a watch's number, or 'all', as in 'unwatch 1' (watch lists them)"))
        ],
        effects: .changesState)

    /// The numbers of the watches to remove.
    public var numbers: [Int]

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let target = tokens[tokens.startIndex + 1]
        let numbers = checker.session.watches.map(\.number)
        guard !numbers.isEmpty else {
            throw line.error(
                "nothing to unwatch: there are no watches; 'watch <drawing command>' makes one", at: target)
        }
        if line.isWord(target, "all") { return .command(UnwatchCommand(numbers: numbers)) }
        let expected = DiagnosticKind.alternatives(numbers.map(String.init) + ["all"])
        let word = line.text(of: target)
        guard let n = Int(word), n >= 1 else {
            throw line.error(.notValid(word, type: "watch number", expected: expected), at: target)
        }
        guard numbers.contains(n) else { throw line.error("no watch \(n); expected \(expected)", at: target) }
        return .command(UnwatchCommand(numbers: [n]))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        shell.change(.unwatch(shell.session.watches.filter { numbers.contains($0.number) }), by: command)
        return nil
    }
}
