import TileRender
import TileShell
import TileSystem
import TileText

/// `record <file>`: each command that succeeds from now on is appended to the file (never one
/// the run is reading); `record stop` ends it.
enum RecordAction: HostAction {
    static func carryOut(_ request: RecordCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        if runner.checkOnly { return .success(true) }
        guard let path = request.path else {
            guard let recorder = runner.recorder else {
                return .failure(ScriptRunner.Problem(message: "not recording; start with 'record <file>'"))
            }
            runner.say("stopped recording to \(Sanitizer.visible(recorder.path))", role: "record")
            runner.recorder = nil
            return .success(true)
        }
        runner.recorder = nil
        let target: String
        switch runner.place(of: path, from: command.line.source, for: .write, verb: "record to") {
        case .success(let p): target = p.path
        case .failure(let problem): return .failure(problem)
        }
        switch SafeFile.openForAppend(target, inUse: runner.filesInUse(saving: false)) {
        case .success(let fd):
            let log = runner.shell.undoLog
            runner.recorder = Recorder(
                fd: fd, path: path, undoable: log.undoableCount, redoable: log.redoable.count)
            runner.say(
                "recording to \(Sanitizer.visible(path)); 'record stop' ends it",
                role: "record")
            return .success(true)
        case .failure(let e):
            return .failure(ScriptRunner.Problem(message: e.explained("cannot record to '\(Sanitizer.visible(path))'")))
        }
    }
}
