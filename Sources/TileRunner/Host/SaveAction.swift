import TileRender
import TileShell
import TileSystem
import TileText

/// `save <file>`: the whole session written atomically to the file, which may be a session
/// file `load` read but no other file the run is using.
enum SaveAction: HostAction {
    static func carryOut(_ request: SaveCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        func fail(_ message: String) -> Result<Bool, ScriptRunner.Problem> {
            .failure(ScriptRunner.Problem(message: message))
        }
        if runner.checkOnly { return .success(true) }
        let path = request.path
        let p: PathScope.Place
        switch runner.place(of: path, from: command.line.source, for: .write, verb: "save to") {
        case .success(let place): p = place
        case .failure(let problem): return .failure(problem)
        }
        let text: String
        // NB: the opened files' paths are written relative to the session file, as `load` reads them.
        let saved = p.name
        switch SessionFile.encodeForSaving(
            runner.shell.session, openedPath: { PathScope.relative($0, toFolderOf: saved) })
        {
        case .success(let t): text = t
        case .failure(let e): return fail("cannot save to '\(Sanitizer.visible(path))': \(e.message)")
        }
        switch SafeFile.replace(p.path, with: Array(text.utf8), inUse: runner.filesInUse(saving: true)) {
        case .success:
            runner.say(Self.summary(Sanitizer.visible(path), text), role: "save")
            return .success(true)
        case .failure(let e): return fail(e.explained("cannot save to '\(Sanitizer.visible(path))'"))
        }
    }

    /// "saved the session to s.tiles: 13 commands, which 'load s.tiles' replays": the commands the
    /// session file holds (its lines less its comments).
    static func summary(_ shown: String, _ text: String) -> String {
        let commands = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        let counted = "\(commands) command" + (commands == 1 ? "" : "s")
        return "saved the session to \(shown): \(counted), which 'load \(shown)' replays"
    }
}
