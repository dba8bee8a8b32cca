/// What each lesson of the tour ran, in order, so that a track's end can export the learner's
/// views as one SwiftUI file: the entries (the steps' setups and what the learner typed) and,
/// each time a step's goal was met, a mark that the latest drawing is one of the learner's views.
///
///     var record = TourRecord()
///     record.ran("tile apple 100", in: "1.1")
///     record.met(in: "1.1")  // the tile is kept for the export
public struct TourRecord: Sendable, Equatable {
    public enum Item: Sendable, Equatable {
        /// An entry, as run (it may span lines).
        case entry(String)
        /// A step's goal was met: the latest drawing is kept.
        case met
    }

    public private(set) var lessons: [String: [Item]] = [:]

    public init() {}

    public mutating func ran(_ entry: String, in lesson: String) { lessons[lesson, default: []].append(.entry(entry)) }

    public mutating func met(in lesson: String) { lessons[lesson, default: []].append(.met) }

    /// The lesson's session starts afresh (the lesson begun, or `restart`): what it ran before is forgotten.
    public mutating func start(_ lesson: String) { lessons[lesson] = [] }

    /// What a lesson ran: as recorded, or, for a lesson not walked in this run of the tour, its
    /// steps' setups and solutions (they reach the same goals).
    public func items(of lesson: TourLesson) -> [Item] {
        lessons[lesson.id] ?? Self.solved(lesson.steps[...])
    }

    /// Steps walked by their setups and solutions, each goal met.
    public static func solved(_ steps: ArraySlice<TourStep>) -> [Item] {
        steps.flatMap { step in
            TourCheck.entries(step.setup + step.solution).map { Item.entry($0.text) } + [.met]
        }
    }
}
