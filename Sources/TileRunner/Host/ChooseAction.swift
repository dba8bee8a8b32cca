import TileShell

/// `pick <binding>` with no case, at a prompt that offers the chooser: the case chosen is set
/// (and recorded, so that the recording replays); a cancelled chooser changes nothing.
enum ChooseAction: HostAction {
    static func carryOut(_ request: PickCommand.Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        let name = request.binding
        // NB: reached only where the chooser is offered; elsewhere `run` made it an error.
        guard let chooser = runner.chooser, let (type, current) = runner.shell.choice(for: name) else {
            return .success(true)
        }
        let out = runner.out
        let index = chooser(type, current)
        runner.shell.pick(binding: name, index: index, by: command) { out.write($0) }
        if let index, type.cases.indices.contains(index) {
            runner.recorder?.append("pick \(name) \(type.cases[index])", isStep: true, for: command)
        }
        return .success(true)
    }
}
