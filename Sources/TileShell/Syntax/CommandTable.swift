import TileRender

extension CommandTable {
    /// The language: every command a session understands, in the order `help` lists them.
    public static let standard = CommandTable([
        TileCommand.spec,
        CommandSpec(
            "pick", usage: "pick <binding> <case>",
            summary: "Set an enum-typed binding to one of its cases.",
            examples: ["pick unit hour", "pick style .inline", "pick fruit orange"],
            grammar: [
                .one(Slot(.binding, fills: .enumBinding, expected: "a binding name, as in 'pick unit hour'")),
                .ifAny(Slot(.value, fills: .caseOfBinding, shape: .value, expected: "a case")),
            ],
            effects: [.changesState, .interactive], allowedInSessionFile: true,
            build: { args in .pick(binding: args.tokens[args.tokens.startIndex + 1], value: args.first(.value)) }),
        CommandSpec(
            "set", usage: "set <binding> <value> | set <binding> nil",
            summary: "Set any binding; the value must fit its type. `nil` clears an optional.",
            examples: [
                "set price 9.99", "set name \"Ada Lovelace\"", "set updated 2026-11-29T09:00:00Z", "set discount 20",
            ],
            grammar: [
                .one(Slot(.binding, fills: .anyBinding, expected: "a binding name, as in 'set price 9.99'")),
                .one(Slot(.value, fills: .valueOfBinding, shape: .value, expected: "a value, or nil")),
            ],
            effects: .changesState, allowedInSessionFile: true,
            build: { args in
                .set(binding: args.tokens[args.tokens.startIndex + 1], value: args.tokens[args.tokens.startIndex + 2])
            }),
        CommandSpec(
            "unset", usage: "unset <binding>",
            summary: "Clear an optional binding (the same as `set <binding> nil`).",
            examples: ["unset price"],
            grammar: [
                .one(Slot(.binding, fills: .optionalBinding, expected: "a binding name, as in 'unset price'"))
            ],
            effects: .changesState, allowedInSessionFile: true,
            build: { args in .unset(binding: args.tokens[args.tokens.startIndex + 1]) }),
        ShowCommand.spec,
        PickerCommand.spec,
        CommandSpec(
            "enum", usage: "enum <Name>: <case>, <case>, ...",
            summary: "Declare an enum type.",
            examples: ["enum Size: small, medium, large"],
            grammar: [
                .one(Slot(.name, fills: .newName, expected: "an enum name, as in 'enum Size: small, large'")),
                .punctuation(.colon, expected: "':' after the enum name, as in 'enum {name}: a, b'"),
                .list(
                    [.one(Slot(.caseName, fills: .newName, expected: "a case name"))], separator: .comma,
                    expected: "',' between cases"),
            ],
            effects: .changesState, allowedInSessionFile: true,
            build: { args in
                .enumDecl(name: args.tokens[args.tokens.startIndex + 1], cases: args.all(.caseName))
            }),
        CommandSpec(
            "tilekind", usage: "tilekind <Enum>: <case> \"<Title>\" <colour>, ...",
            summary:
                "Give every case of an enum a tile title and colour, so `tile` can show it. Must cover every case.",
            examples: [
                "enum Berry: straw, blue", "tilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries\" indigo",
            ],
            grammar: [
                .one(
                    Slot(
                        .name, fills: .enumName,
                        expected: "an enum name, as in 'tilekind Berry: straw \"Strawberries\" pink'")),
                .punctuation(.colon, expected: "':' after the enum name"),
                .list(
                    [
                        .one(Slot(.caseName, fills: .caseOfNamedEnum, expected: "a case name")),
                        .one(
                            Slot(
                                .title, fills: .text, shape: .string,
                                expected: "the case's title in quotes, as in \"Strawberries\"")),
                        .one(Slot(.colour, fills: .choice(.colour), expected: "a colour: " + NamedColorNames.list)),
                    ], separator: .comma, expected: "',' between cases"),
            ],
            effects: .changesState, allowedInSessionFile: true,
            build: { args in
                let cases = args.all(.caseName)
                let titles = args.all(.title)
                let colours = args.all(.colour)
                let faces = cases.indices.map {
                    Command.FaceSyntax(caseName: cases[$0], title: titles[$0], color: colours[$0])
                }
                return .tileKind(name: args.tokens[args.tokens.startIndex + 1], faces: faces)
            }),
        CommandSpec(
            "var", usage: "var <name>: <Type>[?] [= <value>] [as <view>]",
            summary: "Declare a binding. Types: Int, Decimal, String, Date and declared enums; `?` makes it optional.",
            examples: [
                "enum Size: small, medium, large", "var size: Size = medium", "var nickname: String?",
                "var total: Decimal = 12.5 as price",
            ],
            grammar: [
                .one(Slot(.name, fills: .newName, expected: "a binding name, as in 'var size: Size = medium'")),
                .punctuation(.colon, expected: "':' and a type after the name, as in 'var {name}: Int'"),
                .one(Slot(.type, fills: .typeName, expected: "a type: Int, Decimal, String, Date or an enum name")),
                .ifNext(.punctuation(.question), []),
                .ifNext(
                    .punctuation(.equals),
                    [.one(Slot(.value, fills: .valueOfType, shape: .value, expected: "an initial value after '='"))]),
                .ifNext(
                    .keyword("as"),
                    [
                        .one(
                            Slot(
                                .presentation, fills: .choice(.presentation),
                                expected: "a view: " + Choice.presentation.words.commaSeparated))
                    ]),
            ],
            effects: .changesState, allowedInSessionFile: true,
            build: { args in
                let tokens = args.tokens
                let type = args.first(.type) ?? tokens[tokens.startIndex]
                let optional = tokens.contains { $0.kind == .question }
                return .varDecl(
                    name: tokens[tokens.startIndex + 1], type: type, optional: optional, value: args.first(.value),
                    presentation: args.first(.presentation))
            }),
        CommandSpec(
            "state", usage: "state", summary: "List every binding with its type and value.", examples: ["state"],
            effects: .draws, build: { _ in .state }),
        CommandSpec(
            "help", usage: "help [<command>]", summary: "Show the commands, or one command's usage and examples.",
            examples: ["help", "help pick"],
            grammar: [.ifAny(Slot(.topic, fills: .commandName, expected: "a command name"))],
            effects: .draws, build: { .help(topic: $0.first(.topic)) }),
        CommandSpec(
            "source", usage: "source <file>",
            summary: "Run a script file in this session; a relative path is taken from the including file.",
            examples: ["source Scripts/examples/seed1-tiles.tsh"],
            grammar: [
                .one(
                    Slot(
                        .path, fills: .path(extensions: ["tsh"], orWords: []), shape: .value,
                        expected: "a file path, as in 'source demo.tsh'"))
            ],
            effects: .asksEdge, build: { .source(path: $0.first(.path) ?? $0.tokens[$0.tokens.startIndex]) }),
        CommandSpec(
            "record", usage: "record <file> | record stop",
            summary: "Append every command that succeeds to a script file, until `record stop`.",
            examples: ["record session.tsh", "record stop"],
            grammar: [
                .one(
                    Slot(
                        .path, fills: .path(extensions: ["tsh"], orWords: ["stop"]), shape: .value,
                        expected: "a file path, or 'stop'"))
            ],
            effects: .asksEdge,
            build: { args in
                let t = args.first(.path)
                return .record(path: t.flatMap { args.line.isWord($0, "stop") ? nil : $0 })
            }),
        CommandSpec(
            "save", usage: "save <file>",
            summary: "Write the whole session (declarations and values) to a file, atomically.",
            examples: ["save work.tss"],
            grammar: [
                .one(
                    Slot(
                        .path, fills: .path(extensions: ["tss"], orWords: []), shape: .value,
                        expected: "a file path, as in 'save work.tss'"))
            ],
            effects: .asksEdge, build: { .save(path: $0.first(.path) ?? $0.tokens[$0.tokens.startIndex]) }),
        CommandSpec(
            "load", usage: "load <file>",
            summary: "Replace the session with one saved by `save`; a damaged file changes nothing.",
            examples: ["load work.tss"],
            grammar: [
                .one(
                    Slot(
                        .path, fills: .path(extensions: ["tss"], orWords: []), shape: .value,
                        expected: "a file path, as in 'load work.tss'"))
            ],
            effects: [.asksEdge, .changesState],
            build: { .load(path: $0.first(.path) ?? $0.tokens[$0.tokens.startIndex]) }),
        CommandSpec(
            "export", usage: "export <file> [all] [look <look>] [theme <theme>] [view <Name>]",
            summary:
                "Write the last drawing (`all`: every drawing) to a file as a picture or text, by its extension; "
                + "a .swift file gets the session as SwiftUI source.",
            examples: [
                "tile apple 100", "export tile.svg", "export tiles.html all look swiftui",
                "export Card.swift view Card",
            ],
            grammar: [
                .one(
                    Slot(
                        .path, fills: .path(extensions: ExportFormat.allCases.map(\.rawValue), orWords: []),
                        shape: .value, expected: "a file path, as in 'export tile.svg'")),
                .options(
                    [
                        KeywordOption(keyword: "all", value: nil, summary: "everything drawn since the session began"),
                        KeywordOption(
                            keyword: "look",
                            value: Slot(.look, fills: .choice(.look), expected: "a look: terminal or swiftui"),
                            summary: "terminal or swiftui"),
                        KeywordOption(
                            keyword: "theme",
                            value: Slot(.theme, fills: .choice(.theme), expected: "a theme: light or dark"),
                            summary: "light or dark"),
                        KeywordOption(
                            keyword: "view",
                            value: Slot(.view, fills: .newName, expected: "the main view's name, as in view Card"),
                            summary: "the main view's name in a .swift export"),
                    ], expected: "an option: all, look, theme or view"),
            ],
            effects: .asksEdge,
            build: { args in
                .export(
                    path: args.first(.path) ?? args.tokens[args.tokens.startIndex], all: args.has(.flag),
                    look: args.first(.look), theme: args.first(.theme), view: args.first(.view))
            }),
        CommandSpec(
            "explain", usage: "explain <binding> | explain [layout] <drawing command>",
            summary:
                "Say what a binding's view is and why it looks as it does (or draws nothing), or what a command would draw; "
                + "with layout, where each of its views goes and why.",
            examples: ["explain price", "explain unit", "explain tile apple 100", "explain layout tile apple 100"],
            grammar: [
                .oneOrMore(
                    Slot(
                        .topic, fills: .explainTarget, shape: .value,
                        expected: "a binding or a drawing command"),
                    missing: "a binding or a drawing command, as in 'explain price' or 'explain tile apple 100'")
            ],
            effects: .draws, build: { .explain(arguments: $0.afterName) }),
        CommandSpec(
            "undo", usage: "undo [<n>]",
            summary:
                "Take back the last change to the session (n changes: `undo 3`): set, pick, unset, var, enum, tilekind, load, watch, unwatch.",
            examples: ["pick unit hour", "undo", "set price 1; set price 2; undo 2"],
            grammar: [.ifAny(Slot(.value, fills: .number, expected: "a number of steps, as in 'undo 3'"))],
            effects: .changesState, build: { .undo(count: $0.first(.value)) }),
        CommandSpec(
            "redo", usage: "redo [<n>]",
            summary: "Put back what `undo` took back; a new change clears what can be redone.",
            examples: ["pick unit hour", "undo", "redo"],
            grammar: [.ifAny(Slot(.value, fills: .number, expected: "a number of steps, as in 'redo 3'"))],
            effects: .changesState, build: { .redo(count: $0.first(.value)) }),
        CommandSpec(
            "watch", usage: "watch <drawing command> | watch",
            summary:
                "Draw a view now and again after every command that changes what it reads "
                + "(tile, show, picker, state or explain); `watch` alone lists the watches.",
            examples: ["watch show price", "set price 9.99", "watch picker unit title \"Unit\"", "watch"],
            grammar: [
                .zeroOrMore(
                    Slot(.topic, fills: .drawingCommand, shape: .value, expected: "a drawing command"))
            ],
            effects: [.draws, .changesState], allowedInSessionFile: true,
            build: { .watch(arguments: $0.afterName) }),
        CommandSpec(
            "unwatch", usage: "unwatch <n> | unwatch all",
            summary: "Stop a watch, by the number `watch` lists, or every watch.",
            examples: ["watch show price", "watch show unit", "unwatch 1", "unwatch all"],
            grammar: [
                .one(
                    Slot(
                        .value, fills: .watchNumber,
                        expected: "a watch's number, or 'all', as in 'unwatch 1' (watch lists them)"))
            ],
            effects: .changesState,
            build: { .unwatch(target: $0.tokens[$0.tokens.startIndex + 1]) }),
        CommandSpec(
            "history", usage: "history", summary: "List the lines entered in interactive sessions.",
            examples: ["history"], effects: .asksEdge, build: { _ in .history }),
        CommandSpec(
            "edit", usage: "edit [<file>]",
            summary:
                "Open the previous entry (or a script) in $VISUAL or $EDITOR, and run it when the editor exits "
                + "with status 0. Interactive sessions only.",
            examples: ["edit", "edit demo.tsh"],
            grammar: [
                .ifAny(
                    Slot(
                        .path, fills: .path(extensions: ["tsh"], orWords: []), shape: .value,
                        expected: "a script path, as in 'edit demo.tsh'"))
            ],
            effects: [.asksEdge, .interactive], build: { .edit(path: $0.first(.path)) }),
        CommandSpec(
            "quit", aliases: ["exit"], usage: "quit", summary: "End the session (also `exit`).", examples: ["quit"],
            effects: [], build: { _ in .quit }),
    ])
}
