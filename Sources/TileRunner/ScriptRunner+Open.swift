import LessonInterpreter
import SwiftLesson
import TileRender
import TileShell
import TileSystem

extension ScriptRunner {
    /// `open File.swift`: the file joins the session (its enums, its previews' `@State` as
    /// bindings, see `Shell.addSwift`) and its previews are drawn here, under their names, with
    /// its messages, as `tileshell File.swift` draws them; an error in the file fails the command.
    mutating func openLesson(_ path: String, command: Command) -> Result<Bool, Problem> {
        if checkOnly { return .success(true) }
        let resolved: String
        switch place(of: path, from: command.line.source, for: .read, verb: "open") {
        case .success(let p): resolved = p.path
        case .failure(let problem): return .failure(problem)
        }
        let file: SourceFile
        switch LessonRun.read([ArgPath(resolved)]) {
        case .success(let f):
            guard let first = f.first else { return .success(false) }
            file = SourceFile(path: path, text: first.text)
        case .failure(let e): return .failure(Problem(message: e.message))
        }
        let report = shell.addSwift(file, opened: true, by: command) { _ = out.write($0) }
        for line in report.messages { _ = err.write(Sanitizer.visible(line) + "\n") }
        if !report.failed { return .success(true) }
        countErrorReportedElsewhere()
        return .success(false)
    }
}
