import TileRender
import TileShell
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Runs lines through a `Shell`, writing output as each command finishes and diagnostics to
/// standard error. Shared by `-c`, script files, standard input and the interactive session, so
/// they behave alike. It carries out what the pure core hands back: `source`, `record`, `history`.
package struct ScriptRunner: ~Copyable {
    package var shell: Shell
    /// Set for a while by `StartupFile`, which goes on past errors whatever the run does.
    package internal(set) var mode: RunMode
    package let out: OutputSink
    package let err: OutputSink
    /// Colour diagnostics (standard error is a terminal and colour is allowed).
    package var colorDiagnostics = false
    /// Lists earlier lines for `history`; set by the interactive session.
    package var historyLister: (() -> [String])?
    /// Why the run stopped; nil while it goes on.
    package internal(set) var stopReason: StopReason?
    /// How many errors were reported.
    package private(set) var errorCount = 0
    /// Asked between lines of a script; true stops it (the interactive session's Ctrl-C).
    package var shouldStop: (() -> Bool)?
    /// The top-level lines are typed by a person at the prompt: set by the interactive session,
    /// cleared by `StartupFile` while it runs. Only such a line (not the scripts it sources) may
    /// run a command's interactive form (the chooser, `edit`; see `Shell.withoutPerson`).
    package var atPrompt = false
    /// The interactive chooser for `pick <binding>` with no case: given the enum and the index of
    /// the current case, the index chosen, or nil to cancel. Set by the interactive session when
    /// its terminal can draw one; without it, that form is an error listing the cases.
    package var chooser: ((EnumType, Int) -> Int?)?
    /// Told of each file a command is about to read or write, by its resolved path (`--preview`
    /// follows what a run reads).
    package var fileObserver: ((String, FileUse) -> Void)?
    /// The user's editor for `edit`; set by the interactive session (elsewhere `edit` is an error).
    package var externalEditor: (any ScriptEditor)?
    /// Told each entry `edit` runs from the editor (its lines joined by line breaks), before it runs (to show it and keep it in history).
    package var onEditedLine: ((String) -> Void)?

    /// The scripts being sourced, outermost first, with the place each was sourced from.
    var includes: [(path: String, identity: FileIdentity, from: SourceLocation)] = []
    /// The SwiftUI files `open` read: the path as typed, where it was found, and its stamp then
    /// (see `reopenChangedFiles`).
    var opened: [(typed: String, resolved: String, stamp: FileIO.Stamp?)] = []
    var recorder: Recorder?
    /// How relative file names become files: as scripts name them, or as a transcript does.
    package var pathScope = PathScope.direct
    /// The script file being run from the command line (its name and device and inode), so that
    /// sourcing it again is a cycle; no output may write over it.
    package var script: (path: String, identity: FileIdentity)? {
        didSet { if let script { filesInUse.add(script.path, why: "the run is reading it") } }
    }
    /// The files this run or session read (opened, sourced, the running script, the lesson
    /// files): no `save`, `export`, `record` or picture writes over them.
    package var filesInUse = FilesInUse()
    /// The session files `load` read: `save` may write one back, no other output may.
    var loadedFiles = FilesInUse()
    /// Lines run through `source` since the current top-level command began.
    var sourcedLines = 0
    /// Set when `sourcedLines` passed the limit; every nested `source` then unwinds.
    var sourceBudgetSpent = false
    var sourceBudgetReported = false

    /// The deepest `source` nesting allowed (README "Limits").
    package static let maxSourceDepth = 32
    /// The most lines one top-level command may run through nested `source` (README "Limits"):
    /// nesting multiplies, so thirty files each sourcing the next twice would run 2^30 lines.
    package static let defaultMaxSourcedLines = 1_000_000
    /// `defaultMaxSourcedLines`, lowered by tests.
    package var maxSourcedLines = ScriptRunner.defaultMaxSourcedLines

    package init(
        shell: Shell, mode: RunMode = .run, out: OutputSink = OutputSink(fd: 1), err: OutputSink = OutputSink(fd: 2)
    ) {
        self.shell = shell
        self.mode = mode
        self.out = out
        self.err = err
        self.shell.rendersOutput = mode != .check
    }

    /// Set once any command has failed.
    package var failed: Bool { errorCount > 0 }

    /// An error reported by something the runner ran (an opened lesson file's own messages)
    /// counts as the run's.
    mutating func countErrorReportedElsewhere() { errorCount += 1 }
    /// `--keep-going` or `--check`: an error does not stop the line or the run.
    var keepGoing: Bool { mode.goesOnAfterErrors }
    /// `--check`: check everything, draw nothing, report every error.
    var checkOnly: Bool { mode == .check }

    /// Runs one line. Returns false when the run should stop (error without --keep-going,
    /// quit, or closed output).
    package mutating func run(_ line: SourceLine) -> Bool {
        let out = self.out
        let personAtPrompt = atPrompt && includes.isEmpty
        if includes.isEmpty {
            sourcedLines = 0
            sourceBudgetSpent = false
            sourceBudgetReported = false
        }
        recorder?.sync(undoable: shell.undoLog.undoableCount, redoable: shell.undoLog.redoable.count)
        // NB: closures that capture only `out`, passed non-escaping: running a line allocates
        // nothing here (a local function capturing a `var closed` boxed it on every line).
        var outcome = shell.run(line, succeeded: Self.recording(to: recorder)) { out.write($0) }
        while true {
            if case .host = outcome {
                if !personAtPrompt {
                    outcome = shell.withoutPerson(outcome)
                } else if chooser == nil {
                    outcome = shell.withoutChooser(outcome)
                }
            }
            if out.hasFailed {
                stopReason = .outputClosed
                return false
            }
            if let recorder, let failure = recorder.failure {
                self.recorder = nil
                // NB: at the command being recorded, which may be one of several on the line.
                let command = failure.command
                report(
                    command.line.error(
                        "recording to '\(Sanitizer.visible(recorder.path))' stopped: \(failure.error.message)",
                        start: command.start, end: command.end))
                if !keepGoing {
                    if case .failed(let d, _) = outcome { report(d) }
                    return false
                }
            }
            switch outcome {
            case .ok:
                return true
            case .quit:
                if checkOnly { return true }
                stopReason = .quit
                return false
            case .failed(let d, let rest):
                report(d)
                guard keepGoing, !rest.isEmpty else { return keepGoing }
                // NB: --keep-going and --check go on with the rest of the line, as with the next line.
                outcome = shell.run(commands: rest, succeeded: Self.recording(to: recorder)) {
                    out.write($0)
                }
            case .host(let h, let command, let rest):
                if !carryOut(h, command: command) && !keepGoing { return false }
                if stopReason != nil { return false }
                // NB: asked again: the host command may have started or stopped a recording.
                outcome = shell.run(commands: rest, succeeded: Self.recording(to: recorder)) {
                    out.write($0)
                }
            }
        }
    }

    /// Appends each succeeded command's text to the recording file; nil (no closure made)
    /// when not recording.
    static func recording(to recorder: Recorder?) -> ((Command) -> Void)? {
        guard let recorder else { return nil }
        return { command in recorder.record(command) }
    }

    /// Runs every entry a reader gives (see `EntryAssembler`), numbering lines from 1 under `source`.
    package mutating func run(reader: inout LineReader, source: String) -> Bool {
        var number = 0
        var assembler = EntryAssembler(source: source)
        while let text = reader.next() {
            if Interrupts.pending || shouldStop?() == true {
                stopReason = .interrupted
                return false
            }
            if !includes.isEmpty {
                if sourceBudgetSpent { return false }
                sourcedLines += 1
                if sourcedLines > maxSourcedLines {
                    sourceBudgetSpent = true
                    return false
                }
            }
            number += 1
            if let entry = assembler.add(text, lineNumber: number), !run(entry) { return stopped() }
        }
        if let entry = assembler.finish(), !Interrupts.pending, !run(entry) { return stopped() }
        if Interrupts.pending { stopReason = .interrupted }
        return stopReason != .interrupted
    }

    /// After an entry failed: false, and the run counts as interrupted when Ctrl-C is what ended
    /// it (a SwiftUI file stopped mid-loop fails with "interrupted").
    private mutating func stopped() -> Bool {
        if Interrupts.pending { stopReason = .interrupted }
        return false
    }

    /// Runs the entries of a text given whole (`-c`), numbering its lines from 1 under `source`.
    package mutating func run(text: String, source: String) -> Bool {
        var assembler = EntryAssembler(source: source)
        var number = 0
        for line in SourceLine.lines(of: text) {
            number += 1
            if let entry = assembler.add(String(line), lineNumber: number) {
                if Interrupts.pending || !run(entry) { return stopped() }
            }
        }
        guard let entry = assembler.finish() else { return true }
        return !Interrupts.pending && run(entry) || stopped()
    }

    /// Forgets a Ctrl-C once the interactive session has reported it.
    package mutating func clearInterrupt() {
        if stopReason == .interrupted { stopReason = nil }
    }

    /// The exit status so far: 130 after Ctrl-C, 141 when standard output was closed (as if
    /// killed by SIGPIPE, but quietly), 1 after any command error, else 0.
    package var exitStatus: Int32 {
        if stopReason == .interrupted { return 130 }
        if out.hasFailed { return out.writeError == EPIPE ? 141 : 1 }
        return failed ? 1 : 0
    }

    /// The one message for a failed write to standard output, or nil (none, or a closed pipe,
    /// which stops quietly as if by SIGPIPE).
    package var outputErrorMessage: String? {
        guard out.hasFailed, out.writeError != EPIPE else { return nil }
        return "tileshell: error: cannot write to standard output: \(String(cString: strerror(out.writeError)))\n"
    }

    /// Prints a diagnostic, with a note for each script that sourced the one it is in.
    mutating func report(_ diagnostic: Diagnostic) {
        errorCount += 1
        var d = diagnostic
        for include in includes.reversed() {
            let f = include.from
            d.notes.append("in a script sourced from \(f.source):\(f.line):\(f.column)")
        }
        out.flush()  // NB: keep output and diagnostics in order when both go to one file.
        err.write(d.formatted(colored: colorDiagnostics))
    }

    mutating func carryOut(_ h: HostCommand, command: Command) -> Bool {
        switch carryOutOrExplain(h, command: command) {
        case .success(let ok):
            return ok
        case .failure(let problem):
            // NB: an `edit` that fails points at the command, as it always has.
            let argument = if case .edit = h { command.keyword } else { Self.argumentToken(of: command) }
            report(command.line.error(problem.message, start: argument.start, end: argument.end))
            return false
        }
    }

    struct Problem: Error {
        var message: String
    }

    /// Carries out a host command: `.success(false)` when errors were already reported inside
    /// (a sourced script failed), `.failure` for a problem with the command itself.
    mutating func carryOutOrExplain(_ h: HostCommand, command: Command) -> Result<Bool, Problem> {
        func fail(_ message: String) -> Result<Bool, Problem> { .failure(Problem(message: message)) }
        if let fileObserver, let (path, use) = Self.file(of: h),
            let place = pathScope.place(of: path, from: command.line.source, for: use == .read ? .read : .write)
        {
            fileObserver(place.path, use)
        }
        switch h {
        case .source(let path):
            return source(path, command: command)
        case .open(let path):
            return openLesson(path, command: command)
        case .recordStart(let path):
            if checkOnly { return .success(true) }
            recorder = nil
            let target: String
            switch place(of: path, from: command.line.source, for: .write, verb: "record to") {
            case .success(let p): target = p.path
            case .failure(let problem): return .failure(problem)
            }
            switch SafeFile.openForAppend(target, inUse: filesInUse(saving: false)) {
            case .success(let fd):
                let log = shell.undoLog
                recorder = Recorder(fd: fd, path: path, undoable: log.undoableCount, redoable: log.redoable.count)
            case .failure(let e): return fail(e.explained("cannot record to '\(Sanitizer.visible(path))'"))
            }
            return .success(true)
        case .recordStop:
            if checkOnly { return .success(true) }
            if recorder == nil { return fail("not recording; start with 'record <file>'") }
            recorder = nil
            return .success(true)
        case .history:
            if checkOnly { return .success(true) }
            guard let historyLister else {
                return fail("'history' lists the lines of interactive sessions; this run is not one")
            }
            var text = ""
            for (i, entry) in historyLister().enumerated() {
                let n = String(i + 1)
                var lead = String(repeating: " ", count: max(0, 5 - n.count)) + n + "  "
                // An entry of several lines lists its later lines under its first.
                for line in SourceLine.lines(of: entry) {
                    text += lead + Sanitizer.visible(String(line)) + "\n"
                    lead = String(repeating: " ", count: max(5, n.count) + 2)
                }
            }
            return .success(out.write(text))
        case .edit(let path):
            return edit(path, command: command)
        case .save(let path):
            if checkOnly { return .success(true) }
            let p: PathScope.Place
            switch place(of: path, from: command.line.source, for: .write, verb: "save to") {
            case .success(let place): p = place
            case .failure(let problem): return .failure(problem)
            }
            let target = p.path
            let text: String
            // NB: the opened files' paths are written relative to the session file, as `load` reads them.
            let saved = p.name
            switch SessionFile.encodeForSaving(shell.session, openedPath: { PathScope.relative($0, toFolderOf: saved) })
            {
            case .success(let t): text = t
            case .failure(let e): return fail("cannot save to '\(Sanitizer.visible(path))': \(e.message)")
            }
            switch SafeFile.replace(target, with: Array(text.utf8), inUse: filesInUse(saving: true)) {
            case .success: return .success(true)
            case .failure(let e): return fail(e.explained("cannot save to '\(Sanitizer.visible(path))'"))
            }
        case .load(let path):
            return load(path, command: command)
        case .export(let request):
            if checkOnly { return .success(true) }
            return export(request, from: command.line.source).map { true }
        case .choose(let name):
            // NB: reached only where the chooser is offered; elsewhere `run` made it an error.
            guard let chooser, let (type, current) = shell.choice(for: name) else { return .success(true) }
            let out = self.out
            let index = chooser(type, current)
            shell.pick(binding: name, index: index, by: command) { out.write($0) }
            // NB: recorded with the case chosen, so that it replays; a cancelled chooser changed nothing.
            if let index, type.cases.indices.contains(index) {
                recorder?.append("pick \(name) \(type.cases[index])", isStep: true, for: command)
            }
            return .success(true)
        }
    }

    /// The file a host command reads or writes, if any.
    static func file(of h: HostCommand) -> (String, FileUse)? {
        switch h {
        case .source(let path), .load(let path), .open(let path): (path, .read)
        case .recordStart(let path), .save(let path): (path, .written)
        case .export(let request): (request.path, .written)
        case .edit(let path): path.map { ($0, .read) }
        case .recordStop, .history, .choose: nil
        }
    }

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

    /// Where a file name given on a line from `source` leads, by `pathScope`; `verb` says what
    /// was being done, for the error when a transcript's write would leave its working folder.
    func place(of path: String, from source: String, for use: PathScope.Access, verb: String) -> Result<
        PathScope.Place, Problem
    > {
        guard let place = pathScope.place(of: path, from: source, for: use) else {
            return .failure(
                Problem(
                    message: "cannot \(verb) '\(Sanitizer.visible(path))': a transcript writes only inside its "
                        + "working folder; name a file without '..'"))
        }
        return .success(place)
    }

    /// What no output may write over: the files in use, and (but for `save`, which writes a
    /// session file back) the session files loaded.
    package func filesInUse(saving: Bool) -> FilesInUse {
        var all = filesInUse
        // NB: replaced, the file being recorded to would go on growing unlinked, and be lost.
        if let recorder { all.add(fd: recorder.fd, why: "the session is recording to it") }
        if !saving { all.add(loadedFiles) }
        return all
    }

    /// The file a command names, for its errors to point at; the command's name when it names none.
    static func argumentToken(of command: Command) -> Token { command.path ?? command.keyword }
}
