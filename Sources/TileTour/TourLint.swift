import TileRender
import TileShell
import TileText

/// `tileshell learn --lint`: every step's solution reaches its goal, and no step's goal is met
/// before its task is done (from the lesson's start, the earlier steps' solutions run first);
/// each step has three hints, and its text fits 80 columns; and each track's Swift file, as the
/// solutions export it, opens without an error.
public enum TourLint {
    /// The widest a line of a step's text may be: the tour works at 80 columns.
    public static let columns = 80

    public static func problems(_ tracks: [TourTrack], environment: Environment) -> [String] {
        var problems: [String] = []
        for track in tracks {
            if let e = TourExportCheck.error(track, record: TourRecord(), environment: environment) {
                problems.append("track \(track.number): the Swift file its solutions export has an error: \(e)")
            }
        }
        for lesson in tracks.flatMap(\.lessons) {
            var shell = Shell(environment: environment)
            for (n, step) in lesson.steps.enumerated() {
                let name = "lesson \(lesson.id), step \(n + 1) ('\(step.title)')"
                if let e = TourCheck.run(step.setup, in: &shell) {
                    problems.append("\(name): its setup fails: \(e)")
                    break
                }
                let goal = TourCheck.goal(of: step, environment: environment)
                if goal == nil { problems.append("\(name): its goal draws nothing") }
                if TourCheck.compare(learner: shell, goal: goal) == .met {
                    problems.append("\(name): the goal is met before the task is done")
                }
                if let e = TourCheck.run(step.solution, in: &shell) {
                    problems.append("\(name): its solution fails: \(e)")
                    break
                }
                if case .differs(let d) = TourCheck.compare(learner: shell, goal: goal) {
                    problems.append("\(name): its solution does not reach the goal: \(d)")
                }
                if step.hints.count != 3 { problems.append("\(name): it has \(step.hints.count) hints, not 3") }
                for line in step.text where TextWidth.of(line) > columns {
                    problems.append("\(name): a line of its text is wider than \(columns) columns: \(line)")
                }
            }
        }
        return problems
    }
}
