import TileRender
import TileShell
import TileSystem
import TileText

/// `edit [<file>]`: the previous entry or a script in the user's editor, then run.
enum EditAction: HostAction {
    static func carryOut(_ request: EditCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    { runner.edit(request.path, command: command) }

    /// An `edit` that fails points at the command, as it always has.
    static func problemToken(of command: Command) -> Token { command.keyword }
}

extension ScriptRunner {
    /// `edit`: the previous entry in the user's editor, then its entries run as if typed; `edit
    /// <file>`: the script in the editor, then sourced. An editor that fails runs nothing and
    /// says so in one line.
    mutating func edit(_ path: String?, command: Command) -> Result<Bool, Problem> {
        // NB: scripts, `source` and the startup file were refused in `run` (`Shell.withoutPerson`);
        // the editor's own text is refused here: a previous entry that runs `edit` would open the
        // editor again and again.
        guard let externalEditor, command.line.source != Self.editedSource else {
            return .failure(Problem(message: DiagnosticKind.onlyAtPrompt(command: "edit").message))
        }
        func failed(_ f: EditFailure) -> Result<Bool, Problem> {
            out.flush()
            err.write("tileshell: \(f.message)\n")
            return .success(false)
        }
        if let path {
            let file: String
            switch place(of: path, from: command.line.source, for: .write, verb: "edit") {
            case .success(let p): file = p.path
            case .failure(let problem): return .failure(problem)
            }
            // NB: the editor opens the file itself: check the sticky-folder rule on its links first.
            if case .failure(let e) = SafeFile.resolveLinks(Array(file.utf8)) {
                return .failure(Problem(message: "cannot edit '\(Sanitizer.visible(path))': \(e.message)"))
            }
            if case .failure(let f) = externalEditor.edit(file: file) {
                return failed(f)
            }
            return source(path, command: command)
        }
        guard let text = previousEntry(before: command.line.text) else {
            return .failure(Problem(message: "nothing to edit: no earlier entry in the history"))
        }
        let lines: [String]
        switch externalEditor.edit(text: text) {
        case .success(let l): lines = l
        case .failure(let f): return failed(f)
        }
        // The editor's text is a script: an entry may go on over several of its lines.
        var assembler = EntryAssembler(source: Self.editedSource)
        func runEntry(_ entry: SourceLine) -> Bool {
            onEditedLine?(entry.text)
            return run(entry)
        }
        for (i, line) in lines.enumerated() where assembler.isPending || !HistoryFile.isBlank(line) {
            if let entry = assembler.add(line, lineNumber: i + 1), !runEntry(entry) { return .success(false) }
        }
        if let entry = assembler.finish(), !runEntry(entry) { return .success(false) }
        return .success(true)
    }

    /// Where the lines `edit` runs come from, in diagnostics.
    static let editedSource = "<edit>"

    /// The history entry before the line being run (which the session has already added).
    func previousEntry(before current: String) -> String? {
        var entries = historyLister?() ?? []
        if entries.last == current { entries.removeLast() }
        return entries.last
    }
}
