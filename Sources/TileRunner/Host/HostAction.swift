import TileRender
import TileShell

/// The edge's half of a host command: how the runner carries out one kind of `HostRequest`
/// with what the runner holds (the files in use, the recorder, the session, its output).
/// Registered by one line in `HostActions.standard`; a test registers its own with
/// `HostActions.adding(_:)`.
///
/// Example: `SaveAction` carries out `SaveCommand.Request`, writing the session file safely.
package protocol HostAction: Sendable {
    associatedtype Request: HostRequest
    /// `.success(false)` when errors were already reported inside (a sourced script failed),
    /// `.failure` for a problem with the command itself.
    static func carryOut(_ request: Request, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    /// Where a problem points: by default the file the command names (its keyword without one).
    static func problemToken(of command: Command) -> Token
}

extension HostAction {
    package static func problemToken(of command: Command) -> Token { ScriptRunner.argumentToken(of: command) }

    /// `carryOut` for a request of any type: the table found this action by the request's type.
    static func carryOut(any request: any HostRequest, command: Command, in runner: inout ScriptRunner)
        -> Result<Bool, ScriptRunner.Problem>
    {
        guard let request = request as? Request else {
            return .failure(ScriptRunner.Problem(message: "'\(Request.self)' reached the action for another request"))
        }
        return carryOut(request, command: command, in: &runner)
    }
}
