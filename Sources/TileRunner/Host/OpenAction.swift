import LessonInterpreter
import SwiftLesson
import TileRender
import TileShell
import TileSystem
import TileText

/// `open <file.swift>`: a SwiftUI file joins the session and its previews are drawn here.
enum OpenAction: HostAction {
    static func carryOut(_ request: OpenCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    { runner.openLesson(request.path, command: command) }
}

extension ScriptRunner {
    /// `open File.swift`: the file joins the session (its enums, its previews' `@State` as
    /// bindings, see `Shell.addSwift`) and its previews are drawn here, under their names, with
    /// its messages, as `tileshell File.swift` draws them; an error in the file fails the command.
    mutating func openLesson(_ path: String, command: Command) -> Result<Bool, Problem> {
        if checkOnly { return .success(true) }
        let resolved: String
        let name: String
        switch place(of: path, from: command.line.source, for: .read, verb: "open") {
        case .success(let p): (resolved, name) = (p.path, p.name)
        case .failure(let problem): return .failure(problem)
        }
        let file: SourceFile
        switch LessonRun.read([ArgPath(resolved)]) {
        case .success(let f):
            guard let first = f.first else { return .success(false) }
            // NB: kept by the name it was found under (relative to the script that opened it), so
            // that reopening it and `save` find the same file.
            file = SourceFile(path: name, text: first.text)
        case .failure(let e): return .failure(Problem(message: e.message))
        }
        filesInUse.add(resolved, why: "the session has it open")
        let report = shell.addSwift(file, opened: true, by: command) { _ = out.write($0) }
        _ = err.write(report.printed(colorDiagnostics ? .ansi : .plain))
        if !report.failed {
            opened.removeAll { $0.typed == name }
            opened.append((name, resolved, FileIO.stamp(resolved)))
            return .success(true)
        }
        countErrorReportedElsewhere()
        return .success(false)
    }
}

extension ScriptRunner {
    /// Opens again each SwiftUI file the session opened that changed on disk since (called
    /// before each prompt): a dim line says so, its previews are drawn again, and its bindings
    /// keep their values where their names and types still match. A file that now fails says
    /// why, and the session keeps what it had.
    package mutating func reopenChangedFiles() {
        guard let swift = shell.session.swift else {
            opened.removeAll()
            return
        }
        for (typed, resolved, stamp) in opened where swift.opened.contains(typed) {
            let now = FileIO.stamp(resolved)
            guard now != stamp, now != nil else { continue }
            let line = SourceLine(source: "<reopen>", lineNumber: 1, text: "open " + ValueText.quoted(typed))
            guard let command = try? TileShell.Parser.parse(line, table: shell.commands).first else { continue }
            // NB: drawn as the shell draws any view, in its output format (a JSON object under --format json).
            _ = out.write(shell.render(TextView("reopened \(typed): it changed", emphasis: .secondary, role: "reopen")))
            // NB: a file that cannot be read now (gone, a FIFO in its place) says so once.
            if case .failure(let problem) = openLesson(typed, command: command) {
                report(line.error(problem.message, start: 0, end: 0))
            }
            if let i = opened.firstIndex(where: { $0.typed == typed }) { opened[i].stamp = now }
        }
    }
}
