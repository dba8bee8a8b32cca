import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The history file and recall: across sessions, with two sessions at once, bounded, and
/// when it cannot be written.
@Suite struct HistoryTests {
    @Test func linesAreKeptAcrossSessions() throws {
        let home = try TemporaryDirectory()
        do {
            let first = try ShellProcess(home: home)
            try first.run("tile apple 1")
            try first.run("pick unit hour")
            try first.run("pick unit hour")  // a consecutive duplicate is dropped
            try first.run("   ")  // so is a blank line
            try first.run("set name \"back\\\\slash\"")
            // Appended exactly as entered (the file is a valid script), before the session ends.
            #expect(home.historyLines == ["tile apple 1", "pick unit hour", "set name \"back\\\\slash\""])
            first.type("\u{04}")
            #expect(try first.exitCode() == 0)
        }
        var st = stat()
        #expect(stat(home.historyPath, &st) == 0 && st.st_mode & 0o777 == 0o600)
        // The history file is a valid script: replayed, it runs clean.
        let replay = try NonTerminalTests.runPiped(home.read(home.historyPath) ?? "", home: try TemporaryDirectory())
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("Apples"))

        let second = try ShellProcess(home: home)
        try second.waitForLine("tileshell> ")
        second.type("\u{1B}[A")
        try second.waitForLine("tileshell> set name \"back\\\\slash\"")
        second.type("\u{1B}[A")
        try second.waitForLine("tileshell> pick unit hour")
        second.type("\u{1B}[A")
        try second.waitForLine("tileshell> tile apple 1")
        second.type("\u{1B}[B")
        try second.waitForLine("tileshell> pick unit hour")
        second.type("\u{15}")  // Ctrl-U
        try second.waitForLine("tileshell> ")
        let listed = try second.run("history")
        #expect(
            listed == [
                "    1  tile apple 1", "    2  pick unit hour", "    3  set name \"back\\\\slash\"", "    4  history",
            ])
    }

    @Test func upRecallsLinesStartingWithWhatIsTyped() throws {
        let home = try TemporaryDirectory()
        try home.write("tile apple 1\nshow unit\ntile orange 2\nshow fruit\n", to: "state/tileshell/history")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("\u{12}un")  // Ctrl-R: incremental search back
        try shell.wait(for: "the search to find 'show unit'") {
            $0.allText.contains("tileshell> show unit") && $0.allText.contains("bck:un")
        }
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains("│ ✓ second │ minute │ hour │"))
        shell.type("ti\u{1B}[A")  // Up after "ti": the newest line starting with it
        try shell.waitForLine("tileshell> tile orange 2")
        shell.type("\u{1B}[A")
        try shell.waitForLine("tileshell> tile apple 1")
        #expect(home.historyLines.last == "show unit")
    }

    @Test func twoSessionsAtOnceLoseNeithersLines() throws {
        let home = try TemporaryDirectory()
        let a = try ShellProcess(home: home)
        let b = try ShellProcess(home: home)
        for i in 1...5 {
            try a.run("tile apple \(i)")
            try b.run("tile orange \(i)")
        }
        a.type("\u{04}")
        b.type("\u{04}")
        #expect(try a.exitCode() == 0)
        #expect(try b.exitCode() == 0)
        let expected = (1...5).flatMap { ["tile apple \($0)", "tile orange \($0)"] }
        #expect(home.historyLines == expected)

        let c = try ShellProcess(home: home)
        #expect(try c.run("history").count == 11)
    }

    /// Past 11 000 entries the file is trimmed back to the newest 10 000.
    @Test func theFileIsTrimmedToTenThousandLines() throws {
        let home = try TemporaryDirectory()
        let lines = (1...11_050).map { "tile apple \($0)" }
        try home.write(lines.joined(separator: "\n") + "\n", to: "state/tileshell/history", mode: 0o644)
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        let kept = home.historyLines
        #expect(kept.count == 10_000)
        #expect(kept.first == "tile apple 1051")
        #expect(kept.last == "tile apple 11050")
        var st = stat()
        #expect(stat(home.historyPath, &st) == 0 && st.st_mode & 0o777 == 0o600)
        shell.type("\u{1B}[A")
        try shell.waitForLine("tileshell> tile apple 11050")
    }

    @Test func anUnwritableLocationWarnsOnceAndTheSessionGoesOn() throws {
        let home = try TemporaryDirectory()
        try home.write("not a directory\n", to: "state")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        try shell.run("tile apple 1")
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ ✓ second │ minute │ hour │"))
        let warnings = shell.screen.allText.filter { $0.contains("warning") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("history") == true)
    }
}
