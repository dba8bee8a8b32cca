import LessonInterpreter

/// `back [<preview>]`: the screen a `tap` on a `NavigationLink` pushed is popped, as its back
/// button pops it, in the preview named or the first that shows a pushed screen. One step for
/// `undo`, and the watched previews are drawn again.
///
/// Example: `tap "Tokyo"; back`.
public struct BackCommand: ShellCommand {
    public static let spec = CommandSpec(
        "back", for: Self.self, usage: "back [<preview>]",
        summary: "Pop the screen a tapped NavigationLink pushed, as its back button does.",
        examples: [
            "struct Cities: View { var body: some View { NavigationStack { NavigationLink(\"Tokyo\") { Text(\"Tokyo\") }.navigationTitle(\"Cities\") } } }",
            "#Preview { Cities() }", "tap Tokyo", "back",
        ],
        grammar: [
            .ifAny(
                Slot(.name, fills: .previewName, shape: .value, expected: "a preview's name, as in 'back Apples'"))
        ],
        effects: .changesState)

    /// The preview named, or nil for the first that shows a pushed screen.
    public var preview: String?

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        guard checker.session.swift?.program.isEmpty == false else {
            throw command.line.error(
                "nothing to go back from: no SwiftUI file is open; 'open File.swift' opens one", at: command.keyword)
        }
        let name = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.name)
        return .command(BackCommand(preview: name.map { command.line.text(of: $0) }))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        let previews = shell.runProgram()?.previews ?? []
        let shown: LessonPreview
        if let preview {
            shown = try PreviewCommand.named(preview, in: previews, command: command)
        } else {
            guard let p = previews.first(where: { !$0.pushed.isEmpty }) ?? previews.first(where: { $0.back != nil })
            else {
                throw command.line.error(
                    "nothing to go back from: no preview shows a pushed screen; 'tap' a NavigationLink's label pushes one",
                    at: command.keyword)
            }
            shown = p
        }
        guard !shown.pushed.isEmpty else {
            throw command.line.error(
                shown.back == nil
                    ? "nothing to go back from: '\(shown.name)' shows its root"
                    : "'\(shown.name)' shows a screen its stack's path or a binding pushed; change that binding to go back",
                at: command.keyword)
        }
        let path = Array(shown.pushed.dropLast())
        shell.navigate(shown.name, to: path, by: command)
        return .text(
            TextView(
                "back to " + (path.last.map { "'\($0)'" } ?? "the root") + " in '\(shown.name)'", emphasis: .secondary,
                role: "tap"))
    }
}
