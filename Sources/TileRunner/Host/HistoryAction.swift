import TileRender
import TileShell
import TileText

/// `history`: the interactive sessions' lines, numbered, an entry of several lines listing its
/// later lines under its first.
enum HistoryAction: HostAction {
    static func carryOut(_ request: HistoryCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        if runner.checkOnly { return .success(true) }
        guard let historyLister = runner.historyLister else {
            return .failure(
                ScriptRunner.Problem(
                    message: "'history' lists the lines of interactive sessions; this run is not one"))
        }
        var text = ""
        for (i, entry) in historyLister().enumerated() {
            let n = String(i + 1)
            var lead = String(repeating: " ", count: max(0, 5 - n.count)) + n + "  "
            for line in SourceLine.lines(of: entry) {
                text += lead + Sanitizer.visible(String(line)) + "\n"
                lead = String(repeating: " ", count: max(5, n.count) + 2)
            }
        }
        return .success(runner.out.write(text))
    }
}
