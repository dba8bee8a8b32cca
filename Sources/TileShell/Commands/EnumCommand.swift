/// `enum <Name>: <case>, ...`: a new enum type.
///
/// Example: `enum Size: small, medium, large`.
public struct EnumCommand: ShellCommand {
    public static let spec = CommandSpec(
        "enum", for: Self.self, usage: "enum <Name>: <case>, <case>, ...",
        summary: "Declare an enum type.",
        examples: ["enum Size: small, medium, large"],
        grammar: [
            .one(Slot(.name, fills: .newName, expected: "an enum name, as in 'enum Size: small, large'")),
            .punctuation(.colon, expected: "':' after the enum name, as in 'enum {name}: a, b'"),
            .list(
                [.one(Slot(.caseName, fills: .newName, expected: "a case name"))], separator: .comma,
                expected: "',' between cases"),
        ],
        effects: .changesState, allowedInSessionFile: true)

    public var type: EnumType

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let name = tokens[tokens.startIndex + 1]
        let cases = Arguments(labelling: tokens, of: command, by: spec.grammar).all(.caseName)
        try checker.checkNewTypeName(name, line: line)
        if cases.count > EnumType.maxCases {
            throw line.error(
                .limit(.enumCases(enumName: line.text(of: name), count: cases.count, limit: EnumType.maxCases)),
                at: name)
        }
        var seen: Set<Substring> = []
        var names: [String] = []
        for c in cases {
            let n = line.caseName(of: c)
            try checker.checkIdentifier(c, text: n, what: "case name", line: line)
            if n == "nil" { throw line.error("'nil' cannot be a case name", at: c) }
            guard seen.insert(n).inserted else {
                throw line.error("duplicate case '\(n)' in enum '\(line.text(of: name))'", at: c)
            }
            names.append(String(n))
        }
        return .command(EnumCommand(type: EnumType(name: line.text(of: name), cases: names)))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        shell.change(.declareEnum(type), by: command)
        return nil
    }
}

extension Checker {
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
}
