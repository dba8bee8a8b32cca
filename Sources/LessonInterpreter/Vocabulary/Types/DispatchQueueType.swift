import SwiftLesson

/// `DispatchQueue.main` and `DispatchQueue.global(qos:)`: work queued with `async` or `sync`
/// runs at once (it comes before anything the still preview could show after it), work queued
/// for later with `asyncAfter(deadline:)` is not run, with one warning, and its deadline
/// (`.now() + 5`) is not evaluated.
enum DispatchQueueType {
    static let entry = TypeEntry(
        name: "DispatchQueue", role: .served,
        staticMember: { use in use.name == "main" ? Interpreter.object("DispatchQueue") : nil },
        staticCall: { use in use.name == "global" ? Interpreter.object("DispatchQueue") : nil })

    static func isQueue(_ v: Value) -> Bool {
        if case .instance(let i) = v { return i.type == "DispatchQueue" }
        return false
    }

    /// `queue.asyncAfter(…)`, before its arguments are evaluated: skipped with its warning; nil
    /// for any other call.
    static func later(_ receiver: Value, _ name: String, _ i: Interpreter, _ range: SourceRange) -> Value? {
        guard name == "asyncAfter", isQueue(i.unbound(receiver)) else { return nil }
        i.warn(
            "work queued on a DispatchQueue with 'asyncAfter' runs later than a still preview shows; not run", range)
        return .void
    }

    /// `queue.async { … }`, `queue.sync { … }`: the work run now; `sync` gives what it returns.
    static func call(_ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        guard name == "async" || name == "sync",
            let work = args.last(where: { $0.trailing || $0.label == "execute" })
        else { return nil }
        return try i.callValue(work.value, [], work.range)
    }
}
