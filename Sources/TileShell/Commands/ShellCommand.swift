/// One command of the language, whole, in one type, as swift-argument-parser's `ParsableCommand`
/// is: its table entry is static data, and a value of the type is the command checked (its names
/// looked up, its values typed), which knows how it runs, what its view reads, how `explain`
/// tells it and what a Swift export records of it. The parser, the checker, the shell, watches,
/// `explain` and `export` delegate to it in one line each; nothing else switches over it.
///
/// A new command is one file with a type conforming to this and one line in a command table:
///
/// Example: `CommandTable(CommandTable.standard.commands + [BannerCommand.spec])`.
public protocol ShellCommand: Sendable {
    /// Its entry in the command table: words, grammar, help, effects. Its `build` makes
    /// `Command.Kind.command(Self.self, arguments:)` (see `CommandSpec.init(_:for:...)`).
    static var spec: CommandSpec { get }

    /// The command as written, checked against the session (read through `checker`); throws
    /// what is wrong with it. `tokens` are its tokens, its name first; the slots its grammar
    /// labels are read with `Arguments(labelling: tokens, of: command, by: Self.spec.grammar)`.
    static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic) -> Self

    /// `check`, as the shell keeps it: `.command(checked)` unless the command has a case of its own.
    static func checked(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand

    /// Carries it out: state changes through `shell` (`shell.change`), then the view it shows,
    /// nil for none. Throws when it cannot be carried out.
    func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView?

    /// What its view reads, so that a watch of it is drawn again when that changes.
    func reads(in session: Session) -> Watch.Reads

    /// What `explain <command>` says it would draw; `text` is the command as typed.
    func explain(_ explainer: Explainer, text: String) -> [String]

    /// Its record for a Swift export, drawn while the `style` binding held `pickerStyle`; nil
    /// when what it draws is not a view of the app (`help`, `explain`).
    func drawn(pickerStyle: PickerStyle) -> DrawnCommand?

    /// The picker style its pickers are drawn in now (for the drawing log).
    func pickerStyle(in session: Session) -> PickerStyle

    /// Whether drawing nothing is still a drawing, logged for export (`show price` with price
    /// nil is a view of the session that happens to be empty).
    var logsEmptyView: Bool { get }
}

extension ShellCommand {
    public static func checked(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker)
        throws(Diagnostic) -> CheckedCommand
    { .command(try check(tokens, of: command, in: checker)) }

    public func reads(in session: Session) -> Watch.Reads { Watch.Reads() }
    public func explain(_ explainer: Explainer, text: String) -> [String] { [] }
    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? { nil }
    public func pickerStyle(in session: Session) -> PickerStyle { .segmented }
    public var logsEmptyView: Bool { false }
}

extension CommandSpec {
    /// The entry of a `ShellCommand`: parsing a command it names makes
    /// `.command(command, arguments: tokens)`, which the checker hands to `command.check`.
    public convenience init(
        _ name: String, for command: any ShellCommand.Type, aliases: [String] = [], usage: String, summary: String,
        examples: [String], grammar: [GrammarElement] = [], effects: Effects, allowedInSessionFile: Bool = false,
        reads: [String] = []
    ) {
        self.init(
            name, aliases: aliases, usage: usage, summary: summary, examples: examples, grammar: grammar,
            effects: effects, allowedInSessionFile: allowedInSessionFile, reads: reads,
            build: { .command(command, arguments: $0.tokens) })
    }
}

extension Arguments {
    /// A command's tokens (its name first), labelled by the slots of `grammar` they fill. NB:
    /// walked again here, for the commands that read labelled slots: the parser's labels live
    /// in storage the next command reuses.
    public init(labelling tokens: ArraySlice<Token>, of command: Command, by grammar: [GrammarElement]) {
        var walker = GrammarWalker(tokens: tokens)
        do throws(GrammarWalker.Stop) { try walker.walk(grammar, in: command.line) } catch {}
        self.init(tokens: tokens, line: command.line, matches: walker.matches)
    }
}

extension CheckedCommand {
    /// The checked command of a `ShellCommand`, as the shell runs it.
    public var shellCommand: (any ShellCommand)? {
        switch self {
        case .tile(let c): c
        case .show(let c): c
        case .picker(let c): c
        case .command(let c): c
        case .assign, .declareEnum, .declareTileKind, .declareVar, .state, .help, .quit, .undo, .explain, .redo, .watch,
            .listWatches, .unwatch, .host:
            nil
        }
    }
}
