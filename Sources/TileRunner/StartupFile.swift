import TileRender
import TileShell
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// A script run before anything else, as bash runs `.bashrc`: an interactive session runs
/// `$XDG_CONFIG_HOME/tileshell/init.tsh` (default `~/.config/tileshell/init.tsh`) when it
/// exists, and any run may name one with `--init FILE`. Its lines run in the session the rest
/// uses; an error in one is reported with the file's path and line, and the next command runs.
///
/// Example: `if case .success(let s) = StartupFile.open("init.tsh") { _ = s.run(in: &runner) }`
package struct StartupFile {
    /// The path as given (or found), for diagnostics and for `source` inside it.
    package let path: String
    let fd: Int32

    /// The file's name, in the words `help` and the README use.
    package static let described = HelpView.startupFile

    /// Where the interactive session looks for it; nil without a home directory.
    package static func location(environment: [String: String]) -> String? {
        XDGDirectory.config.path(environment: environment).map { $0 + "/tileshell/init.tsh" }
    }

    /// Opens the file at `path` for reading; a directory is refused. `--init FILE` is named
    /// (`.namedAtStart`: a FIFO nobody writes to cannot hang start-up at the open; reading then
    /// waits as for any script); the standard one is found, not named, so only a regular file
    /// will do.
    package static func open(_ path: String, _ reading: FileReading = .namedAtStart) -> Result<StartupFile, FileError> {
        FileIO.openForReading(path, reading).map { StartupFile(path: path, fd: $0) }
    }

    /// The interactive session's startup file: nil when there is none; when there is one that
    /// cannot be read, `warn` gets one line saying why and the session starts without it.
    package static func standard(environment: [String: String], warn: (String) -> Void) -> StartupFile? {
        guard let path = location(environment: environment) else { return nil }
        switch open(path, .regularOnly) {
        case .success(let file):
            return file
        case .failure(let e) where e.code == ENOENT || e.code == ENOTDIR:
            return nil
        case .failure(let e):
            warn("tileshell: warning: cannot read the startup file '\(Sanitizer.visible(path))': \(e.message)\n")
            return nil
        }
    }

    /// Closes the file without running it.
    package func close() { _ = Glibc.close(fd) }

    /// Runs every line through `runner`, going on past errors as `--keep-going` does, then
    /// closes the file. False when the file ended the run: `quit`, Ctrl-C or closed output
    /// (the runner's `stopReason` says which).
    package func run(in runner: inout ScriptRunner) -> Bool {
        defer { close() }
        let mode = runner.mode
        let script = runner.script
        let atPrompt = runner.atPrompt
        runner.mode = mode == .run ? .keepGoing : mode
        // NB: a script, not the prompt: `pick <binding>` without a case is an error listing the
        // cases, not a chooser opening before the first prompt, and `edit` opens no editor.
        runner.atPrompt = false
        // NB: so that the file sourcing itself is a cycle, as a script's does.
        runner.script = FileIdentity(fd: fd).map { (path, $0) }
        defer {
            runner.mode = mode
            runner.script = script
            runner.atPrompt = atPrompt
        }
        var reader = LineReader(fd: fd)
        _ = runner.run(reader: &reader, source: path)
        // NB: the session starts where the startup file leaves it: `undo` does not take it apart.
        runner.shell.forgetUndoSteps()
        if reader.error != 0 {
            runner.err.write(
                "tileshell: warning: cannot read the startup file '\(Sanitizer.visible(path))': "
                    + "\(String(cString: strerror(reader.error)))\n")
        }
        return runner.stopReason == nil
    }
}
