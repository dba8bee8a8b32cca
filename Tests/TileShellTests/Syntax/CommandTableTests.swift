import Testing

@testable import TileShell

/// The command table is the one description of the language: parsing, completion, `help` and the
/// session-file allow-list all come from an entry.
@Suite struct CommandTableTests {
    /// A command that exists only in this test.
    static let greet = CommandSpec(
        "greet", for: StateCommand.self, aliases: ["hello"], usage: "greet <binding>",
        summary: "Greet a binding by name.",
        examples: ["greet price"],
        grammar: [.one(Slot(.binding, fills: .anyBinding, expected: "a binding to greet, as in 'greet price'"))],
        effects: .draws)

    static let toyTable = CommandTable(CommandTable.standard.commands + [greet])

    func line(_ text: String) -> SourceLine { SourceLine(source: "<toy>", lineNumber: 1, text: text) }

    func error(_ text: String, table: CommandTable) -> String? {
        do {
            _ = try Parser.parse(line(text), table: table)
            return nil
        } catch { return error.formatted() }
    }

    @Test func aToyCommandParsesFromItsEntryAlone() throws {
        let commands = try Parser.parse(line("greet price; hello name"), table: Self.toyTable)
        #expect(commands.map { $0.line.text(of: $0.keyword) } == ["greet", "hello"])
        #expect(error("greet", table: Self.toyTable)?.contains("expected a binding to greet") == true)
        #expect(
            error("greet price name", table: Self.toyTable)?.contains(
                "unexpected 'name' after the command; usage: greet <binding>") == true)
        #expect(error("greet \"x\"", table: Self.toyTable)?.contains("found 'x'") == true)
        // Without its entry, the language does not know it, and says what is near.
        #expect(error("greet price", table: .standard)?.contains("unknown command 'greet'") == true)
        #expect(error("gret price", table: Self.toyTable)?.contains("did you mean 'greet'?") == true)
    }

    @Test func aToyCommandCompletesFromItsEntryAlone() {
        func complete(_ text: String) -> [String] {
            Completer.complete(line: text, cursor: text.utf8.count, session: .standard(), commands: Self.toyTable)
                .candidates.map(\.text)
        }
        #expect(complete("gr") == ["greet"])
        #expect(complete("hel") == ["help", "hello"])
        #expect(complete("greet p") == ["price"])
        #expect(complete("greet price ") == [])
        #expect(complete("help gr") == ["greet"])
    }

    @Test func aToyCommandHasHelpFromItsEntryAlone() {
        var shell = Shell(environment: environment())
        shell.commands = Self.toyTable
        let topic = Run("help greet", shell: shell)
        #expect(topic.errors.isEmpty)
        #expect(topic.output.contains("usage: greet <binding>"))
        #expect(topic.output.contains("Greet a binding by name."))
        #expect(topic.output.contains("  greet price"))
        #expect(Run("help", shell: shell).output.contains("Greet a binding by name."))
        #expect(Run("help", shell: Shell(environment: environment())).output.contains("greet") == false)
    }

    @Test func loadRefusesAToyCommandUnlessItsEntryAllowsIt() {
        let file = "# tileshell session 1\ngreet price\n# end of session: 1 commands\n"
        guard case .failure(let d) = SessionFile.decode(file, source: "s.tss", now: fixedNow, commands: Self.toyTable)
        else {
            Issue.record("a command the table does not allow in session files was loaded")
            return
        }
        #expect(d.message == "'greet' is not allowed in a session file")
        let g = Self.greet
        let allowed = CommandSpec(
            g.name, for: g.command, aliases: g.aliases, usage: g.usage, summary: g.summary, examples: g.examples,
            grammar: g.grammar,
            effects: g.effects, allowedInSessionFile: true)
        let table = CommandTable(CommandTable.standard.commands + [allowed])
        guard case .success = SessionFile.decode(file, source: "s.tss", now: fixedNow, commands: table) else {
            Issue.record("the allow-list is not read from the table")
            return
        }
    }

    // MARK: every entry of the standard table

    @Test(arguments: CommandTable.standard.commands.map(\.name))
    func everyCommandHasUsageSummaryAndExamplesThatRun(_ name: String) throws {
        let spec = try #require(CommandTable.standard.named(name))
        #expect(spec.usage.hasPrefix(name))
        #expect(!spec.summary.isEmpty)
        #expect(!spec.examples.isEmpty)
        // The examples run in order in a fresh session (files and history are the edge's work).
        var shell = Shell(environment: environment())
        for (n, example) in spec.examples.enumerated() {
            let outcome = shell.run(SourceLine(source: "<example>", lineNumber: n + 1, text: example)) { _ in }
            if case .failed(let d, _) = outcome { Issue.record("\(example): \(d.formatted())") }
        }
        #expect(spec.examples.contains { $0.hasPrefix(name) })
    }

    @Test(arguments: CommandTable.standard.commands.map(\.name))
    func everyCommandHasHelp(_ name: String) throws {
        let spec = try #require(CommandTable.standard.named(name))
        let run = Run("help \(name)")
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("usage: " + spec.usage))
        #expect(Run("help").output.contains(spec.summary.prefix(30)))
    }

    @Test(arguments: CommandTable.standard.commands.map(\.name))
    func everyFirstSlotCompletes(_ name: String) throws {
        let spec = try #require(CommandTable.standard.named(name))
        guard let first = spec.grammar.first else { return }
        let text = name + " "
        // NB: a file of each extension a command takes: a path offers those of its command's.
        let candidates = Completer.complete(line: text, cursor: text.utf8.count, session: .standard()) { _ in
            [("demo.tsh", false), ("demo.tss", false), ("Lesson.swift", false), ("out.svg", false)]
        }.candidates
        let offersNothing: Bool
        switch first {
        case .one(let slot), .ifAny(let slot), .oneOrMore(let slot, _):
            // NB: a session without SwiftUI source has no buttons or previews to offer.
            offersNothing =
                slot.fills == .newName || slot.fills == .number || slot.fills == .buttonLabel
                || slot.fills == .previewName
        default: offersNothing = false
        }
        // A name being declared or a number has nothing to offer; every other first slot offers something.
        #expect(candidates.isEmpty == offersNothing, "\(name): \(candidates.map(\.text))")
    }

    @Test func namesAndAliasesAreUnique() {
        let names = CommandTable.standard.allNames
        #expect(Set(names).count == names.count)
        #expect(CommandTable.standard.named("exit")?.name == "quit")
    }

    /// The registry lists command types; each entry is its own type's, so the type that checks a
    /// command is the one whose file describes it.
    @Test func everyEntryIsItsOwnTypesSpec() {
        for spec in CommandTable.standard.commands { #expect(spec.command.spec === spec, "\(spec.name)") }
        // One type per entry: no type is registered twice.
        let types = CommandTable.standard.commands.map { ObjectIdentifier($0.command) }
        #expect(Set(types).count == types.count)
    }

    @Test func everyNameFindsItsEntryAndTheFirstToClaimANameKeepsIt() {
        for spec in CommandTable.standard.commands {
            for name in [spec.name] + spec.aliases { #expect(CommandTable.standard.named(name) === spec, "\(name)") }
        }
        let shadow = CommandSpec(
            "show", for: StateCommand.self, aliases: ["greet"], usage: "", summary: "", examples: [], effects: .draws)
        let table = CommandTable(Self.toyTable.commands + [shadow])
        #expect(table.named("show")?.usage == ShowCommand.spec.usage)
        #expect(table.named("greet") === Self.greet)
        for word in ["", "sho", "shows", "Show", "é", "\u{0}"] { #expect(table.named(word) == nil, "\(word)") }
    }

    @Test func onlyDeclarationsAndAssignmentsLoad() {
        let loadable = CommandTable.standard.commands.filter(\.allowedInSessionFile).map(\.name)
        #expect(Set(loadable) == ["pick", "set", "unset", "enum", "tilekind", "var", "watch"])
    }

    // MARK: the lexer's end states, which completion reads

    @Test func anUnfinishedLineIsAStateNotAnError() {
        #expect(Lexer.lexTail("set name \"Ada").state == .openString(start: 9))
        #expect(Lexer.lexTail("show price # why").state == .comment)
        #expect(Lexer.lexTail("set name foo\\").state == .continuation)
        #expect(Lexer.lexTail("set name \"a\\\"b\"").state == .complete)
        #expect(Lexer.lexTail("set name \"\\q\"").state == .invalid)
        let typed = "set price 1; show \"a;b\" p"
        let tail = Lexer.lexTail(typed)
        let line = SourceLine(source: "t", lineNumber: 1, text: typed)
        #expect(tail.tokens.map { line.text(of: $0) } == ["show", "a;b", "p"])
        #expect(Lexer.lexTail("show price;").tokens.isEmpty)
    }
}
