import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Entries over several lines at the prompt: the continuation prompt, Esc Enter, Ctrl-C,
/// recall from history and the history file.
@Suite struct MultiLineTests {
    static let more = "      ...> "

    /// Types a line that leaves its entry unfinished and waits for the continuation prompt.
    func continueWith(_ shell: ShellProcess, _ line: String, prompt: String) throws {
        try shell.waitForLine(prompt)
        shell.type(line)
        try shell.waitForLine(prompt + line)
        shell.type("\r")
        try shell.waitForLine(Self.more)
    }

    /// Types the last line of an entry and waits for the next prompt; returns the rows between.
    @discardableResult
    func finishWith(_ shell: ShellProcess, _ line: String) throws -> [String] {
        shell.type(line)
        try shell.waitForLine(Self.more + line)
        let start = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: start)
        return (start + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
    }

    @Test func aTileKindTypedOverThreeLinesIsOneEntry() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, rows: 40)
        try shell.run("enum Berry: straw, blue")
        try continueWith(shell, "tilekind Berry:", prompt: ShellProcess.prompt)
        // Tab completes a case of Berry: the line goes on from the one before.
        shell.type("  st\t")
        try shell.waitForLine(Self.more + "  straw ")
        shell.type("\u{15}")  // Ctrl-U
        try continueWith(shell, "  straw \"Strawberries\" pink,", prompt: Self.more)
        #expect(try finishWith(shell, "  blue \"Blueberries\" indigo") == [])
        // The continuation prompt is as wide as the first, right-aligned to it.
        #expect(shell.screen.allText.contains("      ...>   straw \"Strawberries\" pink,"))
        let drawn = try shell.run("tile blue 2")
        #expect(drawn.contains { $0.contains("Blueberries") }, "\(drawn)")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
        #expect(
            home.historyLines == [
                "enum Berry: straw, blue", "tilekind Berry:", "  straw \"Strawberries\" pink,",
                "  blue \"Blueberries\" indigo", "tile blue 2",
            ])
    }

    @Test func aPastedTileKindIsOneEntryShownUnderTheContinuationPrompt() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, rows: 40)
        try shell.run("enum Berry: straw, blue")
        try shell.waitForLine(ShellProcess.prompt)
        let row = shell.screen.cursorRow
        shell.type("\u{1B}[200~tilekind Berry:\n  straw \"S\" pink,\n  blue \"B\" indigo\ntile blue 1\n\u{1B}[201~")
        try shell.waitForPrompt(below: row + 4)
        let rows = (row..<row + 4).map { shell.screen.text(ofRow: $0) }
        #expect(
            rows == [
                "tileshell> tilekind Berry:", "      ...>   straw \"S\" pink,", "      ...>   blue \"B\" indigo",
                "tileshell> tile blue 1",
            ])
        #expect(shell.screen.allText.contains { $0.contains("│        B         │") })
    }

    @Test func escEnterBreaksTheLineByHandAndTheFileKeepsABackslash() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine(ShellProcess.prompt)
        shell.type("set name")
        try shell.waitForLine(ShellProcess.prompt + "set name")
        shell.type("\u{1B}\r")  // Esc Enter: a complete line goes on all the same
        try shell.waitForLine(Self.more)
        #expect(try finishWith(shell, "\"Ada\"") == [])
        #expect(try shell.run("show name") == ["Ada"])
        #expect(home.historyLines == ["set name \\", "\"Ada\"", "show name"])
        // The history file replays as the session ran.
        let replay = try NonTerminalTests.runPiped(home.read(home.historyPath) ?? "", home: try TemporaryDirectory())
        #expect(replay.status == 0)
        #expect(replay.stdout == "Ada\n", "\(replay.stderr)")
    }

    @Test func ctrlCInAContinuationDropsTheWholeEntry() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try continueWith(shell, "enum Berry: straw,", prompt: ShellProcess.prompt)
        shell.type("blue")
        try shell.waitForLine(Self.more + "blue")
        let row = shell.screen.cursorRow
        shell.type("\u{03}")
        try shell.waitForPrompt(below: row)
        // Nothing of the dropped entry ran: Berry is still free, and the next line is an entry of its own.
        #expect(try shell.run("enum Berry: a, b") == [])
        #expect(home.historyLines == ["enum Berry: a, b"])
    }

    @Test func upRecallsAWholeEntryThatRunsAgain() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, rows: 60)
        try continueWith(shell, "tile apple 3 \\", prompt: ShellProcess.prompt)
        let first = try finishWith(shell, "  orange 4")
        #expect(first.filter { $0.contains("Apples") }.count == 1, "\(first)")
        shell.type("\u{1B}[A")
        // libedit shows the entry whole, its later line on a row of its own.
        try shell.wait(for: "the recalled entry") {
            $0.cursorLine == "  orange 4" && $0.text(ofRow: $0.cursorRow - 1) == "tileshell> tile apple 3 \\"
        }
        let start = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: start)
        let again = (start + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        #expect(again.filter { $0.contains("Apples") && $0.contains("Oranges") }.count == 1, "\(again)")
        // One item in history, not two.
        #expect(try shell.run("history").count == 3)
        #expect(home.historyLines == ["tile apple 3 \\", "  orange 4", "history"])
    }

    @Test func aMultiLineEntryFromTheFileIsRecalledWhole() throws {
        let home = try TemporaryDirectory()
        try home.write("enum Berry:\n  straw,\n  blue\nshow unit\n", to: "state/tileshell/history")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine(ShellProcess.prompt)
        shell.type("\u{1B}[A\u{1B}[A")
        try shell.wait(for: "the recalled entry") {
            $0.cursorLine == "  blue" && $0.text(ofRow: $0.cursorRow - 2) == "tileshell> enum Berry:"
        }
        let start = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: start)
        // The recalled entry ran as one (its three lines numbered 1 to 3), so Berry is taken.
        #expect(
            try shell.run("enum Berry: a") == [
                "<stdin>:4:6: error: type 'Berry' is already declared", "enum Berry: a", "     ^~~~~",
            ])
    }
}
