import TileRender
import TileShell
import TileSystem
import TileText
import TileTranscript

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell test FILE...`: runs transcript files (see `Transcript`) each in a fresh session
/// pinned to width 80, no colour, a fixed now and en_US unless the file's `%` line says
/// otherwise; prints a unified diff for each mismatch; `--update` rewrites them.
///
/// A transcript passes wherever it is run from: diagnostics call it by its file name, relative
/// reads come from its folder, and its writes go to a fresh working folder, removed after it
/// ran (see `PathScope.transcript`).
package enum TranscriptRunner {
    /// The "now" transcripts see unless they set one: 2026-01-01T00:00:00Z.
    package static let defaultNow = Instant(seconds: 1_767_225_600)

    /// Runs the files; returns the exit status (0 all passed, 1 any failed and was not
    /// rewritten, 2 unreadable file, 130 Ctrl-C). With `update`, a failed transcript is
    /// rewritten (see `TranscriptUpdate`) and does not count against the status; one that
    /// `update` cannot fix (an invalid pattern or setting, no working folder, a file it cannot
    /// write) still does. A `startup` file (`--init`) runs
    /// at the start of each transcript's session; what it prints goes to `err`, not into the
    /// transcript.
    package static func run(
        paths: [ArgPath], update: Bool, formatter: any ValueFormatting, out: OutputSink, err: OutputSink,
        startup: String? = nil
    )
        -> Int32
    {
        var passed = 0
        var failed = 0
        // NB: the failed transcripts `update` wrote anew; the others make the status 1.
        var rewritten = 0
        var unreadable = false
        for argument in paths {
            let path = argument.name
            let original: [UInt8]
            let read = FileIO.openForReading(argument.bytes, .named).flatMap { fd in
                defer { close(fd) }
                return FileIO.readBytes(fd)
            }
            switch read {
            case .success(let bytes): original = bytes
            case .failure(let e):
                err.write("tileshell: error: cannot read '\(argument.shown)': \(e.message)\n")
                unreadable = true
                continue
            }
            let text = String(decoding: original, as: UTF8.self)
            let transcript = Transcript.parse(text)
            let badPatterns = transcript.patternErrors
            guard badPatterns.isEmpty else {
                for p in badPatterns { err.write("\(argument.shown):\(Sanitizer.visible(p.description))\n") }
                failed += 1
                continue
            }
            let environment: Environment
            switch makeEnvironment(transcript.settings, formatter: formatter) {
            case .success(let e): environment = e
            case .failure(let problem):
                err.write("\(argument.shown): error: \(Sanitizer.visible(problem.message))\n")
                failed += 1
                continue
            }
            let work: WorkFolder
            switch WorkFolder.make(environment: ProcessEnvironment.current()) {
            case .success(let w): work = w
            case .failure(let e):
                err.write("tileshell: error: cannot make a working folder for '\(argument.shown)': \(e.message)\n")
                failed += 1
                continue
            }
            let actual = outputs(
                of: transcript, name: stableName(of: path),
                scope: .transcript(folder: folder(of: path), work: work.path), environment: environment,
                startup: startup, err: err)
            work.remove()
            // NB: a transcript cut short by Ctrl-C neither passes nor fails, and is never rewritten.
            if Interrupts.pending {
                err.write("tileshell: interrupted\n")
                return 130
            }
            let updated = TranscriptUpdate.apply(to: original, actual: actual)
            if updated == original {
                passed += 1
                continue
            }
            failed += 1
            let diff = UnifiedDiff.diff(
                lines(text), lines(String(decoding: updated, as: UTF8.self)), fromName: path,
                toName: path + " (actual)")
            out.write(lines(diff).map { Sanitizer.visible($0) + "\n" }.joined())
            if update {
                let result = SafeFile.replace(pathBytes: argument.bytes, with: updated)
                switch result {
                case .success:
                    out.write("updated: \(argument.shown)\n")
                    rewritten += 1
                case .failure(let e):
                    err.write("tileshell: error: cannot write '\(argument.shown)': \(e.message)\n")
                }
            }
        }
        out.write("\(passed) passed, \(failed) failed\n")
        if unreadable { return 2 }
        return failed > rewritten ? 1 : 0
    }

    /// A transcript's name in its diagnostics: its file name, the same wherever it is run from.
    static func stableName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder a transcript named `path` is in: empty for the working directory.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Runs every command of a transcript in one fresh session, standard error interleaved;
    /// diagnostics call it `name`.
    static func outputs(
        of transcript: Transcript, name: String, scope: PathScope = .direct, environment: Environment,
        startup: String? = nil, err: OutputSink? = nil
    ) -> [[String]] {
        let sink = OutputSink()
        var runner = ScriptRunner(shell: Shell(environment: environment), mode: .keepGoing, out: sink, err: sink)
        if let startup {
            // NB: before the transcript's scope is set: the startup file names files as a script does.
            switch StartupFile.open(startup) {
            case .success(let file): _ = file.run(in: &runner)
            case .failure(let e):
                sink.write(
                    "tileshell: error: cannot read the startup file '\(Sanitizer.visible(startup))': \(e.message)\n")
            }
            err?.write(sink.bytes)
            sink.reset()
        }
        runner.pathScope = scope
        var result: [[String]] = []
        // NB: diagnostics number commands as the lines of the script they form (1, 2, 3...),
        // not by their line in the transcript, which moves whenever expected output changes.
        var number = 0
        for item in transcript.items where !Interrupts.pending {
            guard case .command(let text, _, _) = item else { continue }
            number += 1
            sink.reset()
            if runner.stopReason != .quit { _ = runner.run(SourceLine(source: name, lineNumber: number, text: text)) }
            number += text.utf8.count { $0 == 0x0A }
            // NB: compared as printed, not as shown: a control character the shell let through must
            // not match the `\u{1B}` text it should have printed instead.
            result.append(lines(String(decoding: sink.bytes, as: UTF8.self)))
        }
        return result
    }

    struct Problem: Error {
        var message: String
    }

    static func makeEnvironment(_ settings: [String: String], formatter: any ValueFormatting) -> Result<
        Environment, Problem
    > {
        var e = Environment(width: 80, colorDepth: .none, now: defaultNow, locale: "en_US", formatter: formatter)
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "width":
                guard let w = Int(value), w >= 1, w <= 10_000 else {
                    return .failure(Problem(message: "width=\(value): expected a whole number from 1 to 10000"))
                }
                e.width = w
            case "color":
                guard let d = ColorDepth(rawValue: value) else {
                    return .failure(Problem(message: "color=\(value): expected none, ansi16, ansi256 or truecolor"))
                }
                e.colorDepth = d
            case "now":
                guard let n = Instant.parseISO8601(value[...]) else {
                    return .failure(Problem(message: "now=\(value): expected ISO 8601, as in 2026-11-29T12:00:00Z"))
                }
                e.now = n
            case "locale":
                guard formatter.knowsLocale(value) else {
                    return .failure(Problem(message: "locale=\(value): expected a known locale, as in en_US or de_DE"))
                }
                e.locale = value
                e.dateLocale = value
            default:
                return .failure(Problem(message: "unknown setting '\(key)'; expected width, color, now or locale"))
            }
        }
        return .success(e)
    }

    static func lines(_ text: String) -> [String] {
        var l = SourceLine.lines(of: text).map(String.init)
        if l.last == "" { l.removeLast() }
        return l
    }
}
