/// `set <binding> <value>`: a binding's new value, which must fit its type (`nil` clears an
/// optional). `pick` and `unset` check to a set too.
///
/// Example: `set price 9.99`.
public struct SetCommand: ShellCommand {
    public static let spec = CommandSpec(
        "set", for: Self.self, usage: "set <binding> <value> | set <binding> nil",
        summary: "Set any binding; the value must fit its type. `nil` clears an optional.",
        examples: [
            "set price 9.99", "set name \"Ada Lovelace\"", "set updated 2026-11-29T09:00:00Z", "set discount 20",
        ],
        grammar: [
            .one(Slot(.binding, fills: .anyBinding, expected: "a binding name, as in 'set price 9.99'")),
            .one(Slot(.value, fills: .valueOfBinding, shape: .value, expected: "a value, or nil")),
        ],
        effects: .changesState, allowedInSessionFile: true)

    /// The binding, and the value it gets (nil: none).
    public var binding: String
    public var value: Value?

    public init(binding: String, value: Value?) {
        self.binding = binding
        self.value = value
    }

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let b = tokens[tokens.startIndex + 1]
        let binding = try checker.lookup(b, line: line)
        return .set(
            SetCommand(
                binding: binding.name,
                value: try ValueParser(now: checker.now, line: line).parse(
                    tokens[tokens.startIndex + 2], as: binding.type, for: binding.name, in: checker.session)))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        shell.change(.assign(binding: binding, old: shell.session.value(ofBinding: binding), new: value), by: command)
        return nil
    }
}
