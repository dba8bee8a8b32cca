import TileRender
import TileRunner
import TileShell
import TileSystem
import TileText

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive session, when standard input and output are terminals: a banner, then a
/// prompt, line editing (libedit), history kept in a file, Tab completion, bracketed paste and
/// the chooser for `pick <binding>`. Lines run through the same `ScriptRunner` as scripts.
///
/// Example: `exit(InteractiveSession.run(runner: &runner, version: "tileshell 0.1.0"))`
package enum InteractiveSession {
    package static let prompt = "tileshell> "

    /// Runs until Ctrl-D, `quit` or the terminal going away; returns the exit status, 0.
    ///
    /// - Parameters:
    ///   - fixedWidth: the user gave `--width`: keep it instead of following the window.
    ///   - startup: the startup file to run after the banner, before the first prompt.
    package static func run(
        runner: inout ScriptRunner, version: String, fixedWidth: Bool = false, startup: StartupFile? = nil
    ) -> Int32 {
        let environment = ProcessEnvironment.current()
        return LineEditor.session(prompt: prompt, err: runner.err) { editor, kind in
            loop(
                runner: &runner, editor: editor, kind: kind, environment: environment, version: version,
                fixedWidth: fixedWidth, startup: startup)
        }
    }

    /// The session's loop: the banner, the startup file, then an entry at a time.
    static func loop(
        runner: inout ScriptRunner, editor: LineEditor, kind: Terminal.Kind, environment: [String: String],
        version: String, fixedWidth: Bool, startup: StartupFile?
    ) -> Int32 {
        let err = runner.err
        let history = HistoryFile(path: HistoryFile.location(environment: environment), joining: ScriptEntries.init) {
            err.write($0)
        }
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
        var assembler = EntryAssembler(source: "<stdin>")
        editor.onEditInEditor = { text in
            // On a continuation line the editor gets the whole entry, and what it gives starts afresh.
            switch externalEditor.edit(
                text: EntryAssembler.scriptText(assembler.pendingText + text), whileEditing: true)
            {
            case .success(let lines):
                assembler.reset()
                return lines
            case .failure(let f):
                err.write("tileshell: \(f.message)\n")
                return nil
            }
        }
        runner.externalEditor = externalEditor
        runner.atPrompt = true
        let out = runner.out
        runner.onEditedLine = { entry in
            // Shown and kept as if typed, as the lines of a paste are.
            var shown = prompt
            for line in SourceLine.lines(of: entry) {
                out.write(shown + Sanitizer.visible(String(line)) + "\n")
                shown = continuationPrompt
            }
            let stored = EntryAssembler.scriptText(entry)
            if history.add(stored) { editor.addToHistory(stored) }
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
            // NB: a SwiftUI file the session opened and the learner saved since is opened again.
            if !assembler.isPending { runner.reopenChangedFiles() }
            completion.session = runner.shell.session
            _ = Interrupts.take()
            editor.prompt = assembler.isPending ? continuationPrompt : prompt
            completion.entrySoFar = assembler.pendingText
            let lines: [String]
            var broken = false
            switch editor.readLine() {
            case .endOfInput:
                runner.out.write("\n")
                return 0
            case .interrupted:
                // Ctrl-C drops the whole entry, however many lines it has.
                assembler.reset()
                runner.out.write("^C\n")
                continue
            case .lines(let typed):
                lines = typed
            case .brokenLine(let typed):
                lines = [typed]
                broken = true
            }
            typed: for (i, text) in lines.enumerated() {
                if !assembler.isPending && HistoryFile.isBlank(text) { continue }
                if i > 0 {
                    // A pasted line the editor did not show: show it as if typed.
                    if Interrupts.take() {
                        assembler.reset()
                        runner.out.write("^C\n")
                        break
                    }
                    let shown = assembler.isPending ? continuationPrompt : prompt
                    runner.out.write(shown + Sanitizer.visible(text) + "\n")
                }
                // NB: a line recalled from history holds its entry's line breaks: they end no entry.
                let physical = SourceLine.lines(of: text)
                var entry: SourceLine?
                for (k, part) in physical.enumerated() {
                    lineNumber += 1
                    let last = k == physical.count - 1
                    entry = assembler.add(String(part), lineNumber: lineNumber, breakAfter: !last || broken)
                }
                guard let entry else { continue }
                let stored = EntryAssembler.scriptText(entry.text)
                if history.add(stored) { editor.addToHistory(stored) }
                if !fixedWidth, let width = TerminalFacts.width(1) { runner.shell.environment.width = width }
                _ = runner.run(entry)
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

    /// The prompt of an entry's later lines: as wide as `prompt`, right-aligned to it.
    static var continuationPrompt: String {
        let mark = "...> "
        return String(repeating: " ", count: max(0, prompt.count - mark.count)) + mark
    }
}
