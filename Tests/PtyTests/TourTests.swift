import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell learn` at a real terminal: a whole track walked as a learner would, with a wrong
/// answer, each hint level, `check`, quitting, resuming and a damaged progress file.
@Suite struct TourPtyTests {
    /// Types a line at the tour's prompt, and waits for the next prompt (`prompt`) below it.
    func enter(_ shell: ShellProcess, _ line: String, thenAt prompt: String) throws {
        shell.type(line)
        try shell.wait(for: "'\(line)' typed") { $0.cursorLine.hasSuffix("tileshell> " + line) }
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
        try enter(resumed, "pick fruit orange", thenAt: "[1.1 step 3/3] tileshell>")
        try enter(resumed, "tile 7", thenAt: "[1.2 step 1/2] tileshell>")
        #expect(resumed.screen.allText.joined(separator: "\n").contains("Lesson 1.1 is done."))
        resumed.type("\u{04}")
        #expect(try resumed.exitCode() == 0)
        #expect(home.read(home.path + "/state/tileshell/tour") == "1.1 3\n")
    }
}

extension String {
    var trimmingSuffixSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
