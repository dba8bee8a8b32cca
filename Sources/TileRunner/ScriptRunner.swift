import TileRender
import TileShell
import TileSystem
import TileText

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
    /// How each host command is carried out, by its request's type; tests add their own.
    package var hostActions = HostActions.standard

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

    mutating func carryOut(_ request: any HostRequest, command: Command) -> Bool {
        let action = hostActions.action(for: request)
        switch carryOutOrExplain(request, by: action, command: command) {
        case .success(let ok):
            return ok
        case .failure(let problem):
            let at = action?.problemToken(of: command) ?? command.keyword
            report(command.line.error(problem.message, start: at.start, end: at.end))
            return false
        }
    }

    /// Why a host command could not be carried out, said at the file it names (or its keyword).
    package struct Problem: Error {
        package var message: String
        package init(message: String) { self.message = message }
    }

    /// Carries out a host command by the action `hostActions` keeps for its request:
    /// `.success(false)` when errors were already reported inside (a sourced script failed),
    /// `.failure` for a problem with the command itself.
    mutating func carryOutOrExplain(
        _ request: any HostRequest, by action: (any HostAction.Type)?, command: Command
    ) -> Result<Bool, Problem> {
        if let fileObserver, let (path, isWritten) = request.file,
            let place = pathScope.place(of: path, from: command.line.source, for: isWritten ? .write : .read)
        {
            fileObserver(place.path, isWritten ? .written : .read)
        }
        guard let action else {
            let name = Sanitizer.visible(command.line.text(of: command.keyword))
            return .failure(Problem(message: "'\(name)' cannot be carried out in this run"))
        }
        return action.carryOut(any: request, command: command, in: &self)
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
