import TileRender
import TileShell

extension ScriptRunner {
    /// `edit`: the previous entry in the user's editor, then its lines run as if typed; `edit
    /// <file>`: the script in the editor, then sourced. An editor that fails runs nothing and
    /// says so in one line.
    mutating func edit(_ path: String?, command: Command) -> Result<Bool, Problem> {
        guard let externalEditor else {
            return .failure(
                Problem(message: "'edit' needs an interactive session: it opens your editor on the terminal"))
        }
        func failed(_ f: ExternalEditor.Failure) -> Result<Bool, Problem> {
            out.flush()
            err.write("tileshell: \(f.message)\n")
            return .success(false)
        }
        if let path {
            if case .failure(let f) = externalEditor.edit(file: resolve(path, from: command.line.source)) {
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
        for (i, line) in lines.enumerated() where !HistoryFile.isBlank(line) {
            onEditedLine?(line)
            if !run(SourceLine(source: "<edit>", lineNumber: i + 1, text: line)) { return .success(false) }
        }
        return .success(true)
    }

    /// The history entry before the line being run (which the session has already added).
    func previousEntry(before current: String) -> String? {
        var entries = historyLister?() ?? []
        if entries.last == current { entries.removeLast() }
        return entries.last
    }
}
