import TileRender
import TileRunner
import TileShell
import TileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell --preview FILE`: runs a script, then runs it again from a fresh session whenever
/// it, or a file it sources or loads, changes on disk, as Xcode's preview canvas follows a
/// SwiftUI file. On a terminal each run replaces the last on a full screen under a status line,
/// and a failed run shows its diagnostics above the last good output, marked stale; elsewhere
/// each run's output follows the last after a separator line. `q` ends it (status 0), Ctrl-C
/// too (130).
///
/// Example: `exit(Preview(path: "demo.tsh", mode: .run, fixedWidth: false).run { Shell(environment: env) })`
package struct Preview {
    package let path: String
    package let mode: RunMode
    /// `--width` was given: keep it instead of following the window.
    package let fixedWidth: Bool
    /// Colour the diagnostics written to standard error when there is no full screen.
    package var colorDiagnostics = false
    /// `--init FILE`: run first in each run's fresh session, and followed as the script is.
    package var startupFile: String?

    /// How long after the last change notice a run starts, in seconds: a save is several
    /// notices (a write and a close, or a new file and a rename), and one save is one run.
    static let settle = 0.05
    /// The longest a run waits behind notices that keep coming (a file written slowly).
    static let longestWait = 0.5
    /// How often a folder that does not exist yet is looked for, in milliseconds.
    static let retryInterval: Int32 = 250

    package init(path: String, mode: RunMode, fixedWidth: Bool) {
        self.path = path
        self.mode = mode
        self.fixedWidth = fixedWidth
    }

    /// Why a run starts.
    enum Reason: Equatable {
        case start
        case changed([String])
        case resized
    }

    /// Runs until `q` or Ctrl-C; returns the exit status. `makeShell` gives a fresh session
    /// for each run.
    package func run(makeShell: () -> Shell) -> Int32 {
        let err = OutputSink(fd: 2)
        guard let notices = Inotify() else {
            err.write("tileshell: error: cannot watch files for '--preview': \(String(cString: strerror(errno)))\n")
            return 1
        }
        let screen = PreviewScreen(environment: ProcessEnvironment.current())
        screen.start()
        defer { screen.finish() }
        // NB: `q` ends a run that is stuck (a FIFO nobody writes to, a long fan-out) as Ctrl-C does.
        if screen.readsKeys { Interrupts.stopOnQuitKey(from: 0) }
        var state = PreviewState(
            path: path, screen: screen, watches: PreviewWatches(notices: notices), out: OutputSink(fd: 1), err: err)
        state.watches.follow(path)
        var reason = Reason.start
        while true {
            if let status = state.runOnce(reason, preview: self, makeShell: makeShell) { return status }
            switch state.wait() {
            case .run(let next): reason = next
            case .quit(let status): return status
            }
        }
    }
}
