import TileRender

/// Resolves a parsed command against the session: every name looked up, every value typed.
/// Pure: it reads the session and never changes it.
public struct Checker: Sendable {
    public var session: Session
    public var now: Instant
    /// The commands `help` knows.
    public var commands: CommandTable

    public init(session: Session, now: Instant, commands: CommandTable = .standard) {
        self.session = session
        self.now = now
        self.commands = commands
    }

    public func check(_ command: Command) throws(Diagnostic) -> CheckedCommand {
        let line = command.line
        // NB: made only by the commands that parse values.
        var values: ValueParser { ValueParser(now: now, line: line) }
        switch command.kind {
        case .command(let type, let tokens):
            return try type.checked(tokens, of: command, in: self)

        case .pick(let b, let v):
            let binding = try lookup(b, line: line)
            guard case .enumeration(let typeName) = binding.type.base, let e = session.enumType(named: typeName)
            else {
                throw line.error(
                    "'\(binding.name)' is \(Article.a(binding.type.description)), not an enum; use 'set \(binding.name) <value>'"
                        + Self.enumBindingHint(session), at: b)
            }
            guard let v else { return .host(.choose(binding: binding.name)) }
            return .assign(binding: binding.name, value: .enumCase(try values.parseCase(v, of: e)))

        case .set(let b, let v):
            let binding = try lookup(b, line: line)
            return .assign(
                binding: binding.name, value: try values.parse(v, as: binding.type, for: binding.name, in: session))

        case .unset(let b):
            let binding = try lookup(b, line: line)
            guard binding.type.isOptional else {
                throw line.error("'\(binding.name)' has non-optional type \(binding.type) and cannot be unset", at: b)
            }
            return .assign(binding: binding.name, value: nil)

        case .enumDecl(let name, let cases):
            try checkNewTypeName(name, line: line)
            if cases.count > EnumType.maxCases {
                throw line.error(
                    .limit(.enumCases(enumName: line.text(of: name), count: cases.count, limit: EnumType.maxCases)),
                    at: name)
            }
            var seen: Set<Substring> = []
            var names: [String] = []
            for c in cases {
                let n = line.caseName(of: c)
                try checkIdentifier(c, text: n, what: "case name", line: line)
                if n == "nil" { throw line.error("'nil' cannot be a case name", at: c) }
                guard seen.insert(n).inserted else {
                    throw line.error("duplicate case '\(n)' in enum '\(line.text(of: name))'", at: c)
                }
                names.append(String(n))
            }
            return .declareEnum(EnumType(name: line.text(of: name), cases: names))

        case .tileKind(let name, let faces):
            let enumName = line.text(of: name)
            guard let e = session.enumType(named: enumName) else {
                throw line.error(
                    .unknown(
                        "enum", name: enumName, choices: nil,
                        nearest: Suggest.nearest(enumName, among: session.enums.map(\.name)),
                        otherwise: "; declare it first with 'enum \(enumName): ...'"), at: name)
            }
            var byCase: [Int: TileFace] = [:]
            for f in faces {
                let colorName = line.text(of: f.color)
                let i = try values.parseCase(f.caseName, of: e)
                guard byCase[i] == nil else {
                    throw line.error("case '\(e.cases[i])' appears twice in tilekind '\(e.name)'", at: f.caseName)
                }
                guard let color = NamedColor(rawValue: colorName) else {
                    throw line.error(
                        .unknown(
                            "colour", name: colorName, choices: NamedColorNames.list,
                            nearest: Suggest.nearest(colorName, among: Choice.colour.words), otherwise: ""),
                        at: f.color)
                }
                byCase[i] = TileFace(title: line.text(of: f.title), color: color)
            }
            let missing = e.cases.indices.filter { byCase[$0] == nil }.map { e.cases[$0] }
            if !missing.isEmpty {
                let shown =
                    missing.prefix(12).joined(separator: ", ")
                    + (missing.count > 12 ? ", … (\(missing.count) in all)" : "")
                throw line.error(
                    "tilekind '\(e.name)' must be exhaustive: no title and colour for \(missing.count == 1 ? "case" : "cases") \(shown)",
                    at: name, notes: ["add each missing case as: <case> \"<Title>\" <colour>"])
            }
            return .declareTileKind(enumName: e.name, faces: e.cases.indices.compactMap { byCase[$0] })

        case .varDecl(let name, let typeToken, let optional, let valueToken, let presentationToken):
            let bindingName = line.text(of: name)
            try checkIdentifier(name, text: bindingName[...], what: "binding name", line: line)
            if let command = commands.named(bindingName) {
                throw line.error(
                    "'\(bindingName)' names the command '\(command.name)'; a binding may not be named like a command, "
                        + "so that 'explain \(bindingName)' has one meaning", at: name)
            }
            if let existing = session.binding(named: bindingName) {
                throw line.error("'\(bindingName)' is already declared as \(existing.type)", at: name)
            }
            if session.bindings.count >= Session.maxBindings {
                throw line.error(.limit(.sessionBindings(limit: Session.maxBindings)), at: name)
            }
            let base = try resolveType(typeToken, line: line)
            let type = BindingType(base, optional: optional)
            var value: Value?
            if let valueToken {
                value = try values.parse(valueToken, as: type, for: bindingName, in: session)
            } else if !optional {
                value = defaultValue(for: base)
            }
            var presentation = Presentation.defaultFor(base)
            if let p = presentationToken {
                let viewName = line.text(of: p)
                guard let chosen = Presentation(rawValue: viewName) else {
                    let views = Choice.presentation.words
                    throw line.error(
                        .unknown(
                            "view", name: viewName, choices: views.joined(separator: ", "),
                            nearest: Suggest.nearest(viewName, among: views), otherwise: ""),
                        at: p)
                }
                guard chosen.accepts(base) else {
                    throw line.error("view '\(chosen.rawValue)' cannot show \(Article.a(base.description))", at: p)
                }
                presentation = chosen
            }
            return .declareVar(Binding(name: bindingName, type: type, value: value, presentation: presentation))

        case .state:
            return .state
        case .help(let topic):
            guard let topic else { return .help(nil) }
            let topicName = line.text(of: topic)
            guard let info = commands.named(topicName) else {
                throw line.error(
                    .noHelp(
                        topicName, nearest: Suggest.nearest(topicName, among: commands.allNames)),
                    at: topic)
            }
            return .help(info)
        case .explain(let args):
            return .explain(try checkExplain(args, of: command))
        case .watch(let args):
            guard !args.isEmpty else { return .listWatches }
            return .watch(try checkWatch(args, line: line))
        case .unwatch(let target):
            return .unwatch(try checkUnwatch(target, line: line))
        case .undo(let count):
            return .undo(try checkSteps(count, line: line))
        case .redo(let count):
            return .redo(try checkSteps(count, line: line))
        case .quit:
            return .quit
        case .source(let path):
            return .host(.source(path: line.text(of: path)))
        case .record(let path):
            return .host(path.map { .recordStart(path: line.text(of: $0)) } ?? .recordStop)
        case .history:
            return .host(.history)
        case .edit(let path):
            return .host(.edit(path: path.map { line.text(of: $0) }))
        case .save(let path):
            return .host(.save(path: line.text(of: path)))
        case .load(let path):
            return .host(.load(path: line.text(of: path)))
        case .export(let path, let all, let look, let theme, let view):
            return .host(.export(try checkExport(path, all: all, look: look, theme: theme, view: view, line: line)))
        }
    }

    /// The most bytes in a name (README "Limits"): 64 characters of up to 4 bytes each.
    public static let maxNameBytes = 256

    func lookup(_ token: Token, line: SourceLine) throws(Diagnostic) -> Binding {
        let found =
            token.kind == .word
            ? line.withUTF8(of: token) { session.bindingPosition(utf8: $0) }
            : session.bindingPosition(named: line.text(of: token))
        if let found { return session.bindings[found] }
        let name = line.text(of: token)
        throw line.error(
            .unknown(
                "binding", name: name, choices: nil,
                nearest: Suggest.nearest(name, among: session.bindings.map(\.name)),
                otherwise: "; type 'state' to list the bindings"),
            at: token)
    }

    func resolveType(_ token: Token, line: SourceLine) throws(Diagnostic) -> ValueType {
        let typeName = line.text(of: token)
        for (name, type) in ValueType.scalarNames where name == typeName { return type }
        if session.enumType(named: typeName) != nil { return .enumeration(typeName) }
        let all = ValueType.scalarNames.map(\.0) + session.enums.map(\.name)
        throw line.error(
            .unknown(
                "type", name: typeName, choices: "Int, Decimal, String, Date or a declared enum",
                nearest: Suggest.nearest(typeName, among: all), otherwise: ""), at: token)
    }

    func checkNewTypeName(_ token: Token, line: SourceLine) throws(Diagnostic) {
        let typeName = line.text(of: token)
        try checkIdentifier(token, text: typeName[...], what: "type name", line: line)
        if ValueType.scalarNames.contains(where: { $0.0 == typeName })
            || session.enumType(named: typeName) != nil
        {
            throw line.error("type '\(typeName)' is already declared", at: token)
        }
        if session.enums.count >= Session.maxEnums {
            throw line.error(.limit(.sessionEnums(limit: Session.maxEnums)), at: token)
        }
    }

    /// Names are Swift-like identifiers: a letter or `_`, then letters, digits or `_`.
    /// NB: counted in bytes too: one letter with 100 000 combining marks is one character, and
    /// would be shown whole wherever the name is.
    func checkIdentifier(_ token: Token, text: Substring, what: String, line: SourceLine) throws(Diagnostic) {
        if text.utf8.count > Self.maxNameBytes {
            throw line.error(
                "'\(String(String.UnicodeScalarView(text.unicodeScalars.prefix(16))))…' is not a valid \(what); a name takes at most 64 characters and "
                    + "\(Self.maxNameBytes) bytes", at: token)
        }
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), text.count <= 64
        else {
            throw line.error(
                "'\(text)' is not a valid \(what); expected a letter or '_' followed by letters, digits or '_' (at most 64)",
                at: token)
        }
    }

    func defaultValue(for type: ValueType) -> Value {
        switch type {
        case .enumeration: .enumCase(0)
        case .int: .int(0)
        case .decimal: .decimal(DecimalValue(isNegative: false, significand: 0, scale: 0))
        case .string: .string("")
        case .date: .date(now)
        }
    }

    static func enumBindingHint(_ session: Session) -> String {
        let names = session.bindings.filter { if case .enumeration = $0.type.base { true } else { false } }.map(\.name)
        return names.isEmpty ? "" : " (enum bindings: " + names.prefix(12).joined(separator: ", ") + ")"
    }

    /// `export`: the format from the path's extension, and options that fit it.
    func checkExport(_ path: Token, all: Bool, look: Token?, theme: Token?, view: Token?, line: SourceLine)
        throws(Diagnostic) -> ExportRequest
    {
        let pathText = line.text(of: path)
        guard let format = ExportFormat(path: pathText) else {
            throw line.error(
                .message(
                    "cannot tell what to export to '\(pathText)'; expected a file ending in "
                        + ExportFormat.extensionList),
                at: path)
        }
        var request = ExportRequest(path: pathText, format: format, scope: all ? .all : .last)
        let pictures: Set<ExportFormat> = [.svg, .html, .png]
        for option in [look, theme].compactMap({ $0 }) where !pictures.contains(format) {
            throw line.error(
                .message(
                    "'\(pathText)' is a .\(format.rawValue) file; look and theme apply to .svg, .html and .png"
                ),
                at: option)
        }
        if let look {
            guard let chosen = PictureLook(rawValue: line.text(of: look)) else {
                throw line.error(unknownChoice("look", look, .look, line: line), at: look)
            }
            request.look = chosen
        }
        if let theme {
            guard let chosen = PictureTheme(rawValue: line.text(of: theme)) else {
                throw line.error(unknownChoice("theme", theme, .theme, line: line), at: theme)
            }
            request.theme = chosen
        }
        if let view {
            guard format == .swift else {
                throw line.error(
                    .message(
                        "'view' names the main view of a .swift export; '\(pathText)' is a .\(format.rawValue) file"
                    ),
                    at: view)
            }
            try checkIdentifier(view, text: line.text(of: view)[...], what: "view name", line: line)
            request.mainView = line.text(of: view)
        }
        return request
    }

    func unknownChoice(_ what: String, _ token: Token, _ choice: Choice, line: SourceLine) -> DiagnosticKind {
        let word = line.text(of: token)
        return .unknown(
            what, name: word, choices: choice.words.joined(separator: ", "),
            nearest: Suggest.nearest(word, among: choice.words), otherwise: "")
    }

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
            reads: .of(checked, named: spec.name, commands: commands, session: session))
    }

    /// `unwatch <n>` or `unwatch all`: the numbers of the watches to remove.
    func checkUnwatch(_ target: Token, line: SourceLine) throws(Diagnostic) -> [Int] {
        let numbers = session.watches.map(\.number)
        guard !numbers.isEmpty else {
            throw line.error(
                "nothing to unwatch: there are no watches; 'watch <drawing command>' makes one", at: target)
        }
        if line.isWord(target, "all") { return numbers }
        let expected = DiagnosticKind.alternatives(numbers.map(String.init) + ["all"])
        let word = line.text(of: target)
        guard let n = Int(word), n >= 1 else {
            throw line.error(.notValid(word, type: "watch number", expected: expected), at: target)
        }
        guard numbers.contains(n) else { throw line.error("no watch \(n); expected \(expected)", at: target) }
        return [n]
    }

    /// How many steps `undo` or `redo` takes: 1 by default, at most what the log keeps.
    func checkSteps(_ token: Token?, line: SourceLine) throws(Diagnostic) -> Int {
        guard let token else { return 1 }
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
                throw line.error(
                    "'\(line.text(of: first))' does not draw; explain says what a binding shows, what a drawing command "
                        + "(tile, show, picker, state, help) would draw, and with 'explain layout', where it would go",
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
