import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell learn` at a real terminal: a whole track walked as a learner would, with a wrong
/// answer, each hint level, `check`, quitting, resuming and a damaged progress file.
@Suite struct TourPtyTests {
    /// Types a line at the tour's prompt (or a continuation prompt, ending `after`), and waits
    /// for the next prompt (`prompt`) below it.
    func enter(_ shell: ShellProcess, _ line: String, after: String = "tileshell> ", thenAt prompt: String) throws {
        shell.type(line)
        try shell.wait(for: "'\(line)' typed") { $0.cursorLine.hasSuffix(after + line) }
        let row = shell.screen.cursorRow
        shell.type("\r")
        if prompt.isEmpty { return }
        try shell.wait(for: "the prompt '\(prompt)' after '\(line)'") {
            $0.cursorRow > row && $0.cursorLine == prompt.trimmingSuffixSpaces
        }
    }

    @Test func aTrackIsWalkedQuitAndResumed() throws {
        let home = try TemporaryDirectory()
        // A damaged progress file is set aside and never stops the tour.
        try home.write("not progress\n", to: "state/tileshell/tour")
        do {
            let shell = try ShellProcess(home: home, arguments: ["learn", "1"])
            try shell.wait(for: "the first step") { $0.allText.contains("── 1.1 · step 1 of 3: One apple tile ──") }
            #expect(shell.screen.allText.joined().contains("the tour's progress file was damaged"))
            try shell.waitForLine("[1.1 step 1/3] tileshell> ")
            try enter(shell, "tile apple 46", thenAt: "[1.1 step 1/3] tileshell>")
            try enter(shell, "check", thenAt: "[1.1 step 1/3] tileshell>")
            #expect(
                shell.screen.allText.joined(separator: "\n").contains(
                    "Not yet: the Text shows '46'; the goal's shows '100'."))
            for level in 1...3 {
                try enter(shell, "hint", thenAt: "[1.1 step 1/3] tileshell>")
                #expect(shell.screen.allText.joined(separator: "\n").contains("Hint \(level) of 3:"))
            }
            try enter(shell, "tile apple 100", thenAt: "[1.1 step 2/3] tileshell>")
            #expect(shell.screen.allText.joined(separator: "\n").contains("✓ 1.1 step 1: One apple tile"))
            try enter(shell, "quit", thenAt: "")
            #expect(try shell.exitCode() == 0)
        }
        #expect(home.read(home.path + "/state/tileshell/tour") == "1.1 1\n")
        let resumed = try ShellProcess(home: home, arguments: ["learn", "1"])
        try resumed.waitForLine("[1.1 step 2/3] tileshell> ")
        try enter(resumed, "tile apple 100 orange 46", thenAt: "[1.1 step 3/3] tileshell>")
        // The step teaches `pick fruit`: the same tile drawn without it does not pass.
        try enter(resumed, "tile orange 7", thenAt: "[1.1 step 3/3] tileshell>")
        try enter(resumed, "check", thenAt: "[1.1 step 3/3] tileshell>")
        #expect(
            resumed.screen.allText.joined(separator: "\n").contains("this step asks you to pick 'fruit'"),
            "\(resumed.screen.allText)")
        // Picking it then meets the step: the tile drawn and the binding the goal's.
        try enter(resumed, "pick fruit orange", thenAt: "[1.2 step 1/2] tileshell>")
        #expect(resumed.screen.allText.joined(separator: "\n").contains("Lesson 1.1 is done."))
        resumed.type("\u{04}")
        #expect(try resumed.exitCode() == 0)
        #expect(home.read(home.path + "/state/tileshell/tour") == "1.1 3\n")
    }

    /// A SwiftUI struct typed a line at a time is one entry: each line but the last is
    /// followed by a continuation prompt, and the whole struct passes lesson 1.3's first step.
    @Test func aStructTypedLineByLinePassesAStep() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, arguments: ["learn", "1.3"])
        let prompt = "[1.3 step 1/2] tileshell> "
        let more = String(repeating: " ", count: prompt.count - 5) + "...>"
        try shell.waitForLine(prompt)
        let card = [
            "struct FruitCard: View {",
            "  let backgroundColor: Color",
            "  let count: Int",
            "  let title: String",
            "  init(count: Int, fruit: Fruit) {",
            "    self.count = count",
            "    switch fruit {",
            "    case .apple:",
            "      title = \"Apples\"",
            "      backgroundColor = .red",
            "    case .orange:",
            "      title = \"Oranges\"",
            "      backgroundColor = .orange",
            "    }",
            "  }",
            "  enum Fruit { case apple, orange }",
            "  var body: some View {",
            "    VStack(spacing: 12) {",
            "      Text(\"\\(count)\").font(.largeTitle)",
            "        .foregroundColor(.white).underline()",
            "      Text(title).font(.headline)",
            "        .foregroundColor(.white)",
            "    }",
            "    .frame(width: 150, height: 150)",
            "    .background(backgroundColor)",
            "    .cornerRadius(10)",
            "  }",
        ]
        try enter(shell, card[0], thenAt: more)
        for line in card.dropFirst() { try enter(shell, line, after: "...> ", thenAt: more) }
        try enter(shell, "}", after: "...> ", thenAt: prompt)
        #expect(shell.screen.allText.joined(separator: "\n").contains("declared FruitCard (a View)"))
        try enter(shell, "show FruitCard(count: 100, fruit: .apple)", thenAt: "[1.3 step 2/2] tileshell>")
        #expect(shell.screen.allText.joined(separator: "\n").contains("✓ 1.3 step 1: Your own tile view"))
        try enter(shell, "quit", thenAt: "")
        #expect(try shell.exitCode() == 0)
        #expect(home.read(home.path + "/state/tileshell/tour") == "1.3 1\n")
    }

    /// A finished track is finished: its file is written once, the entries after it are the
    /// learner's own (none says "Track 4 is done" again or writes the file again, so an edit the
    /// learner makes to it is kept), and `check` and `quit` say the track is done.
    @Test func aFinishedTrackIsNotFinishedAgainByTheEntriesAfterIt() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, arguments: ["learn", "4.3"], columns: 120, directory: home.path)
        try shell.waitForLine("[4.3 step 1/2] tileshell> ")
        try enter(shell, "next", thenAt: "[4.3 step 2/2] tileshell>")
        let done = "[track 4 done] tileshell>"
        try enter(shell, "explain layout show Squares()", thenAt: done)
        let track = home.path + "/tileshell-track-4.swift"
        #expect(home.read(track)?.contains("struct Squares: View") == true)
        let edited = "// the learner's own edit\n" + (home.read(track) ?? "")
        try home.write(edited, to: "tileshell-track-4.swift")
        for entry in ["set price 3", "explain layout show Squares()", "state"] { try enter(shell, entry, thenAt: done) }
        try enter(shell, "check", thenAt: done)
        let screen = shell.screen.allText.joined(separator: "\n")
        #expect(screen.ranges(of: "✓ 4.3 step 2").count == 1, "\(screen)")
        #expect(screen.ranges(of: "Your views are in").count == 1)
        #expect(screen.ranges(of: "Track 4 is done.").count == 2)
        #expect(home.read(track) == edited)
        #expect(home.read(home.path + "/tileshell-track-4-2.swift") == nil)
        try enter(shell, "quit", thenAt: "")
        #expect(try shell.exitCode() == 0)
        #expect(shell.screen.allText.joined().contains("Track 4 is done; 'tileshell learn' lists the others."))
    }

    /// `back` at a lesson's first step goes to the lesson before's last step (it said "This is
    /// the lesson's first step"); `learn 4` on a finished track says so and which comes next.
    @Test func backCrossesLessonsAndAFinishedTrackSaysSo() throws {
        let home = try TemporaryDirectory()
        do {
            let shell = try ShellProcess(home: home, arguments: ["learn", "1.2"], columns: 120)
            try shell.waitForLine("[1.2 step 1/2] tileshell> ")
            try enter(shell, "back", thenAt: "[1.1 step 3/3] tileshell>")
            #expect(shell.screen.allText.contains("── 1.1 · step 3 of 3: The fruit from a binding ──"))
            try enter(shell, "quit", thenAt: "")
            #expect(try shell.exitCode() == 0)
        }
        try home.write("4.1 3\n4.2 3\n4.3 2\n", to: "state/tileshell/tour")
        let shell = try ShellProcess(home: home, arguments: ["learn", "4"], columns: 120, directory: home.path)
        try shell.waitForLine("[4.3 step 2/2] tileshell> ")
        let screen = shell.screen.allText.joined(separator: "\n")
        #expect(screen.contains("Track 4 is done. It is the last track. Here is lesson 4.3 again"), "\(screen)")
        #expect(screen.contains("All 2 steps are done"))
        try enter(shell, "quit", thenAt: "")
        #expect(try shell.exitCode() == 0)
    }
}

extension String {
    var trimmingSuffixSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
