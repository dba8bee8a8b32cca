import LessonInterpreter
import SwiftLesson
import TileRender
import TileShell
import TileSystem
import TileText

/// `open <file.swift>`, `open <Folder/>`: a SwiftUI file, or the app target a file or folder
/// belongs to, joins the session and its previews are drawn here.
enum OpenAction: HostAction {
    static func carryOut(_ request: OpenCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    { runner.openLesson(request.path, command: command) }
}

extension ScriptRunner {
    /// `open File.swift`: the file joins the session (its enums, its previews' `@State` as
    /// bindings, see `Shell.addSwift`) and its previews are drawn here, under their names, with
    /// its messages, as `tileshell File.swift` draws them; an error in the file fails the command.
    /// A folder, or a file inside an app target, opens as `tileshell Folder/` does
    /// (`ProjectOpening`): every file of the target joins at once, and the previews of the
    /// files named are drawn.
    mutating func openLesson(_ path: String, command: Command) -> Result<Bool, Problem> {
        if checkOnly { return .success(true) }
        let resolved: String
        let name: String
        switch place(of: path, from: command.line.source, for: .read, verb: "open") {
        case .success(let p): (resolved, name) = (p.path, p.name)
        case .failure(let problem): return .failure(problem)
        }
        let files: [SourceFile]
        let drawing: Set<String>?
        switch Self.sessionProgram(resolved: resolved, name: name) {
        case .success(let p):
            (files, drawing) = (p.0, p.1)
            // NB: the target's resource files are what `Bundle.main` reads while the session runs it.
            if let target = p.target { shell.resources = ProjectResources(target: target) }
        case .failure(let e): return .failure(Problem(message: e.message))
        }
        guard !files.isEmpty else { return .success(false) }
        let shown = files.count == 1 && drawing == nil ? files[0].path : name
        filesInUse.add(resolved, why: "the session has it open")
        for file in files {
            filesInUse.add(
                Self.resolvedPath(of: file.path, resolved: resolved, name: name), why: "the session has it open")
        }
        let report = shell.addSwift(files, drawing: drawing, shown: shown, opened: true, by: command) {
            _ = out.write($0)
        }
        _ = err.write(report.printed(colorDiagnostics ? .ansi : .plain))
        if !report.failed {
            for file in files {
                let path = Self.resolvedPath(of: file.path, resolved: resolved, name: name)
                opened.removeAll { $0.typed == file.path }
                opened.append((file.path, path, FileIO.stamp(path)))
            }
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

extension ScriptRunner {
    /// The files `open` brings in, each named as the session keeps it (the name typed, with the
    /// rest of its path), and the names of those whose previews are drawn (nil for all).
    /// A folder outside any app target must hold one Swift file: its files are separate programs.
    static func sessionProgram(resolved: String, name: String) -> Result<
        ([SourceFile], Set<String>?, target: String?), FileError
    > {
        let programs: [ProjectProgram]
        switch ProjectOpening.programs([ArgPath(resolved)]) {
        case .success(let p): programs = p
        case .failure(let e): return .failure(e)
        }
        guard programs.count == 1, let program = programs.first else {
            let names = programs.compactMap { $0.files.first.map { named($0.path, resolved: resolved, name: name) } }
            return .failure(
                FileError(
                    message:
                        "'\(name)' is not an app target (no '@main' App file in it or above it): its \(names.count) "
                        + "files are separate programs; open one of them: "
                        + names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")))
        }
        let files = program.files.map {
            SourceFile(path: named($0.path, resolved: resolved, name: name), text: $0.text)
        }
        let drawing = program.drawn.map { drawn in
            Set(drawn.compactMap { files.indices.contains($0) ? files[$0].path : nil })
        }
        return .success((files, program.target == nil ? nil : drawing, program.target))
    }

    /// A file's name in the session: its path with the place the typed name resolved to
    /// (a transcript's folder) given back as the name typed.
    ///
    ///     named("/t/work/Shop/A.swift", resolved: "/t/work/Shop", name: "Shop") // "Shop/A.swift"
    static func named(_ path: String, resolved: String, name: String) -> String {
        guard resolved != name, resolved.hasSuffix(name) else { return path }
        let prefix = resolved.dropLast(name.utf8.count)
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The inverse of `named`: where the session's name for a file is on disk.
    static func resolvedPath(of path: String, resolved: String, name: String) -> String {
        guard resolved != name, resolved.hasSuffix(name), !path.hasPrefix("/") else { return path }
        return String(resolved.dropLast(name.utf8.count)) + path
    }
}
