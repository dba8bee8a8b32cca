/// One command of the language, whole, in one type, as swift-argument-parser's `ParsableCommand`
/// is: its table entry is static data, and a value of the type is the command checked (its names
/// looked up, its values typed), which knows how it runs, what its view reads, how `explain`
/// tells it and what a Swift export records of it. The parser, the checker, the shell, watches,
/// `explain`, `export` and `record` ask it in one line each; nothing else switches over commands.
///
/// A new command is one file with a type conforming to this, and one line: its type in
/// `CommandTable.standard`, or for a session of its own,
///
/// Example: `shell.commands = .standard.adding(BannerCommand.self)`.
public protocol ShellCommand: Sendable {
    /// Its entry in the command table: words, grammar, help, effects.
    static var spec: CommandSpec { get }

    /// The command as written, checked against the session (read through `checker`): most
    /// commands give `.command(Self(...))`, their values resolved and typed; `set`, `pick` and
    /// `unset` give a set, `quit` and the edge's commands what the edge does. Throws what is
    /// wrong with it. `tokens` are its tokens, its name first; the slots its grammar labels are
    /// read with `Arguments(labelling: tokens, of: command, by: spec.grammar)`.
    static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand

    /// How `record` writes it when it succeeds: by default a step `undo` can take back when it
    /// changes the session (its effects say so), else a plain line.
    static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording

    /// Carries it out: state changes through `shell` (`shell.change`), then the view it shows,
    /// nil for none. Throws when it cannot be carried out (`undo` with nothing to take back).
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

/// How `record` writes a command that succeeded.
public enum Recording: Sendable, Equatable {
    /// A line that changed nothing `undo` takes back.
    case line
    /// A step `undo` takes back.
    case step
    /// `undo` or `redo`, with the count as typed.
    case undo(count: String?)
    case redo(count: String?)
}

extension ShellCommand {
    public static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording {
        spec.effects.contains(.changesState) ? .step : .line
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? { nil }
    public func reads(in session: Session) -> Watch.Reads { Watch.Reads() }
    public func explain(_ explainer: Explainer, text: String) -> [String] { [] }
    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? { nil }
    public func pickerStyle(in session: Session) -> PickerStyle { .segmented }
    public var logsEmptyView: Bool { false }
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

extension Command {
    /// How `record` writes it (see `ShellCommand.recording`).
    public var recording: Recording { type.recording(tokens, line: line) }

    /// The file it names (`source`, `save`, `load`, `export`, `record`), for errors to point at;
    /// nil when it names none (`record stop`: a word its path slot takes is not a file).
    public var path: Token? {
        let arguments = Arguments(labelling: tokens, of: self, by: type.spec.grammar)
        guard let token = arguments.first(.path) else { return nil }
        let words = type.spec.grammar.pathWords
        return words.contains { line.isWord(token, $0) } ? nil : token
    }
}

extension [GrammarElement] {
    /// The words a path slot takes besides paths (`record stop`).
    var pathWords: [String] {
        flatMap { element -> [String] in
            switch element {
            case .one(let slot), .ifAny(let slot), .oneOrMore(let slot, _), .zeroOrMore(let slot):
                if case .path(_, let words) = slot.fills { return words }
                return []
            default: return []
            }
        }
    }
}
