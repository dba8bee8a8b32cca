/// `Date`: `Date()` and `Date.now` are the run's `--now`, so previews are reproducible;
/// `Date(timeIntervalSinceNow:)` counts from it and `Date(timeIntervalSince1970:)` from 1970.
enum DateType {
    static let entry = TypeEntry(
        name: "Date", role: .served, staticMember: { use in use.name == "now" ? .date(use.interpreter.now) : nil },
        initializer: initializer)

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        let args = use.args ?? []
        if let t = args.labeled("timeIntervalSinceNow") { return .date(i.now + (try i.double(t.value, t.range))) }
        if let t = args.labeled("timeIntervalSince1970") { return .date(try i.double(t.value, t.range)) }
        return .date(i.now)
    }
}
