import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Keys at the prompt: Ctrl-C, Ctrl-D, Ctrl-L, wide characters, ~/.editrc.
@Suite struct EditingTests {
    @Test func ctrlCDiscardsThePartLineAndKeepsTheSession() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("pick unit hour")
        shell.type("tile apple 5")
        try shell.waitForLine("tileshell> tile apple 5")
        let row = shell.screen.cursorRow
        shell.type("\u{03}")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.text(ofRow: row) == "tileshell> tile apple 5^C")
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ second │ minute │ ✓ hour │"))
        #expect(!home.historyLines.contains("tile apple 5"))
    }

    @Test func ctrlDOnAnEmptyLineExitsZeroAndRestoresTheTerminal() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        let before = shell.initialModes
        try shell.run("pick unit hours")  // an error does not change the status
        shell.type("show u")
        try shell.waitForLine("tileshell> show u")
        shell.type("\u{04}\u{01}\u{04}")  // Ctrl-D deletes while there is text
        try shell.waitForLine("tileshell> how u", cursor: 11)
        shell.type("\u{0B}\u{04}")  // Ctrl-K empties the line; Ctrl-D ends
        #expect(try shell.exitCode() == 0)
        let after = shell.terminalModes()
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(!shell.rawText.hasSuffix("\u{1B}[?2004h"))
    }

    @Test func quitExitsZero() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("quit\r")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aStrayUTF8LeadByteCostsOneReplacementCharacterNotTheNextKeys() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("set name \"x")
        shell.type(bytes: [0xE2])  // the lead of a three-byte character, then plain keys
        shell.type("yz\"")
        try shell.waitForLine("tileshell> set name \"x\u{FFFD}yz\"")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let shown = try shell.run("show name")
        #expect(shown.first == "x\u{FFFD}yz")
    }

    @Test func wideCharactersEditByWholeCharacters() throws {
        let home = try TemporaryDirectory()
        // No LANG or LC_*: the shell must fix the C locale up to UTF-8 itself.
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("set name \"Zoë 漢字 🍎\"")
        try shell.waitForLine("tileshell> set name \"Zoë 漢字 🍎\"")
        shell.type("\u{1B}[D\u{1B}[D")  // Left, Left: before the apple
        try shell.waitForLine("tileshell> set name \"Zoë 漢字 🍎\"", cursor: 30)
        shell.type("\u{7F}")  // Backspace: the space before it
        try shell.waitForLine("tileshell> set name \"Zoë 漢字🍎\"", cursor: 29)
        shell.type("\u{02}\u{04}")  // Ctrl-B onto 字, Ctrl-D deletes it
        try shell.waitForLine("tileshell> set name \"Zoë 漢🍎\"", cursor: 27)
        shell.type("\u{01}" + String(repeating: "\u{1B}[C", count: 12))  // Ctrl-A, then right to ë
        try shell.waitForLine("tileshell> set name \"Zoë 漢🍎\"", cursor: 23)
        shell.type("\u{04}e\u{05}")  // ë becomes e; Ctrl-E
        try shell.waitForLine("tileshell> set name \"Zoe 漢🍎\"")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(try shell.run("show name") == ["Zoe 漢🍎"])
    }

    @Test func ctrlLClearsTheScreen() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("tile apple 1")
        shell.type("show")
        try shell.waitForLine("tileshell> show")
        shell.type("\u{0C}")
        try shell.wait(for: "a cleared screen") {
            $0.visibleText.first == "tileshell> show" && $0.visibleText.dropFirst().allSatisfy(\.isEmpty)
        }
    }

    @Test func editrcIsHonouredViMode() throws {
        let home = try TemporaryDirectory()
        try home.write("bind -v\n", to: ".editrc")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("xshow unit")
        try shell.waitForLine("tileshell> xshow unit")
        shell.type("\u{1B}")  // Esc alone: command mode, the cursor steps back
        try shell.waitForLine("tileshell> xshow unit", cursor: 20)
        shell.type("0x")
        try shell.waitForLine("tileshell> show unit", cursor: 11)
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains("│ ✓ second │ minute │ hour │"))
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndResumesTheLine() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("tile apple 2")
        try shell.waitForLine("tileshell> tile apple 2")
        shell.type("\u{1A}")
        try shell.waitUntilStopped()
        #expect(shell.terminalModes().c_lflag == shell.initialModes.c_lflag)
        kill(shell.pid, SIGCONT)
        try shell.waitForLine("tileshell> tile apple 2")
        shell.type(" orange 3")
        try shell.waitForLine("tileshell> tile apple 2 orange 3")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains { $0.contains("Oranges") })
    }
}
