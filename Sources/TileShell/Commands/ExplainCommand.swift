import TileTree

/// `explain <binding>`, `explain <drawing command>` or `explain layout <drawing command>`: what a
/// binding's view is and why, what a command would draw, or where its views would go; the
/// command is checked, never run.
///
/// Example: `explain tile apple 100`.
public struct ExplainCommand: ShellCommand {
    public static let spec = CommandSpec(
        "explain", for: Self.self, usage: "explain <binding> | explain [layout] <drawing command>",
        summary:
            "Say what a binding's view is and why it looks as it does (or draws nothing), or what a command would draw; "
            + "with layout, where each of its views goes and why.",
        examples: ["explain price", "explain unit", "explain tile apple 100", "explain layout tile apple 100"],
        grammar: [
            .one(
                Slot(
                    .topic, fills: .explainTarget, shape: .value,
                    expected: "a binding or a drawing command, as in 'explain price' or 'explain tile apple 100'")),
            // NB: the command explained reads its own arguments (`explain show Card(count: 3)`).
            .zeroOrMore(Slot(.topic, fills: .explainTarget, shape: .any, expected: "a binding or a drawing command")),
        ],
        effects: .draws)

    public var explanation: Explanation

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    { .command(ExplainCommand(explanation: try checker.checkExplain(tokens.dropFirst(), of: command))) }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        let explainer = Explainer(session: shell.session, environment: shell.environment)
        var lines: [String]
        switch explanation {
        case .binding(let b): lines = explainer.explain(b)
        case .command(let c, let text, _):
            lines = explainer.explain(c, text: text)
            if lines.isEmpty {
                // NB: a drawing command with no explanation of its own (`preview`) shows the
                // trees it draws, made as `explain layout` makes them.
                var scratch = shell
                let trees = try scratch.execute(c, command: command)?.plainTrees() ?? []
                lines =
                    trees.isEmpty
                    ? ["\(text) draws nothing now"]
                    : ["\(text) would draw, built as SwiftUI builds it:"] + trees.flatMap { Explainer.treeLines($0) }
            }
        case .layout(let c, let text, _):
            // NB: a drawing command changes nothing, so running it here only makes its view.
            var scratch = shell
            guard let view = try scratch.execute(c, command: command) else {
                return .text(TextView("\(text) draws nothing now", role: "explain"))
            }
            let width = shell.environment.width
            do throws(LayoutError) {
                lines =
                    ["\(text) lays out as:"]
                    + (try DrawnLayout.of(view, width: width, device: shell.environment.device, explains: true))
                    .flatMap { $0.explanation(width: width) }
            } catch {
                throw command.line.error(error.message, start: command.start, end: command.end)
            }
        }
        return .text(TextView(lines.joined(separator: "\n"), role: "explain"))
    }

    /// What the explained binding's view or command reads: `explain price` says what `show price`
    /// shows, so it reads what that reads.
    public func reads(in session: Session) -> Watch.Reads {
        switch explanation {
        case .binding(let b): ShowCommand(bindings: [b]).reads(in: session)
        case .command(let inner, _, _), .layout(let inner, _, _): .of(inner, session: session)
        }
    }
}

/// What `explain` was asked about.
public enum Explanation: Sendable {
    case binding(Binding)
    /// A drawing command, checked but not run, with its text and its command's name.
    case command(CheckedCommand, text: String, name: String)
    /// `explain layout <drawing command>`: where the command's views would go, and why.
    case layout(CheckedCommand, text: String, name: String)
}

extension Checker {
    /// `explain <binding>` or `explain <drawing command>`: the command is checked, never run.
    func checkExplain(_ args: ArraySlice<Token>, of command: Command) throws(Diagnostic) -> Explanation {
        let line = command.line
        guard let first = args.first else {
            // NB: after the keyword, not at the line's start: the command may follow others on it.
            throw line.error(
                .expected("a binding or a drawing command", found: nil), start: command.keyword.end,
                end: command.keyword.end)
        }
        // `explain layout <drawing command>`; `explain layout` alone explains a binding named so.
        if line.isWord(first, "layout"), args.count > 1,
            case .command(let c, let text, let name) = try checkExplain(args.dropFirst(), of: command)
        {
            return .layout(c, text: text, name: name)
        }
        if let spec = commands.named(line.text(of: first)) {
            guard spec.isDrawingCommand, spec.name != "explain" else {
                // NB: the drawing commands from the table, so that a command of its own is listed too.
                let drawing = commands.commands.filter { $0.isDrawingCommand && $0.name != "explain" }.map(\.name)
                throw line.error(
                    "'\(line.text(of: first))' does not draw; explain says what a binding shows, what a drawing command "
                        + "(\(drawing.joined(separator: ", "))) would draw, and with 'explain layout', where it would go",
                    at: first)
            }
            let command = try Parser.parse(args, line: line, table: commands)
            return .command(try check(command), text: command.oneLineText, name: spec.name)
        }
        if args.count > 1 {
            throw line.error(
                .unexpectedAfterCommand(found: line.text(of: args[args.startIndex + 1]), usage: "explain <binding>"),
                at: args[args.startIndex + 1])
        }
        return .binding(try lookup(first, line: line))
    }
}
