import TileRender
import TileShell

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive session, when standard input and output are terminals: a banner, then a
/// prompt, line editing (libedit), history kept in a file, Tab completion, bracketed paste and
/// the chooser for `pick <binding>`. Lines run through the same `ScriptRunner` as scripts.
///
/// Example: `exit(InteractiveSession.run(runner: &runner, version: "tileshell 0.1.0"))`
public enum InteractiveSession {
    public static let prompt = "tileshell> "

    /// Runs until Ctrl-D, `quit` or the terminal going away; returns the exit status, 0.
    ///
    /// - Parameters:
    ///   - fixedWidth: the user gave `--width`: keep it instead of following the window.
    ///   - startup: the startup file to run after the banner, before the first prompt.
    public static func run(
        runner: inout ScriptRunner, version: String, fixedWidth: Bool = false, startup: StartupFile? = nil
    ) -> Int32 {
        let environment = TerminalFacts.environment()
        let kind = Terminal.Kind(term: environment["TERM"])
        Terminal.useUTF8Locale()
        Terminal.takeCharge(of: 0, kind: kind)
        defer { Terminal.restore() }
        guard let editor = LineEditor(program: "tileshell", prompt: prompt, ansi: kind == .ansi) else {
            runner.err.write("tileshell: error: cannot start the line editor\n")
            return 1
        }
        let err = runner.err
        let history = HistoryFile(path: HistoryFile.location(environment: environment)) { err.write($0) }
        history.load()
        for entry in history.entries { editor.addToHistory(entry) }
        runner.historyLister = { history.entries }
        // Ctrl-C while a `source` runs stops it between lines and returns to the prompt.
        runner.shouldStop = { Interrupts.take() }
        let depth = runner.shell.environment.colorDepth
        let completion = CompletionAdapter(session: runner.shell.session, depth: depth)
        editor.onTab = { completion.complete(in: $0) }
        if kind == .ansi { runner.chooser = { Chooser(depth: depth).choose($0, current: $1) } }
        let externalEditor = ExternalEditor(environment: environment, ansi: kind == .ansi)
        editor.onEditInEditor = { text in
            switch externalEditor.edit(text: text, whileEditing: true) {
            case .success(let lines): return lines
            case .failure(let f):
                err.write("tileshell: \(f.message)\n")
                return nil
            }
        }
        runner.externalEditor = externalEditor
        let out = runner.out
        runner.onEditedLine = { line in
            // Shown and kept as if typed, as the lines of a paste are.
            out.write(prompt + Sanitizer.visible(line) + "\n")
            if history.add(line) { editor.addToHistory(line) }
        }

        runner.out.write("\(version) — type 'help' for commands, Tab to complete, Ctrl-D to quit\n")
        if let startup, !startup.run(in: &runner) {
            switch runner.stopReason {
            case .quit, .outputClosed:
                return 0
            case .interrupted:
                runner.err.write("\ntileshell: interrupted\n")
                runner.clearInterrupt()
            case nil:
                break
            }
        }
        var lineNumber = 0
        while true {
            completion.session = runner.shell.session
            _ = Interrupts.take()
            switch editor.readLine() {
            case .endOfInput:
                runner.out.write("\n")
                return 0
            case .interrupted:
                runner.out.write("^C\n")
            case .lines(let lines):
                typed: for (i, line) in lines.enumerated() {
                    if HistoryFile.isBlank(line) { continue }
                    if i > 0 {
                        // A pasted line the editor did not show: show it as if typed.
                        if Interrupts.take() {
                            runner.out.write("^C\n")
                            break
                        }
                        runner.out.write(prompt + Sanitizer.visible(line) + "\n")
                    }
                    if history.add(line) { editor.addToHistory(line) }
                    if !fixedWidth, let width = TerminalFacts.width(1) { runner.shell.environment.width = width }
                    lineNumber += 1
                    _ = runner.run(SourceLine(source: "<stdin>", lineNumber: lineNumber, text: line))
                    switch runner.stopReason {
                    case .quit, .outputClosed:
                        return 0
                    case .interrupted:
                        runner.err.write("\ntileshell: interrupted\n")  // NB: after the tty's own "^C"
                        runner.clearInterrupt()
                        break typed
                    case nil:
                        break
                    }
                }
            }
        }
    }
}
