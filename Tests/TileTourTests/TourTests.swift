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

    /// The issue a learner met: `ForEach(Size.allCases)` without `id:` drew and passed, and the
    /// track's file then failed swiftc. Now it is swiftc's error at the prompt and the step stays.
    @Test func aForEachWithoutIdIsSwiftcsErrorAndDoesNotMeetTheStep() throws {
        let lesson = try #require(try Tour.builtIn.get().flatMap(\.lessons).first { $0.id == "4.3" })
        let step = lesson.steps[0]
        var shell = Shell(environment: Self.environment)
        let answer = step.solution.map { $0.replacingOccurrences(of: ", id: \\.self", with: "") }
        #expect(answer != step.solution)
        let error = TourCheck.run(answer, in: &shell)
        // swiftc's words for the same code against the stand-in.
        #expect(
            error
                == "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Size' conform to 'Identifiable'"
        )
        #expect(
            TourCheck.compare(learner: shell, goal: TourCheck.goal(of: step, environment: Self.environment)) != .met)
        // The solution as written meets it, and its track's file opens cleanly.
        var solved = Shell(environment: Self.environment)
        #expect(TourCheck.run(step.solution, in: &solved) == nil)
        #expect(
            TourCheck.compare(learner: solved, goal: TourCheck.goal(of: step, environment: Self.environment)) == .met)
    }

    @Test func theLintFindsABrokenLesson() {
        let text = """
            # Track 1: T
            ## Lesson 1.1: L
            ### Step: S
            task: Draw a tile of 5.
            requires: drawing
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
        (
            "# Track 1: T\n## Lesson 1.1: L\n### Step: S\ntask: t\ngoal: tile apple 1\nsolution: tile apple 1",
            "t.tour:3: the step 'S' has no 'requires:' (what it teaches: drawing, pick <binding> or set <binding>)"
        ),
        (
            "# Track 1: T\n## Lesson 1.1: L\n### Step: S\ntask: t\nrequires: tile\ngoal: tile apple 1",
            "t.tour:5: expected 'requires: drawing', 'requires: pick <binding>' or 'requires: set <binding>'"
        ),
    ])
    func aDamagedLessonSaysWhereAndWhat(_ text: String, _ message: String) {
        guard case .failure(let p) = TourFormat.parse(text, source: "t.tour") else {
            Issue.record("expected a problem")
            return
        }
        #expect(p.description == message)
    }

    /// Lesson 4.1 step 1's squares drawn as filled rectangles meet a goal drawn with colours:
    /// the same pixels; a rectangle of another colour still differs, named by its colour.
    @Test func aFilledRectangleMeetsAGoalDrawnWithAColour() throws {
        let step = try #require(try Tour.builtIn.get().first { $0.number == 4 }?.lessons.first?.steps.first)
        let goal = TourCheck.goal(of: step, environment: Self.environment)
        var shell = Shell(environment: Self.environment)
        _ = TourCheck.run(
            [
                "show HStack(spacing: 20) {", "Rectangle().fill(.red).frame(width: 50, height: 50)",
                "Rectangle().fill(Color.blue).frame(width: 50, height: 50)", "}",
            ], in: &shell)
        #expect(TourCheck.compare(learner: shell, goal: goal) == .met)
        _ = TourCheck.run(
            [
                "show HStack(spacing: 20) {", "Rectangle().fill(.green).frame(width: 50, height: 50)",
                "Color.blue.frame(width: 50, height: 50)", "}",
            ], in: &shell)
        guard case .differs(let d) = TourCheck.compare(learner: shell, goal: goal) else {
            Issue.record("a green square met a red one's goal")
            return
        }
        #expect(d.contains("colour"), "\(d)")
    }

    /// Lesson 4.2 step 3 asks for "Left" at the left edge and "Right" at the right of a 200 pt
    /// HStack: any spacing meets it, since a Spacer draws nothing; texts elsewhere do not.
    @Test(arguments: [
        (["show HStack {", "Text(\"Left\")", "Spacer()", "Text(\"Right\")", "}.frame(width: 200)"], true),
        (["show HStack(spacing: 8) {", "Text(\"Left\")", "Spacer()", "Text(\"Right\")", "}.frame(width: 200)"], true),
        (["show HStack(spacing: 30) {", "Text(\"Left\")", "Spacer()", "Text(\"Right\")", "}.frame(width: 200)"], true),
        (
            ["show HStack {", "Text(\"Left\")", "Spacer().frame(width: 20)", "Text(\"Right\")", "}.frame(width: 200)"],
            false
        ),
    ])
    func aSpacerMeetsTheGoalWithAnySpacing(_ lines: [String], _ meets: Bool) throws {
        let lesson = try #require(try Tour.builtIn.get().first { $0.number == 4 }?.lessons.dropFirst().first)
        let step = try #require(lesson.steps.last)
        #expect(step.title == "Spacer")
        let goal = TourCheck.goal(of: step, environment: Self.environment)
        var shell = Shell(environment: Self.environment)
        #expect(TourCheck.run(lines, in: &shell) == nil)
        #expect((TourCheck.compare(learner: shell, goal: goal) == .met) == meets)
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
        // The step teaches `pick fruit`: the same drawing without it does not pass.
        _ = TourCheck.run(["tile orange 7"], in: &shell)
        #expect(
            TourCheck.compare(learner: shell, goal: goal)
                == .differs(
                    "the drawing matches, but this step asks you to pick 'fruit': it is apple, and the goal's is orange"
                ))
        var other = Shell(environment: Self.environment)
        _ = TourCheck.run(["pick fruit orange", "tile 7"], in: &other)
        #expect(TourCheck.compare(learner: other, goal: goal) == .met)
    }

    /// `check` on 4.3 step 2 (an explanation for a goal) names the first line that differs in one
    /// short sentence, where it quoted both explanations whole (about 1 500 characters); the
    /// goal's explanation says the `alignment: .top` the step asks about.
    @Test func checkOfAnExplanationQuotesTheFirstLineThatDiffers() throws {
        let lessons = try Tour.builtIn.get().flatMap(\.lessons)
        let step = try #require(lessons.first { $0.id == "4.3" }?.steps.last)
        var shell = Shell(environment: Self.environment)
        #expect(TourCheck.run(step.setup, in: &shell) == nil)
        _ = TourCheck.run(["explain layout show Squares().padding()"], in: &shell)
        let goal = TourCheck.goal(of: step, environment: Self.environment)
        guard case .differs(let sentence) = TourCheck.compare(learner: shell, goal: goal) else {
            Issue.record("expected a difference")
            return
        }
        #expect(
            sentence
                == "line 1 of the Text shows 'show Squares().padding() lays out as:'; the goal's shows 'show Squares() lays out as:'"
        )
        #expect(sentence.count < 160)
        guard case .object(let fields)? = goal?.tree,
            case .string(let text)? = fields.first(where: { $0.0 == "text" })?.1
        else {
            Issue.record("expected the goal's text")
            return
        }
        #expect(text.contains("as tall as the tallest,\n    aligned .top"), "\(text)")
    }

    @Test func theRecordRoundTripsAndADamagedFileIsRefused() throws {
        var r = TourRecord()
        r.ran("struct A: View {\n  var body: some View { Text(\"a\\\\b\") }\r\n}", in: "1.3")
        r.met(in: "1.3")
        r.ran("show A()", in: "1.3")
        r.start("1.10")
        r.ran("tile apple 1", in: "1.2")
        #expect(
            r.text
                == "L 1.2\nE tile apple 1\nL 1.3\nE struct A: View {\\n  var body: some View { Text(\"a\\\\\\\\b\") }\\r\\n}\nM\n"
                + "E show A()\nL 1.10\n")
        #expect(TourRecord(text: r.text) == r)
        for damaged in ["E x\n", "L 1\nM\n", "L 1.1\nX\n", "L 1.1\nE a\\q\n", "L 1.1\nE a\\\n"] {
            #expect(TourRecord(text: damaged) == nil, "\(damaged)")
        }
        // A resumed lesson runs again what led to its finished steps, and no more.
        #expect(r.items(of: "1.3", toGoal: 1)?.count == 2)
        #expect(r.items(of: "1.3", toGoal: 2) == nil)
        #expect(r.items(of: "1.10", toGoal: 0) == [])
        // A lesson not walked is its steps' setups and solutions, each goal met.
        let lesson = try #require(try Tour.builtIn.get().first?.lessons.first)
        #expect(
            r.items(of: lesson) == [
                .entry("tile apple 100"), .met, .entry("tile apple 100 orange 46"), .met,
                .entry("pick fruit orange"), .entry("tile 7"), .met,
            ])
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

    /// What a track's export last wrote, kept so that the next export replaces only that file.
    @Test func theLastExportOfATrackRoundTripsAndADamagedOneIsRefused() {
        var p = TourProgress()
        p.done = ["3.3": 1]
        p.exported[3] = TourProgress.Export(name: "tileshell-track-3-2.swift", hash: 0xABC)
        #expect(p.text == "3.3 1\ntrack 3 0000000000000abc tileshell-track-3-2.swift\n")
        #expect(TourProgress(text: p.text) == p)
        for damaged in [
            "track 3 0000000000000abc", "track 3 abc tileshell-track-3.swift", "track 3 0000000000000abc ../x.swift",
            "track x 0000000000000abc tileshell-track-3.swift",
        ] {
            #expect(TourProgress(text: damaged) == nil, "\(damaged)")
        }
        #expect(TourProgress.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }
}

extension TourTests {
    @Test func aTaskOrHintIsWrappedAtTheWidthUnderItsText() {
        #expect(
            TourText.wrap("Task: ", "Draw one apple tile that shows 100.", width: 20) == [
                "Task: Draw one apple", "      tile that", "      shows 100.",
            ])
        #expect(TourText.wrap("Hint 1 of 3: ", "short", width: 80) == ["Hint 1 of 3: short"])
        // A word wider than the line keeps a line of its own; nothing is lost.
        #expect(
            TourText.wrap("Task: ", "a 0123456789abcdef b", width: 10) == [
                "Task: a", "      0123456789abcdef", "      b",
            ])
    }
}
