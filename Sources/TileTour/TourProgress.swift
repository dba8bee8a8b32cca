/// What the learner has finished: for each lesson, how many of its steps are done. Plain data;
/// the file that holds it is the edge's (`$XDG_STATE_HOME/tileshell/tour`).
///
///     // "1.1 2\n1.2 0\n" is TourProgress(done: ["1.1": 2, "1.2": 0])
public struct TourProgress: Equatable, Sendable {
    public var done: [String: Int] = [:]

    public init() {}

    /// Reads the file's text; nil when it is damaged (the edge sets it aside).
    public init?(text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let n = Int(parts[1]), n >= 0, n < 10_000,
                parts[0].split(separator: ".").count == 2, parts[0].split(separator: ".").allSatisfy({ Int($0) != nil })
            else { return nil }
            done[String(parts[0])] = n
        }
    }

    public var text: String { done.keys.sorted(by: Self.before).map { "\($0) \(done[$0] ?? 0)\n" }.joined() }

    /// `1.2` before `1.10`.
    static func before(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").compactMap { Int($0) }
        let y = b.split(separator: ".").compactMap { Int($0) }
        return x.lexicographicallyPrecedes(y)
    }

    /// The first lesson of a track not yet finished (or its last, when all are).
    public func resume(_ track: TourTrack) -> TourLesson? {
        track.lessons.first { (done[$0.id] ?? 0) < $0.steps.count } ?? track.lessons.last
    }
}
