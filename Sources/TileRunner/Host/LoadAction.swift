import TileRender
import TileShell
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// `load <file>`: the session replaced by a saved one, checked whole before anything changes.
enum LoadAction: HostAction {
    static func carryOut(_ request: LoadCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    { runner.load(request.path, command: command) }
}

extension ScriptRunner {
    /// `load <file>`: a session file read whole and checked before anything changes; the
    /// SwiftUI files it opens are read relative to it, and one that is gone is one error while
    /// the rest loads.
    mutating func load(_ path: String, command: Command) -> Result<Bool, Problem> {
        func fail(_ message: String) -> Result<Bool, Problem> { .failure(Problem(message: message)) }
        let target: PathScope.Place
        switch place(of: path, from: command.line.source, for: .read, verb: "load") {
        case .success(let p): target = p
        case .failure(let problem): return .failure(problem)
        }
        let text: String
        switch FileIO.read(target.path, .named, lineLimit: Lexer.maxLineBytes) {
        case .success(let t): text = t
        case .failure(let e) where e.code == EINTR && Interrupts.pending:
            stopReason = .interrupted
            return .success(false)
        case .failure(let e): return fail("cannot load '\(Sanitizer.visible(path))': \(e.message)")
        }
        // NB: a SwiftUI file the session opened is read again, relative to the session file
        // (as `source` reads a name relative to the script that gives it).
        var reread: [String: Result<String, SessionFile.SaveRefusal>] = [:]
        var places: [String: PathScope.Place] = [:]
        for path in SessionFile.openedPaths(text) {
            switch place(of: path, from: target.name, for: .read, verb: "open") {
            case .failure(let problem): reread[path] = .failure(SessionFile.SaveRefusal(message: problem.message))
            case .success(let p):
                places[path] = p
                switch LessonRun.read([ArgPath(p.path)]) {
                case .success(let files): reread[path] = .success(files.first?.text ?? "")
                case .failure(let e): reread[path] = .failure(SessionFile.SaveRefusal(message: e.message))
                }
            }
        }
        let reopen = { (path: String) in
            reread[path] ?? .failure(SessionFile.SaveRefusal(message: "it was not read"))
        }
        var missing: [Diagnostic] = []
        switch SessionFile.decode(
            text, source: target.name, now: shell.environment.now, commands: shell.commands,
            presentations: shell.presentations, files: reopen,
            openedName: { places[$0]?.name ?? $0 }, missingFile: { missing.append($0) })
        {
        case .success(let session):
            let out = self.out
            loadedFiles.add(target.path, why: "the session loaded it")
            for d in missing { report(d) }
            for file in places.values where (session.swift?.opened.contains(file.name) ?? false) {
                opened.removeAll { $0.typed == file.name }
                opened.append((file.name, file.path, FileIO.stamp(file.path)))
                filesInUse.add(file.path, why: "the session has it open")
            }
            shell.replaceSession(with: session, by: command) { out.write($0) }
            recorder?.record(command)
            return .success(true)
        case .failure(let d):
            // The session is untouched; say which file and where, then why.
            report(d)
            return .success(false)
        }
    }
}
