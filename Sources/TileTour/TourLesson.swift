/// The tour's content: tracks of lessons, each a sequence of steps that check themselves.
///
///     // "## Lesson 1.1: Your first tile" is TourLesson(id: "1.1", title: "Your first tile", ...)
public struct TourTrack: Sendable, Equatable {
    public var number: Int
    public var title: String
    public var lessons: [TourLesson]
}

/// A lesson: its number in its track (`1.2`), its title and its steps.
public struct TourLesson: Sendable, Equatable {
    public var track: Int
    public var number: Int
    public var title: String
    public var steps: [TourStep]

    /// `1.2`, as the learner types it.
    public var id: String { "\(track).\(number)" }
}

/// One step: what it says, what the learner is asked to do, commands run before it unseen, the
/// commands whose drawing is the goal, three hints from a nudge to the exact command, and the
/// solution.
public struct TourStep: Sendable, Equatable {
    public var title: String
    public var text: [String]
    public var task: String
    public var setup: [String]
    public var goal: [String]
    public var hints: [String]
    public var solution: [String]
    /// Where the step starts in its file, for the lint's messages.
    public var line: Int
}
