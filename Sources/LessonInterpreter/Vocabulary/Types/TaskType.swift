import SwiftLesson

/// What ends a piece of asynchronous work where it waits for time to pass (`Task.sleep`): what
/// comes after is later than a still preview shows. The task (or the action, the `.task`) it is
/// in ends there quietly; the warning was given where it waited. Not a `ThrownError`, so no
/// `catch` and no `try?` of the program stops it.
struct LaterWork: Error {}

/// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`: the work runs at once, as it
/// starts as soon as the action that made it returns, and an error it throws stays in the task,
/// as Swift keeps it in the task's result. `Task.sleep` ends it (see `LaterWork`);
/// `Task.isCancelled` is false.
enum TaskType {
    static let entry = TypeEntry(
        name: "Task", role: .served,
        staticMember: { use in use.name == "isCancelled" ? .bool(false) : nil },
        staticCall: { use in
            switch use.name {
            case "detached": return try run(use)
            case "sleep":
                use.interpreter.warn(
                    "'Task.sleep' waits; what the task does after it is later than a still preview shows, and is not run",
                    use.range)
                throw LaterWork()
            case "checkCancellation", "yield": return .void
            default: return nil
            }
        },
        initializer: { use in try run(use) })

    static func run(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        guard
            let body = use.args?.last(where: { arg in
                if case .closure = arg.value { return true }
                return false
            })
        else { return nil }
        try runWork(body.value, i, body.range)
        return .unsupported("Task")
    }

    /// `work` run as a task runs it: to its end, or to where it waits for time to pass; what it
    /// throws is the task's, not its maker's.
    static func runWork(_ work: Value, _ i: Interpreter, _ range: SourceRange) throws {
        do {
            _ = try i.callValue(work, [], range)
        } catch is LaterWork {
            return
        } catch is ThrownError {
            return
        }
    }
}
