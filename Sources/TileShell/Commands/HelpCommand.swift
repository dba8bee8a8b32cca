/// `help [<command>]`: the commands, or one command's usage and examples.
///
/// Example: `help pick`.
public struct HelpCommand: ShellCommand {
    public static let spec = CommandSpec(
        "help", for: Self.self, usage: "help [<command>]",
        summary: "Show the commands, or one command's usage and examples.",
        examples: ["help", "help pick"],
        grammar: [.ifAny(Slot(.topic, fills: .commandName, expected: "a command name"))],
        effects: .draws)

    /// The command asked about; nil for all of them.
    public var topic: CommandSpec?

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        guard let topic = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.topic) else {
            return .command(HelpCommand(topic: nil))
        }
        let topicName = line.text(of: topic)
        guard let info = checker.commands.named(topicName) else {
            throw line.error(
                .noHelp(
                    topicName, nearest: Suggest.nearest(topicName, among: checker.commands.allNames)),
                at: topic)
        }
        return .command(HelpCommand(topic: info))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        .help(HelpView(topic: topic, commands: shell.commands.commands))
    }

    public func explain(_ explainer: Explainer, text: String) -> [String] {
        ["\(text) would show the commands' usage and examples"]
    }
}
