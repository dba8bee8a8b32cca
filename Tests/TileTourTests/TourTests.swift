import Foundation
import Testing
import TileShell
import TileTour

/// Fixed text for the few values the lessons format.
struct PlainFormatting: ValueFormatting {
    func currency(_ amount: DecimalValue, code: String, locale: String) -> String { "\(code) \(amount)" }
    func relativeDate(_ date: Instant, now: Instant, locale: String) -> String { "\(date.seconds - now.seconds) s" }
}

struct TourTests {
    static let environment = Environment(
        width: 80, colorDepth: .none, now: Instant(seconds: 0), formatter: PlainFormatting())

    @Test func theBuiltInLessonsAreTheLessonFiles() throws {
        // The generated file (Scripts/embed-lessons) must hold every Lessons/*.tour as it is.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Lessons")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tour") }
            .sorted()
        let files = try names.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
        let fromFiles = try Tour.read(files).get()
        let builtIn = try Tour.builtIn.get()
        #expect(fromFiles == builtIn, "run Scripts/embed-lessons after editing a lesson")
        #expect(builtIn.map(\.number) == [1, 2, 3, 4])
    }

    @Test func everySolutionReachesItsGoalAndNoGoalIsMetEarly() throws {
        #expect(TourLint.problems(try Tour.builtIn.get(), environment: Self.environment) == [])
    }

    @Test func theLintFindsABrokenLesson() {
        let text = """
            # Track 1: T
            ## Lesson 1.1: L
            ### Step: S
            task: Draw a tile of 5.
            goal: tile apple 5
            hint: a
            hint: b
            hint: c
            solution: tile apple 6
            """
        let tracks = try? Tour.read([("t.tour", text)]).get()
        #expect(
            TourLint.problems(tracks ?? [], environment: Self.environment) == [
                "lesson 1.1, step 1 ('S'): its solution does not reach the goal: the Text shows '6'; the goal's shows '5'"
            ])
    }

    @Test(arguments: [
        ("## Lesson 1.1: L", "t.tour:1: a lesson must follow a '# Track' heading"),
        ("hello", "t.tour:1: expected a '# Track', '## Lesson' or '### Step:' heading"),
        ("# Track 2: T", "t.tour:1: expected '# Track 1: <title>'"),
        ("# Track 1: T\n## Lesson 1.2: L", "t.tour:2: expected '## Lesson 1.1: <title>'"),
        (
            "# Track 1: T\n## Lesson 1.1: L\n### Step: S\ngoal: tile apple 1\nsolution: tile apple 1",
            "t.tour:3: the step 'S' has no 'task:'"
        ),
        ("# Track 1: T\n## Lesson 1.1: L", "t.tour:2: lesson 1.1 has no steps"),
    ])
    func aDamagedLessonSaysWhereAndWhat(_ text: String, _ message: String) {
        guard case .failure(let p) = TourFormat.parse(text, source: "t.tour") else {
            Issue.record("expected a problem")
            return
        }
        #expect(p.description == message)
    }

    @Test func checkNamesWhatDiffersAndAnyWayToTheGoalPasses() throws {
        let step = try #require(try Tour.builtIn.get().first?.lessons.first?.steps.last)  // tile orange 7
        let goal = TourCheck.goal(of: step, environment: Self.environment)
        var shell = Shell(environment: Self.environment)
        #expect(TourCheck.compare(learner: shell, goal: goal) == .nothingDrawn)
        _ = TourCheck.run(["tile orange 8"], in: &shell)
        #expect(TourCheck.compare(learner: shell, goal: goal) == .differs("the Text shows '8'; the goal's shows '7'"))
        _ = TourCheck.run(["tile apple 7"], in: &shell)
        #expect(
            TourCheck.compare(learner: shell, goal: goal)
                == .differs("the Text shows 'Apples'; the goal's shows 'Oranges'"))
        // The lesson's way (`pick fruit orange; tile 7`) and the direct one both pass.
        _ = TourCheck.run(["tile orange 7"], in: &shell)
        #expect(TourCheck.compare(learner: shell, goal: goal) == .met)
        var other = Shell(environment: Self.environment)
        _ = TourCheck.run(["pick fruit orange", "tile 7"], in: &other)
        #expect(TourCheck.compare(learner: other, goal: goal) == .met)
    }

    @Test func progressRoundTripsAndADamagedFileIsRefused() {
        var p = TourProgress()
        p.done = ["1.10": 1, "1.2": 3]
        #expect(p.text == "1.2 3\n1.10 1\n")
        #expect(TourProgress(text: p.text) == p)
        for damaged in ["1.2", "x 1", "1.2 -1", "1.2.3 1", "1.2 99999999999999999999"] {
            #expect(TourProgress(text: damaged) == nil, "\(damaged)")
        }
    }
}
