/// `var <name>: <Type>[?] [= <value>] [as <view>]`: a new binding.
///
/// Example: `var total: Decimal = 12.5 as price`.
public struct VarCommand: ShellCommand {
    public static let spec = CommandSpec(
        "var", for: Self.self, usage: "var <name>: <Type>[?] [= <value>] [as <view>]",
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
        effects: .changesState, allowedInSessionFile: true)

    public var binding: Binding

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let session = checker.session
        let args = Arguments(labelling: tokens, of: command, by: spec.grammar)
        let name = tokens[tokens.startIndex + 1]
        let typeToken = args.first(.type) ?? tokens[tokens.startIndex]
        let optional = tokens.contains { $0.kind == .question }
        let bindingName = line.text(of: name)
        try checker.checkIdentifier(name, text: bindingName[...], what: "binding name", line: line)
        if let command = checker.commands.named(bindingName) {
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
        let base = try checker.resolveType(typeToken, line: line)
        let type = BindingType(base, optional: optional)
        var value: Value?
        if let valueToken = args.first(.value) {
            value = try ValueParser(now: checker.now, line: line).parse(
                valueToken, as: type, for: bindingName, in: session)
        } else if !optional {
            value = checker.defaultValue(for: base)
        }
        var presentation = checker.presentations.defaultFor(base)
        if let p = args.first(.presentation) {
            let viewName = line.text(of: p)
            guard let chosen = checker.presentations[PresentationName(rawValue: viewName)] else {
                let views = checker.presentations.names
                throw line.error(
                    .unknown(
                        "view", name: viewName, choices: views.joined(separator: ", "),
                        nearest: Suggest.nearest(viewName, among: views), otherwise: ""),
                    at: p)
            }
            guard chosen.accepts(base) else {
                throw line.error("view '\(chosen.name)' cannot show \(Article.a(base.description))", at: p)
            }
            presentation = chosen
        }
        return .command(
            VarCommand(binding: Binding(name: bindingName, type: type, value: value, presentation: presentation)))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        shell.change(.declareBinding(binding), by: command)
        return nil
    }
}
