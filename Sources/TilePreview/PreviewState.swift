import TileRender
import TileRunner
import TileShell
import TileSystem
import TileText
import TileTree

#if canImport(Glibc)
    import Glibc
#endif

/// What a live preview keeps from one run to the next.
struct PreviewState {
    let path: String
    let screen: PreviewScreen
    let watches: PreviewWatches
    /// Standard output and error, when there is no full screen.
    let out: OutputSink
    let err: OutputSink
    var runs = 0
    /// The last good output and the run that printed it.
    var lastGood: (run: Int, output: [UInt8])?
    /// The frame on the screen, for a redraw after Ctrl-Z and `fg`.
    var frame: PreviewFrame?
    var depth = ColorDepth.none
    /// The message last given for an unreadable script, so it is said once, not on every notice.
    var lastProblem: String?
    /// Files changed while the last run ran: the next wait starts with them.
    var pending: [String] = []

    init(path: String, screen: PreviewScreen, watches: PreviewWatches, out: OutputSink, err: OutputSink) {
        self.path = path
        self.screen = screen
        self.watches = watches
        self.out = out
        self.err = err
    }

    /// Runs the script once and shows what it gave; an exit status when the preview must end
    /// (Ctrl-C, or standard output gone).
    mutating func runOnce(_ reason: Preview.Reason, preview: Preview, makeShell: () -> Shell) -> Int32? {
        var shell = makeShell()
        if !preview.fixedWidth, screen.fullScreen, let columns = screen.size?.columns {
            shell.environment.width = min(columns, 10_000)
        }
        depth = shell.environment.colorDepth
        // NB: the script is watched and read again at every change: a FIFO (or a device) put in
        // its place is refused, never waited on.
        let fd: Int32
        switch FileIO.openForReading(path, .regularOnly) {
        case .success(let opened): fd = opened
        case .failure(let e):
            if Interrupts.pending { return Self.stopStatus }
            return unreadable("cannot read '\(Sanitizer.visible(path))': \(e.message); waiting for it to come back")
        }
        defer { close(fd) }
        lastProblem = nil
        runs += 1
        let fullScreen = screen.fullScreen
        if !fullScreen && runs > 1 {
            out.write(Self.separator(run: runs, reason: reason, format: shell.outputFormat))
        }
        let files = PreviewFiles(watches: watches)
        let runOut = fullScreen ? OutputSink() : out
        let runErr = fullScreen ? OutputSink() : err
        var runner = ScriptRunner(shell: shell, mode: preview.mode, out: runOut, err: runErr)
        runner.colorDiagnostics = fullScreen ? depth != .none : preview.colorDiagnostics
        runner.script = FileIdentity(fd: fd).map { (path, $0) }
        runner.fileObserver = { files.note($0, $1) }
        runner.shouldStop = { Interrupts.quitKeyPressed() }
        var startupFailed = false
        var goOn = true
        if let startupPath = preview.startupFile {
            files.note(startupPath, .read)
            switch StartupFile.open(startupPath) {
            case .success(let startup): goOn = startup.run(in: &runner)
            case .failure(let e):
                startupFailed = true
                runErr.write(
                    "tileshell: error: cannot read the startup file '\(Sanitizer.visible(startupPath))': \(e.message)\n"
                )
            }
        }
        var reader = LineReader(fd: fd)
        if goOn && path.hasSuffix(".swift") {
            // NB: a SwiftUI file is drawn as `open` draws it, so each save redraws its previews.
            let quoted = "\"" + path.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
            _ = runner.run(text: "open " + quoted, source: "<preview>")
        } else if goOn {
            _ = runner.run(reader: &reader, source: path)
        }
        if reader.error != 0 {
            runErr.write(
                "tileshell: error: cannot read '\(Sanitizer.visible(path))': \(String(cString: strerror(reader.error)))\n"
            )
        }
        let failed = runner.failed || reader.error != 0 || startupFailed
        if runner.stopReason == .interrupted || Interrupts.pending { return Self.stopStatus }
        if runner.out.hasFailed {
            if let message = runner.outputErrorMessage { err.write(message) }
            return runner.exitStatus
        }
        // NB: notices queued while the script ran: its own writes are no change; an edit made
        // meanwhile is, and starts the next run.
        pending = watches.changed(by: watches.notices.events(), ignoring: files.written)
        watches.followOnly([path] + files.read + (failed ? watches.paths : []))
        if fullScreen {
            let errors = runner.errorCount + (reader.error != 0 ? 1 : 0) + (startupFailed ? 1 : 0)
            var status = statusLine(reason) + (errors > 0 ? " · \(errors) error\(errors == 1 ? "" : "s")" : "")
            status += " · " + quitHint
            if failed {
                show(PreviewFrame(status: status, body: runErr.bytes, stale: staleOutput))
            } else {
                lastGood = (runs, runOut.bytes)
                show(PreviewFrame(status: status, body: runErr.bytes + runOut.bytes, stale: nil))
            }
        }
        return nil
    }

    /// The script cannot be read: said once, on the screen above the last good output, or on
    /// standard error; the preview goes on waiting. `message` shows the path escaped already.
    mutating func unreadable(_ message: String) -> Int32? {
        guard message != lastProblem else { return nil }
        lastProblem = message
        if screen.fullScreen {
            let status = "waiting for \(path) · \(Self.clock()) · \(quitHint)"
            show(PreviewFrame(status: status, body: Array((message + "\n").utf8), stale: staleOutput))
        } else {
            err.write("tileshell: preview: \(message)\n")
        }
        return nil
    }

    var staleOutput: (marker: String, output: [UInt8])? {
        lastGood.map { ("── stale: the output of run \($0.run), the last that succeeded ──", $0.output) }
    }

    var quitHint: String { screen.readsKeys ? "q quits" : "Ctrl-C quits" }

    mutating func show(_ frame: PreviewFrame) {
        self.frame = frame
        let size = screen.size ?? (80, 24)
        screen.show(frame.bytes(columns: size.columns, rows: size.rows, depth: depth))
    }

    /// The status line's first part: why this run, which run, and when (the clock is shown,
    /// never used to decide anything).
    func statusLine(_ reason: Preview.Reason) -> String {
        "\(Self.describe(reason, path: path)) · run \(runs) at \(Self.clock())"
    }

    static func describe(_ reason: Preview.Reason, path: String) -> String {
        switch reason {
        case .start: return "preview of \(path)"
        case .resized: return "window resized"
        case .changed(let paths):
            switch paths.count {
            case 0: return "preview of \(path)"
            case 1: return "\(paths[0]) changed"
            case 2: return "\(paths[0]) and \(paths[1]) changed"
            default: return "\(paths[0]) and \(paths.count - 1) other files changed"
            }
        }
    }

    /// The line between two runs' output when there is no full screen: text, or a JSON object
    /// with `--format json`, so the stream stays one JSON object per line.
    static func separator(run: Int, reason: Preview.Reason, format: OutputFormat) -> String {
        switch format {
        case .text:
            return "── run \(run): \(Sanitizer.visible(describe(reason, path: ""))) ──\n"
        case .json, .layout:
            var fields: [(String, JSONValue)] = [("run", .int(run))]
            switch reason {
            case .start: break
            case .resized: fields.append(("resized", .bool(true)))
            case .changed(let paths): fields.append(("changed", .array(paths.map { .string($0) })))
            }
            return JSONValue.object([("preview", .object(fields))]).serialized() + "\n"
        }
    }

    /// The local time of day, `14:03:22`, for the status line.
    static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "" }
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// The exit status of a preview stopped during a run: 0 for `q`, 130 for Ctrl-C.
    static var stopStatus: Int32 { Interrupts.quitWasPressed ? 0 : 130 }

    /// What ends a wait.
    enum Wake: Equatable {
        case run(Preview.Reason)
        case quit(Int32)
    }

    /// Waits for a change to settle (no notice for `Preview.settle`), a resize, `q` or Ctrl-C.
    mutating func wait() -> Wake {
        var changed = pending
        var resized = false
        var first: Double? = changed.isEmpty ? nil : Self.now()
        var last = first
        func note() {
            let t = Self.now()
            if first == nil { first = t }
            last = t
        }
        while true {
            if Interrupts.pending { return .quit(130) }
            if let first, let last, Self.now() >= min(last + Preview.settle, first + Preview.longestWait) {
                return .run(resized && changed.isEmpty ? .resized : .changed(changed))
            }
            var timeout: Int32 = -1
            if let first, let last {
                let due = min(last + Preview.settle, first + Preview.longestWait)
                timeout = Int32(max(1, ((due - Self.now()) * 1000).rounded(.up)))
            }
            if !watches.unwatched.isEmpty {
                timeout = timeout < 0 ? Preview.retryInterval : min(timeout, Preview.retryInterval)
            }
            var fds = [pollfd(fd: watches.notices.fd, events: Int16(POLLIN), revents: 0)]
            fds.append(pollfd(fd: Interrupts.wakeFD, events: Int16(POLLIN), revents: 0))
            if screen.readsKeys { fds.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), timeout)
            if Interrupts.pending { return .quit(130) }
            if fds[1].revents != 0 { Interrupts.drainWake() }
            if Interrupts.takeContinue() {
                screen.resume()
                if let frame { show(frame) }
            }
            if Interrupts.takeResize() && screen.fullScreen {
                resized = true
                note()
            }
            if fds.count > 2 && fds[2].revents != 0 && screen.readKeys() == .quit { return .quit(0) }
            if fds[0].revents != 0 {
                let hit = watches.changed(by: watches.notices.events())
                changed += hit.filter { !changed.contains($0) }
                if !hit.isEmpty { note() }
            }
            let back = watches.unwatched.isEmpty ? [] : watches.retry()
            if !back.isEmpty {
                changed += back.filter { !changed.contains($0) }
                note()
            }
        }
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
