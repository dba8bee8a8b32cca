/// `record <file>` starts recording succeeded commands to a script; `record stop` ends it. The
/// edge writes the file.
///
/// Example: `record session.tsh`.
public struct RecordCommand: ShellCommand {
    public static let spec = CommandSpec(
        "record", for: Self.self, usage: "record <file> | record stop",
        summary: "Append every command that succeeds to a script file, until `record stop`.",
        examples: ["record session.tsh", "record stop"],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ["tsh"], orWords: ["stop"]), shape: .value,
                    expected: "a file path, or 'stop'"))
        ],
        effects: .asksEdge)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let line = command.line
        let t = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.path)
        guard let path = t.flatMap({ line.isWord($0, "stop") ? nil : $0 }) else { return .host(Request(path: nil)) }
        return .host(Request(path: line.text(of: path)))
    }

    /// What the edge does: start recording to the file named, or stop (nil: `record stop`).
    public struct Request: HostRequest, Hashable {
        public let path: String?
        public init(path: String?) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { path.map { ($0, true) } }
    }
}
