import SwiftLesson

/// `RelativeDateTimeFormatter().localizedString(for: date, relativeTo: now)`, how seed 2 and the
/// export write a relative date: the session's own relative date ("3 hr. ago"). NB: its
/// settings (`unitsStyle`) are the abbreviated style the session writes, so a made formatter
/// is the type itself and setting one is taken as it.
enum RelativeDateTimeFormatterType {
    static let entry = TypeEntry(
        name: "RelativeDateTimeFormatter", role: .served, staticCall: call, initializer: { use in .type(use.type) })

    @Sendable static func call(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        guard use.name == "localizedString", let args = use.args, let date = args.labeled("for") else { return nil }
        guard case .date(let then) = i.unbound(date.value) else { return nil }
        var now = i.now
        if let base = args.labeled("relativeTo"), case .date(let d) = i.unbound(base.value) { now = d }
        return .string(i.formatting.relativeDate(secondsFromNow: then - now))
    }
}
