/// `pick <binding> [<case>]`: an enum binding set to one of its cases (a set); with no case,
/// the edge's chooser picks one.
///
/// Example: `pick unit hour`.
public struct PickCommand: ShellCommand {
    public static let spec = CommandSpec(
        "pick", for: Self.self, usage: "pick <binding> <case>",
        summary: "Set an enum-typed binding to one of its cases.",
        examples: ["pick unit hour", "pick style .inline", "pick fruit orange"],
        grammar: [
            .one(Slot(.binding, fills: .enumBinding, expected: "a binding name, as in 'pick unit hour'")),
            .ifAny(Slot(.value, fills: .caseOfBinding, shape: .value, expected: "a case")),
        ],
        effects: [.changesState, .interactive], allowedInSessionFile: true)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let b = tokens[tokens.startIndex + 1]
        let v = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.value)
        let binding = try checker.lookup(b, line: line)
        guard case .enumeration(let typeName) = binding.type.base, let e = checker.session.enumType(named: typeName)
        else {
            throw line.error(
                "'\(binding.name)' is \(Article.a(binding.type.description)), not an enum; use 'set \(binding.name) <value>'"
                    + Checker.enumBindingHint(checker.session), at: b)
        }
        guard let v else { return .host(Request(binding: binding.name)) }
        let value = Value.enumCase(try ValueParser(now: checker.now, line: line).parseCase(v, of: e))
        return .set(SetCommand(binding: binding.name, value: value))
    }

    /// A step `undo` takes back when it names a case; the chooser's pick is recorded as its own step.
    public static func recording(_ tokens: ArraySlice<Token>, line: SourceLine) -> Recording {
        tokens.count > 2 ? .step : .line
    }

    /// `pick <binding>` with no case: the edge's interactive chooser picks the case and applies
    /// it with `Shell.pick`; where there is none, `Shell.withoutChooser` makes it an error.
    public struct Request: HostRequest, Hashable {
        public let binding: String
        public init(binding: String) { self.binding = binding }
        public var file: (path: String, isWritten: Bool)? { nil }
    }
}
