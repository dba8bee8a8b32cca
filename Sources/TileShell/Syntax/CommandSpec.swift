/// One command of the language, described once: the parser, the completer, `help`, "did you
/// mean", the session-file allow-list, the man page, the shell completion scripts and the
/// editors' syntax files all read this entry, so they cannot disagree.
///
/// The entry is a `ShellCommand`'s static `spec`, in the command's own file: the type that owns
/// it checks the command and gives it its meaning (how it runs, what it reads for watches, its
/// explanation, its export), so a new command is one file, and its type in `CommandTable.standard`.
///
/// Example: `CommandSpec("state", for: StateCommand.self, usage: "state", summary: "…", examples: ["state"], effects: .draws)`.
///
/// NB: a class: every command looks its entry up, and copying a struct of ten fields retained
/// each of them, a quarter of parsing a command.
public final class CommandSpec: Sendable {
    public let name: String
    /// Other names that run the same command (`exit` for `quit`).
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let examples: [String]
    /// The arguments after the command's name, in order.
    public let grammar: [GrammarElement]
    public let effects: Effects
    /// Whether `load` accepts it in a session file (declarations and assignments only).
    public let allowedInSessionFile: Bool
    /// Bindings it reads beyond its slots (`tile <count>` reads `fruit`; prices read `currency`).
    public let reads: [String]
    /// The type that checks the command and gives it its meaning.
    public let command: any ShellCommand.Type

    public init(
        _ name: String, for command: any ShellCommand.Type, aliases: [String] = [], usage: String, summary: String,
        examples: [String], grammar: [GrammarElement] = [], effects: Effects, allowedInSessionFile: Bool = false,
        reads: [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.examples = examples
        self.grammar = grammar
        self.effects = effects
        self.allowedInSessionFile = allowedInSessionFile
        self.reads = reads
        self.command = command
    }

    /// Whether it only draws (`tile`, `show`, `state`...): what `explain` and `watch` take.
    public var isDrawingCommand: Bool { effects == .draws }

    /// What running a command does.
    public struct Effects: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// It draws a view.
        public static let draws = Effects(rawValue: 1)
        /// It changes the session's bindings or types.
        public static let changesState = Effects(rawValue: 2)
        /// The edge carries it out (files, history, the terminal).
        public static let asksEdge = Effects(rawValue: 4)
        /// One of its forms needs a person at an interactive terminal (`pick <binding>` opens a
        /// chooser, `edit` an editor). That form is the one `Shell.run` hands back as a host
        /// command; `Shell.withoutPerson` makes it an error on any line not typed at the prompt
        /// (scripts, `source`, the startup file, session files).
        public static let interactive = Effects(rawValue: 8)
    }
}

/// The commands a session understands. `standard` is the language; a test may add a command
/// of its own (`adding`) and get parsing, checking, running, completion, `help`, watches,
/// `explain`, export and the `load` allow-list from its type alone.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    /// Each name and alias with the index of its entry in `commands` (the first entry to claim a
    /// name keeps it). NB: every command is looked up by its name, read in place from the entry,
    /// by hash, not by a scan of the names sharing its first byte.
    private let byName: NameIndex

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var byName = NameIndex()
        for (i, spec) in commands.enumerated() {
            for name in [spec.name] + spec.aliases { byName.insert(name, at: i) }
        }
        self.byName = byName
    }

    /// The command `word` names, by name or alias.
    public func named<Word: StringProtocol>(_ word: Word) -> CommandSpec? {
        byName.position(ofUTF8: word.utf8).map { commands[$0] }
    }

    /// The command the word `token` of `line` names, read in place.
    public func named(_ token: Token, in line: SourceLine) -> CommandSpec? {
        guard token.kind == .word else { return nil }
        return line.withUTF8(of: token) { byName.position(ofUTF8: $0) }.map { commands[$0] }
    }

    /// This table and `command` after its commands: the one line that teaches a session a
    /// command of its own, as in `shell.commands = .standard.adding(BannerCommand.self)`.
    public func adding(_ command: any ShellCommand.Type) -> CommandTable { CommandTable(commands + [command.spec]) }

    /// The table of these commands' entries, in order.
    public init(commands: [any ShellCommand.Type]) { self.init(commands.map { $0.spec }) }

    /// Every name and alias, for "did you mean" and completion.
    public var allNames: [String] { commands.flatMap { [$0.name] + $0.aliases } }
}
