import TileRender
import TileRunner
import TileShell
import TileSystem

/// The input run as a script for real, in the scratch folder: `open`, `save`, `load`, `export`,
/// `source` and `record` read and write files there, entries of several lines are gathered as a
/// script's are, and a changed opened file is reopened as before each prompt.
///
/// The input is also in the folder as `input.tsh` (only when every entry in it stays inside) and
/// `input.swift`, so that `source input.tsh`, `load input.tsh` and `open input.swift` reach it.
struct FileCommandRun {
    let text: String
    let width: Int
    let choice: Int

    /// What the run left: its shell (for the exports) and every byte it wrote.
    struct Outcome: ~Copyable {
        var runner: ScriptRunner
        var output: [UInt8]

        /// Marks a place the outcome is alive at (the memory oracle reads the heap before it).
        func keep() {}
    }

    func run() -> Outcome {
        let sandbox = Sandbox.shared
        sandbox.empty()
        sandbox.write("input.swift", Array(text.utf8))
        let entries = Self.entries(of: text)
        if entries.allSatisfy(Self.staysInside) && SessionFile.openedPaths(text).allSatisfy(Sandbox.staysInside) {
            sandbox.write("input.tsh", Array(text.utf8))
        }
        let sink = OutputSink()
        let environment = Environment(
            width: width, colorDepth: .none, now: FuzzTarget.now, formatter: FakeFormatting())
        var runner = ScriptRunner(shell: Shell(environment: environment), mode: .keepGoing, out: sink, err: sink)
        runner.pathScope = .transcript(folder: sandbox.path, work: sandbox.path)
        runner.fileObserver = { path, _ in sandbox.assertInside(path, what: "a file command") }
        runner.atPrompt = true
        // NB: `record r.tsh` then `source r.tsh` feeds the file its own lines until the budget of
        // lines a command may source; at the real budget (a million) that is half a minute.
        runner.maxSourcedLines = 10_000
        let choice = self.choice
        runner.chooser = { e, current in choice == 0 ? nil : (current + choice) % max(1, e.cases.count) }
        let shown = entries.map(\.text)
        runner.historyLister = { shown }
        for entry in entries where Self.staysInside(entry) {
            // NB: false after `quit` or a closed output, as a script stops there.
            if !runner.run(entry) { break }
            runner.reopenChangedFiles()
        }
        return Outcome(runner: runner, output: sink.bytes)
    }

    /// The input's entries, gathered as a script's lines are.
    static func entries(of text: String) -> [SourceLine] {
        var assembler = EntryAssembler(source: "<fuzz>")
        var entries: [SourceLine] = []
        for (index, line) in SourceLine.lines(of: text).enumerated() {
            if let entry = assembler.add(String(line), lineNumber: index + 1) { entries.append(entry) }
        }
        if let entry = assembler.finish() { entries.append(entry) }
        return entries
    }

    /// Whether every word and string of the entry stays in the scratch folder as a file name. An
    /// entry that does not parse runs only when its text holds nothing that could name a file
    /// elsewhere: no `/`, `~`, `..`, escape or `png` (it could name a file before its mistake).
    static func staysInside(_ entry: SourceLine) -> Bool {
        guard let commands = try? TileShell.Parser.parse(entry) else {
            let text = entry.text.lowercased()
            return !["/", "~", "..", "\\", "png"].contains { text.contains($0) }
        }
        for command in commands {
            for token in command.tokens where !Sandbox.staysInside(entry.text(of: token)) { return false }
        }
        return true
    }
}
