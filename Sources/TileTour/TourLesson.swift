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
    /// What the step teaches, checked beside the drawing (`requires: pick fruit`).
    public var requires: TourRequirement = .drawing
    /// Whether its file wrote the `requires:` line (every step must).
    var hasRequirement = false
}

/// The one thing a step teaches, which its check asks for beside the drawing, so that the step
/// passes only with it, drawn any way the shell allows. A lesson file writes it as
/// `requires: drawing` or `requires: pick fruit` (`set name`).
public enum TourRequirement: Equatable, Sendable {
    /// The drawing alone: any way of drawing the goal passes.
    case drawing
    /// The binding holds the value the goal gives it (`pick fruit orange` before `tile 7`, not
    /// `tile orange 7`); `verb` is how the step says it, `pick` or `set`.
    case binding(verb: String, name: String)

    /// The requirement a lesson file's `requires:` line writes; nil when it is none of them.
    public static func parse(_ text: String) -> TourRequirement? {
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("drawing", 1): return .drawing
        case ("pick", 2), ("set", 2): return .binding(verb: words[0], name: words[1])
        default: return nil
        }
    }
}
