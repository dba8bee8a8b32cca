import TileRender
import TileShell
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

extension ScriptRunner {
    /// `load <file>`: a session file read whole and checked before anything changes, and the
    /// SwiftUI files it opens read again.
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
        // NB: a SwiftUI file the session opened is read again, from where `open` would read it.
        var reread: [String: Result<String, SessionFile.SaveRefusal>] = [:]
        for path in SessionFile.openedPaths(text) {
            switch place(of: path, from: command.line.source, for: .read, verb: "open") {
            case .failure(let problem): reread[path] = .failure(SessionFile.SaveRefusal(message: problem.message))
            case .success(let p):
                switch LessonRun.read([ArgPath(p.path)]) {
                case .success(let files):
                    reread[path] = .success(files.first?.text ?? "")
                    filesInUse.add(p.path, why: "the session has it open")
                case .failure(let e): reread[path] = .failure(SessionFile.SaveRefusal(message: e.message))
                }
            }
        }
        let reopen = { (path: String) in
            reread[path] ?? .failure(SessionFile.SaveRefusal(message: "it was not read"))
        }
        switch SessionFile.decode(
            text, source: target.name, now: shell.environment.now, commands: shell.commands, files: reopen)
        {
        case .success(let session):
            let out = self.out
            loadedFiles.add(target.path, why: "the session loaded it")
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
