/// `DispatchQueue`: work queued on a queue (`DispatchQueue.main.async { … }`, `.asyncAfter(deadline:)`,
/// `DispatchQueue.global().async`) runs after the preview's first drawing, which is what a still
/// preview shows, so it is not run; one warning says so where the queue is named.
enum DispatchQueueType {
    static let entry = TypeEntry(
        name: "DispatchQueue", role: .sideEffect,
        staticMember: { use in queue(use) }, staticCall: { use in queue(use) })

    static func queue(_ use: TypeEntry.StaticUse) -> Value? {
        guard use.name == "main" || use.name == "global" else { return nil }
        use.interpreter.warn(
            "work queued on 'DispatchQueue.\(use.name)' runs after the first drawing, which a still preview shows;"
                + " not run", use.range)
        return .unsupported("DispatchQueue")
    }
}
