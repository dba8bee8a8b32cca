/// `open <file.swift>`: a SwiftUI lesson file's previews drawn in the session, as
/// `tileshell File.swift` draws them; the edge reads the file.
///
/// Example: `open Examples/lessons/InitializerBootcamp.swift`.
public struct OpenCommand: ShellCommand {
    public static let spec = CommandSpec(
        "open", for: Self.self, usage: "open <file.swift>",
        summary: "Draw a SwiftUI file's previews here, evaluated as 'tileshell File.swift' does.",
        examples: ["open Examples/lessons/InitializerBootcamp.swift"],
        grammar: [
            .one(
                Slot(
                    .path, fills: .path(extensions: ["swift"], orWords: []), shape: .value,
                    expected: "a SwiftUI file, as in 'open Lesson.swift'"))
        ],
        effects: .asksEdge)

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let path = Arguments(labelling: tokens, of: command, by: spec.grammar).first(.path) ?? tokens[tokens.startIndex]
        return .host(Request(path: command.line.text(of: path)))
    }

    /// What the edge reads and draws: the SwiftUI file named.
    public struct Request: HostRequest, Hashable {
        /// The file, as typed.
        public let path: String
        public init(path: String) { self.path = path }
        public var file: (path: String, isWritten: Bool)? { (path, false) }
    }
}
