/// `unset <binding>`: an optional binding cleared (a set to nil).
///
/// Example: `unset price`.
public struct UnsetCommand: ShellCommand {
    public static let spec = CommandSpec(
        "unset", for: Self.self, usage: "unset <binding>",
        summary: "Clear an optional binding (the same as `set <binding> nil`).",
        examples: ["unset price"],
        grammar: [
            .one(Slot(.binding, fills: .optionalBinding, expected: "a binding name, as in 'unset price'"))
        ],
        effects: .changesState, allowedInSessionFile: true)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let b = tokens[tokens.startIndex + 1]
        let binding = try checker.lookup(b, line: line)
        guard binding.type.isOptional else {
            throw line.error("'\(binding.name)' has non-optional type \(binding.type) and cannot be unset", at: b)
        }
        return .set(SetCommand(binding: binding.name, value: nil))
    }
}
