/// `watch <drawing command>`: a view drawn now and again after every change to what it reads;
/// `watch` alone lists the watches.
///
/// Example: `watch show price`.
public struct WatchCommand: ShellCommand {
    public static let spec = CommandSpec(
        "watch", for: Self.self, usage: "watch <drawing command> | watch",
        summary:
            "Draw a view now and again after every command that changes what it reads "
            + "(tile, show, picker, state or explain); `watch` alone lists the watches.",
        examples: ["watch show price", "set price 9.99", "watch picker unit title \"Unit\"", "watch"],
        grammar: [
            .ifAny(Slot(.topic, fills: .drawingCommand, shape: .value, expected: "a drawing command")),
            // NB: the command watched reads its own arguments (`watch show Card(count: 3)`).
            .zeroOrMore(Slot(.topic, fills: .drawingCommand, shape: .any, expected: "a drawing command")),
        ],
        effects: [.draws, .changesState], allowedInSessionFile: true)

    /// The watch to make; nil to list the watches.
    public var watch: Watch?

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let args = tokens.dropFirst()
        guard !args.isEmpty else { return .command(WatchCommand(watch: nil)) }
        return .command(WatchCommand(watch: try checker.checkWatch(args, line: command.line)))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        guard let watch else { return .watchList(WatchListView(shell.session.watches)) }
        shell.change(.watch(watch), by: command)
        return nil
    }

    /// Making a watch is a step `undo` takes back; listing them is not.
    public static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording {
        tokens.count > 1 ? .step : .line
    }
}

extension Checker {
    /// `watch <drawing command>`: the command is checked now, and what it reads worked out once.
    func checkWatch(_ args: ArraySlice<Token>, line: SourceLine) throws(Diagnostic) -> Watch {
        let first = args[args.startIndex]
        let name = line.text(of: first)
        let drawing = commands.commands.filter(\.isDrawingCommand).map(\.name)
        guard let spec = commands.named(name) else {
            throw line.error(
                .unknown(
                    "drawing command", name: name, choices: DiagnosticKind.alternatives(drawing),
                    nearest: Suggest.nearest(name, among: drawing), otherwise: ""), at: first)
        }
        guard spec.isDrawingCommand else {
            throw line.error(
                "'\(spec.name)' does not draw; watch takes a drawing command: "
                    + DiagnosticKind.alternatives(drawing), at: first)
        }
        if session.watches.count >= Watch.maxWatches {
            throw line.error(.limit(.watches(limit: Watch.maxWatches)), at: first)
        }
        let command = try Parser.parse(args, line: line, table: commands)
        let checked = try check(command)
        return Watch(
            number: session.nextWatchNumber, text: command.oneLineText, command: command,
            reads: .of(checked, session: session))
    }
}
