import Foundation
import Testing

/// `tileshell learn`: the tour, walked by lines on standard input as a learner types them.
struct TourEndToEndTests {
    func run(_ args: [String], _ input: String, state: URL) throws -> Binary.Result {
        try Binary.run(
            args + ["--width", "60", "--color", "never"], stdin: input, environment: ["XDG_STATE_HOME": state.path])
    }

    @Test func aLessonIsWalkedWithAWrongAnswerHintsACheckAndQuitting() throws {
        let state = try Binary.directory([:])
        let r = try run(
            ["learn", "1.1"], "tile apple 46\ncheck\nhint\nhint\nhint\nhint\ntile apple 100\nsolution\nquit\n",
            state: state)
        #expect(r.status == 0)
        let out = r.stdout
        #expect(out.hasPrefix("Lesson 1.1: Your first tile\n\n── 1.1 · step 1 of 3: One apple tile ──\n"))
        #expect(
            out.contains("[1.1 step 1/3] tileshell> check\nNot yet: the Text shows '46'; the goal's shows '100'.\n"))
        #expect(out.contains("Hint 1 of 3: Tiles are drawn with the `tile` command.\n"))
        #expect(out.contains("Hint 3 of 3: Type: tile apple 100\n[1.1 step 1/3] tileshell> hint\nHint 3 of 3:"))
        #expect(out.contains("✓ 1.1 step 1: One apple tile\n"))
        #expect(out.contains("The solution, as you would type it:\n  tile apple 100 orange 46\n"))
        #expect(out.hasSuffix("Progress saved. Come back with 'tileshell learn 1.1'.\n"))
        let progress = try String(contentsOf: state.appendingPathComponent("tileshell/tour"), encoding: .utf8)
        #expect(progress == "1.1 1\n")
        // Resuming starts at the first unfinished step, and the listing shows the progress.
        let again = try run(["learn", "1"], "quit\n", state: state)
        #expect(again.stdout.contains("── 1.1 · step 2 of 3: Two tiles side by side ──"))
        let list = try run(["learn"], "", state: state)
        #expect(list.stdout.contains("  … 1.1  Your first tile  (1/3 steps)\n"))
    }

    @Test func anyWayToTheGoalPassesAndALessonLeadsToTheNext() throws {
        let state = try Binary.directory([:])
        let r = try run(
            ["learn", "1.1"], "tile apple 100\ntile apple 100 orange 46\npick fruit orange\ntile 7\n", state: state)
        #expect(r.stdout.contains("✓ 1.1 step 3: The fruit from a binding\nLesson 1.1 is done.\n\nLesson 1.2:"))
        // The end of input (Ctrl-D) keeps the progress, as quit does.
        #expect(try String(contentsOf: state.appendingPathComponent("tileshell/tour"), encoding: .utf8) == "1.1 3\n")
        #expect(r.stdout.hasSuffix("Progress saved. Come back with 'tileshell learn 1.2'.\n"))
    }

    @Test func aFinishedTrackLeavesTheLearnersViewsAsSwiftSource() throws {
        let state = try Binary.directory([:])
        let r = try Binary.run(
            ["learn", "3.3", "--width", "60", "--color", "never"],
            stdin: "picker unit title \"Time unit\" label \"2 {case}s\"\n",
            environment: ["XDG_STATE_HOME": state.path], cwd: state)
        #expect(r.stdout.contains("Track 3 is done."))
        #expect(r.stdout.contains("Your views are in 'tileshell-track-3.swift', as SwiftUI source to open in Xcode.\n"))
        let source = try String(contentsOf: state.appendingPathComponent("tileshell-track-3.swift"), encoding: .utf8)
        #expect(source.contains("enum TimeUnit: String, CaseIterable"))
        #expect(source.contains("EnumPicker"))
        #expect(source.contains("\"Time unit\""))
        // The whole track, not only its last lesson: 3.1's menu and 3.2's own enum are there too
        // (lessons walked in an earlier run are exported as their solutions leave them).
        #expect(source.contains(".pickerStyle(.menu)"))
        #expect(source.contains("enum Size: String, CaseIterable"))
    }

    /// A struct typed over several lines is one entry, at the tour's prompt as at the shell's; the
    /// track's file carries it as the learner wrote it.
    @Test func aStructTypedOverSeveralLinesPassesAStepAndIsExportedAsWritten() throws {
        let state = try Binary.directory([:])
        let card = #"""
            struct FruitCard: View {
              let backgroundColor: Color
              let count: Int
              let title: String
              init(count: Int, fruit: Fruit) {
                self.count = count
                if fruit == .apple {
                  title = "Apples"
                  backgroundColor = .red
                } else {
                  title = "Oranges"
                  backgroundColor = .orange
                }
              }
              enum Fruit { case apple, orange }
              var body: some View {
                VStack(spacing: 12) {
                  Text("\(count)").font(.largeTitle).foregroundColor(.white).underline()
                  Text(title).font(.headline).foregroundColor(.white)
                }
                .frame(width: 150, height: 150)
                .background(backgroundColor)
                .cornerRadius(10)
              }
            }
            show FruitCard(count: 100, fruit: .orange)
            check
            show FruitCard(count: 100, fruit: .apple)
            quit

            """#
        let r = try Binary.run(
            ["learn", "1.3", "--width", "80", "--color", "never"], stdin: card,
            environment: ["XDG_STATE_HOME": state.path], cwd: state)
        #expect(r.status == 0)
        #expect(r.stdout.contains("[1.3 step 1/2] tileshell> struct FruitCard: View {\n"))
        #expect(r.stdout.contains("\n                     ...>   let backgroundColor: Color\n"))
        #expect(r.stdout.contains("declared FruitCard (a View)"))
        #expect(r.stdout.contains("Not yet: the Text shows 'Oranges'; the goal's shows 'Apples'.\n"))
        #expect(r.stdout.contains("✓ 1.3 step 1: Your own tile view\n"))
        // Resumed at step 2, the session holds the struct as the learner typed it.
        let resumed = try Binary.run(
            ["learn", "1.3", "--width", "80", "--color", "never"],
            stdin: "show HStack(spacing: 8) {\n  FruitCard(count: 100, fruit: .apple)\n"
                + "  FruitCard(count: 46, fruit: .orange)\n}\n",
            environment: ["XDG_STATE_HOME": state.path], cwd: state)
        #expect(resumed.stdout.contains("Step 1 is done; the session is where you left it.\n"))
        #expect(resumed.stdout.contains("✓ 1.3 step 2: The same two tiles\nLesson 1.3 is done.\nTrack 1 is done."))
        let source = try String(contentsOf: state.appendingPathComponent("tileshell-track-1.swift"), encoding: .utf8)
        #expect(source.contains("FruitTile(count: 100, fruit: .apple)"), "lesson 1.1, from its solutions")
        #expect(source.contains("struct FruitCard: View {\n  let backgroundColor: Color\n"), "1.3, as typed")
        #expect(source.contains("    if fruit == .apple {\n"))
        // Without the record of what was typed, a finished step is run again from its solution.
        try FileManager.default.removeItem(at: state.appendingPathComponent("tileshell/tour-entries"))
        try "1.3 1\n".write(to: state.appendingPathComponent("tileshell/tour"), atomically: true, encoding: .utf8)
        let again = try run(["learn", "1.3"], "quit\n", state: state)
        #expect(again.stdout.contains("Step 1 is done; the session is where its solution left it.\n"))
        #expect(source.contains("      HStack(spacing: 8) {\n        FruitCard(count: 100, fruit: .apple)\n"))
    }

    @Test func aDamagedProgressFileIsSetAsideAndNeverStopsTheTour() throws {
        let state = try Binary.directory([:])
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("tileshell"), withIntermediateDirectories: true)
        try "garbage\u{0}".write(to: state.appendingPathComponent("tileshell/tour"), atomically: true, encoding: .utf8)
        try "L 2.1\nE \\x\n".write(
            to: state.appendingPathComponent("tileshell/tour-entries"), atomically: true, encoding: .utf8)
        let r = try run(["learn", "2.1"], "quit\n", state: state)
        #expect(r.status == 0)
        #expect(r.stderr.contains("the tour's progress file was damaged; it is set aside as"))
        #expect(r.stderr.contains("the tour's record of your entries was damaged; it is set aside as"))
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("tileshell/tour.damaged").path))
        #expect(r.stdout.contains("── 2.1 · step 1 of 4: A name, once it has one ──"))
    }

    @Test func theLintPassesAndAnUnknownLessonIsAUsageError() throws {
        let state = try Binary.directory([:])
        let lint = try run(["learn", "--lint"], "", state: state)
        #expect(lint.status == 0)
        #expect(lint.stdout == "27 steps checked: every solution reaches its goal.\n")
        let bad = try run(["learn", "9.9"], "", state: state)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("tileshell: error: no lesson '9.9'; 'tileshell learn' lists them"))
    }
}
