/// How a run treats its commands: run them and stop at the first error, run them and go on past
/// errors (`--keep-going`), or only check them (`--check`: draw nothing, report every error).
package enum RunMode: Sendable {
    case run
    case keepGoing
    case check

    /// The mode the flags ask for: `--check` implies going on past errors.
    package init(check: Bool, keepGoing: Bool) {
        self = check ? .check : keepGoing ? .keepGoing : .run
    }

    /// Whether an error leaves the rest of the line and the run to go on.
    var goesOnAfterErrors: Bool {
        switch self {
        case .run: false
        case .keepGoing, .check: true
        }
    }
}

/// Why a run stopped before its input ended.
package enum StopReason: Sendable {
    /// `quit` or `exit`.
    case quit
    /// A write to standard output failed: quietly when the reader has gone (EPIPE), else with one
    /// message (`ScriptRunner.outputErrorMessage`).
    case outputClosed
    /// Ctrl-C stopped a script, or a `source` in the interactive session.
    case interrupted
}
