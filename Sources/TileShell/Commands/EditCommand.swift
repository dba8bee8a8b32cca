/// `edit [<file>]`: the previous entry, or a script, in the user's editor, then run; the edge
/// opens the editor.
///
/// Example: `edit demo.tsh`.
public struct EditCommand: ShellCommand {
    public static let spec = CommandSpec(
        "edit", for: Self.self, usage: "edit [<file>]",
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
        effects: [.asksEdge, .interactive])

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let path = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.path)
        return .host(Request(path: path.map { command.line.text(of: $0) }))
    }

    /// What the edge opens in the editor: the script named, or the previous entry (nil).
    public struct Request: HostRequest, Hashable {
        public let path: String?
        public init(path: String?) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { path.map { ($0, false) } }
    }
}
