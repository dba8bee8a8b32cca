import LessonInterpreter
import SwiftLesson
import TileRender
import TileTree

/// `show <View>(...)`: a SwiftUI view written as a Swift expression, evaluated against the
/// session's SwiftUI source (the files it opened and the declarations typed at its prompt) and
/// drawn. A mistake is an error in Swift's own terms, pointing into the expression.
///
/// Example: `show InitializerBootcamp(count: 3, fruit: .orange)`, `show Text("Hi").bold()`.
public struct SwiftViewCommand: ShellCommand {
    /// Made by `show` when its argument opens a Swift call; `show`'s entry is its own.
    public static var spec: CommandSpec { ShowCommand.spec }

    /// Where the expression is in the command's line (bytes).
    public var start: Int
    public var end: Int

    public static func check(_ tokens: ArraySlice<TileShell.Token>, of command: Command, in checker: Checker)
        throws(TileShell.Diagnostic) -> CheckedCommand
    {
        try ShowCommand.check(tokens, of: command, in: checker)
    }

    public func run(in shell: inout Shell, command: Command) throws(TileShell.Diagnostic) -> ShellView? {
        let tree = try Self.evaluate(command.line, start: start, end: end, in: shell)
        return .other(SwiftTreeView(tree: tree, name: nil))
    }

    /// The view the expression at `start..<end` of `line` makes, or the first error, placed in the line.
    static func evaluate(_ line: SourceLine, start: Int, end: Int, in shell: Shell) throws(TileShell.Diagnostic)
        -> ViewNode
    {
        let utf8 = Array(line.text.utf8)
        let lower = max(0, min(start, utf8.count))
        let upper = max(lower, min(end, utf8.count))
        let text = String(decoding: utf8[lower..<upper], as: UTF8.self)
        let program = shell.session.swift?.program ?? .empty
        let (tree, diagnostics) = Lesson.view(
            SourceFile(path: "show", text: text), in: program, formatting: shell.lessonFormatting,
            now: Double(shell.environment.now.seconds))
        if let error = diagnostics.first(where: { $0.diagnostic.severity == .error }) {
            let d = error.diagnostic
            guard error.file < 0 else {
                // NB: an error inside a declaration the expression called: said where, in Swift's words.
                let file = program.files.indices.contains(error.file) ? program.files[error.file] : nil
                let place = file.map {
                    " (in \(d.formatted(in: $0).split(separator: ":").prefix(3).joined(separator: ":")))"
                }
                throw line.error(d.message + (place ?? ""), start: lower, end: upper)
            }
            let s = lower + max(0, min(d.range.start, text.utf8.count))
            let e = lower + max(0, min(max(d.range.end, d.range.start + 1), text.utf8.count))
            throw line.error(d.message, start: s, end: max(s + 1, e))
        }
        return tree ?? .empty
    }
}
