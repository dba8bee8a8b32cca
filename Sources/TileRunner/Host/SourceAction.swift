import TileRender
import TileShell
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// `source <file>`: the script run in this session, line by line as typed, with its own line
/// numbers; a cycle, a script being recorded to, or nesting past the limit is refused first.
enum SourceAction: HostAction {
    static func carryOut(_ request: SourceCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    { runner.source(request.path, command: command) }
}

extension ScriptRunner {
    mutating func source(_ path: String, command: Command) -> Result<Bool, Problem> {
        func fail(_ message: String) -> Result<Bool, Problem> { .failure(Problem(message: message)) }
        let shown = Sanitizer.visible(path)
        let resolved: String
        let name: String
        switch place(of: path, from: command.line.source, for: .read, verb: "source") {
        case .success(let p): (resolved, name) = (p.path, p.name)
        case .failure(let problem): return .failure(problem)
        }
        guard let identity = FileIdentity(path: Array(resolved.utf8)) else {
            return fail("cannot source '\(shown)': \(String(cString: strerror(errno)))")
        }
        if let i = includes.firstIndex(where: { $0.identity == identity }) {
            let chain = (includes[i...].map(\.path) + [name]).map { Sanitizer.visible($0) }.joined(separator: " → ")
            return fail("source cycle: \(chain)")
        }
        if let script, script.identity == identity {
            let chain = ([script.path] + includes.map(\.path) + [name]).map { Sanitizer.visible($0) }
            return fail("source cycle: \(chain.joined(separator: " → "))")
        }
        // NB: the recorder appends each sourced line to its file, so a file sourced while it is
        // recorded to feeds itself its own lines until the source budget ends it.
        if let recorder, FileIdentity(fd: recorder.fd) == identity {
            return fail("cannot source '\(shown)' while recording to it; 'record stop' first")
        }
        if includes.count >= Self.maxSourceDepth {
            return fail("source nesting deeper than \(Self.maxSourceDepth) files (the limit)")
        }
        // NB: a FIFO with no writer blocks here, as `cat` would; Ctrl-C ends the wait (EINTR).
        let fd: Int32
        switch Interrupts.pending ? .failure(FileError(errno: EINTR)) : FileIO.openForReading(resolved, .named) {
        case .success(let opened): fd = opened
        case .failure(let e) where Interrupts.pending || e.code == EINTR:
            stopReason = .interrupted
            return .success(false)
        case .failure(let e): return fail("cannot source '\(shown)': \(e.message)")
        }
        defer { close(fd) }
        filesInUse.add(resolved, why: "the session sourced it")
        let argument = Self.argumentToken(of: command)
        includes.append((name, identity, command.line.location(of: argument)))
        defer { includes.removeLast() }
        // NB: a small first buffer: fan-out may open a file a million times, and zeroing 64 KiB
        // each time was most of the cost. Longer lines still read whole.
        var reader = LineReader(fd: fd, chunkSize: 4096)
        let before = errorCount
        let goOn = run(reader: &reader, source: name)
        if reader.error != 0 { return fail("cannot read '\(shown)': \(String(cString: strerror(reader.error)))") }
        if sourceBudgetSpent && !sourceBudgetReported {
            sourceBudgetReported = true
            // The innermost file that ran out reports it, naming the chain; the others unwind.
            // NB: `includes` still holds this file (its entry is removed on return).
            let chain = includes.map { Sanitizer.visible($0.path) }.joined(separator: " → ")
            return fail("'source' ran more than \(maxSourcedLines) lines for one command (the limit): \(chain)")
        }
        return .success(goOn && errorCount == before)
    }
}
