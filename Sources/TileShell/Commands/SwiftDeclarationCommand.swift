import SwiftLesson
import TileRender
import TileText

/// Swift declarations typed or pasted at the prompt (`struct`, `enum … {`, `extension`,
/// `#Preview`): they join the session's SwiftUI source as an opened file's do (see
/// `Shell.addSwift`). Not in the command table: `Shell.run` tells Swift from commands by its
/// first word (`SwiftEntry.isDeclaration`) and gives the whole entry to Swift's own parser.
///
/// Example: `struct Card: View { var body: some View { Text("Hi") } }`, then `show Card()`.
public struct SwiftDeclarationCommand: ShellCommand {
    public static let spec = CommandSpec(
        "struct", for: Self.self, usage: "struct|enum|extension|#Preview … { … }",
        summary: "Declare Swift at the prompt: a view, an enum or a preview, as in a SwiftUI file.",
        examples: ["struct Card: View { var body: some View { Text(\"Hi\").padding() } }", "show Card()"],
        grammar: [], effects: .changesState)

    public static func check(_ tokens: ArraySlice<TileShell.Token>, of command: Command, in checker: Checker)
        throws(TileShell.Diagnostic) -> CheckedCommand
    {
        throw command.line.error("Swift is declared by Shell.run, not checked", at: command.keyword)
    }
}

extension Shell {
    /// Runs an entry of Swift declarations: they join the session's program, their previews are
    /// drawn, and a dim line says what was declared. A syntax or evaluation error fails the line
    /// and changes nothing; warnings are drawn as dim lines after the views.
    mutating func runSwift(_ line: SourceLine, succeeded: ((Command) -> Void)?, emit: ([UInt8]) -> Void) -> Outcome {
        let text = line.text
        let start = text.utf8.prefix { $0 == 0x20 || (0x09...0x0D).contains($0) }.count
        let word = text.utf8.dropFirst(start).prefix { $0 != 0x20 && !(0x09...0x0D).contains($0) }.count
        let keyword = TileShell.Token(.word, start: start, end: start + max(1, word))
        let command = Command(
            keyword: keyword, type: SwiftDeclarationCommand.self, tokens: [keyword][...], line: line, start: start,
            end: text.utf8.count)
        let n = (session.swift?.typed ?? 0) + 1
        let file = SourceFile(path: SwiftSession.typedPath(n), text: text)
        // NB: comments alone (the end of a pasted file) declare nothing.
        let parsed = SwiftLesson.Parser.parse(file)
        if parsed.declarations.isEmpty && parsed.diagnostics.isEmpty { return .ok }
        let report = addSwift(file, opened: false, by: command, emit: emit)
        if report.failed {
            // NB: the first error, placed in the entry (the file is the entry's own text).
            let first = parsed.errors.first ?? report.error
            // NB: otherwise the first error anywhere (in a file this declaration broke), as swiftc
            // writes it, with its place; a note is not the reason.
            let reported = report.messages.first { $0.contains(": error: ") } ?? report.messages.first
            let message = first?.message ?? reported ?? "the declaration failed"
            let range = first?.range ?? SourceRange(start: start, end: start + 1)
            let s = max(0, min(range.start, text.utf8.count))
            return .failed(line.error(message, start: s, end: max(s + 1, range.end)), rest: [])
        }
        if rendersOutput, !report.messages.isEmpty {
            // NB: each message with the entry's line and a caret under its place; the entry's
            // own path (`<prompt 2>:`) is no help at the prompt, so its place is `line:col:`.
            let shown = report.diagnostics.map { d -> String in
                let text = d.printed(in: report.files, colors: .plain)
                return text.hasPrefix(file.path + ":") ? String(text.dropFirst(file.path.count + 1)) : text
            }
            let text = shown.isEmpty ? report.messages.joined(separator: "\n") : String(shown.joined().dropLast())
            emit(render(TextView(text, emphasis: .secondary, role: "warning")))
        }
        succeeded?(command)
        return .ok
    }
}
