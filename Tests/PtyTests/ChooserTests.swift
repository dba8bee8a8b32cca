import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `pick <binding>` with no case: the inline chooser.
@Suite struct ChooserTests {
    /// Types `pick <binding>` and Enter, and waits for the chooser with `highlighted` marked.
    static func open(_ binding: String, in shell: ShellProcess, highlighted: String) throws -> Int {
        try shell.waitForLine("tileshell> ")
        shell.type("pick \(binding)")
        try shell.waitForLine("tileshell> pick \(binding)")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.wait(for: "the chooser") { $0.allText.contains("✓ " + highlighted) }
        return row
    }

    @Test func arrowsAndJKMoveEnterPicks() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        let row = try Self.open("unit", in: shell, highlighted: "second")
        #expect(shell.screen.text(ofRow: row + 1).hasPrefix("TimeUnit"))
        #expect(shell.screen.text(ofRow: row + 3) == "  minute")
        shell.type("\u{1B}[B")
        try shell.wait(for: "minute") { $0.allText.contains("✓ minute") }
        shell.type("j")
        try shell.wait(for: "hour") { $0.allText.contains("✓ hour") }
        shell.type("j")  // stays on the last case
        shell.type("k")
        try shell.wait(for: "minute again") { $0.allText.contains("✓ minute") }
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        // The chooser erased itself, leaving one line.
        #expect((row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) } == ["unit = minute"])
        #expect(!shell.screen.allText.contains { $0.contains("TimeUnit") })
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ second │ ✓ minute │ hour │"))
    }

    /// A watched picker follows the chooser: its redraw comes after the chooser's one line.
    @Test func aPickRedrawsTheWatchesThatReadTheBinding() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        let made = try shell.run("watch picker unit")
        #expect(made.first == "── watch 1: picker unit")
        #expect(made.contains("│ ✓ second │ minute │ hour │"))
        try shell.run("watch show price")
        let row = try Self.open("unit", in: shell, highlighted: "second")
        shell.type("j")
        try shell.wait(for: "minute") { $0.allText.contains("✓ minute") }
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        let after = (row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        // Only watch 1 reads unit; watch 2 (price) is not drawn again.
        #expect(
            after == [
                "unit = minute", "── watch 1: picker unit", "╭────────┬──────────┬──────╮",
                "│ second │ ✓ minute │ hour │", "╰────────┴──────────┴──────╯",
            ])
    }

    @Test(arguments: ["\u{1B}", "\u{03}", "q"])
    func cancelLeavesTheBindingUnchanged(key: String) throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.run("pick fruit orange")
        let row = try Self.open("fruit", in: shell, highlighted: "orange")
        shell.type("\u{1B}[A")
        try shell.wait(for: "apple") { $0.allText.contains("✓ apple") }
        shell.type(key)
        try shell.waitForPrompt(below: row)
        #expect((row + 1..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) } == ["fruit unchanged (orange)"])
        try shell.run("tile 3")
        #expect(shell.screen.allText.contains { $0.contains("Oranges") })
    }

    @Test func aLongEnumScrollsInAWindow() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, rows: 8)
        let row = try Self.open("currency", in: shell, highlighted: "USD")
        #expect(shell.screen.allText.contains { $0.hasPrefix("Currency (1 of 16)") })
        shell.type("\u{1B}[F")  // End
        try shell.wait(for: "the last case") { $0.allText.contains("✓ KRW") && !$0.visibleText.contains("  USD") }
        shell.type("\u{1B}[H")  // Home
        try shell.wait(for: "the first case") { $0.visibleText.contains("✓ USD") }
        shell.type("c")  // the next case starting with c
        try shell.wait(for: "CHF") { $0.visibleText.contains("✓ CHF") }
        shell.type("\r")
        try shell.waitForPrompt(below: row - 8)
        #expect(shell.screen.visibleText.contains("currency = CHF"))
        #expect(!shell.screen.visibleText.contains { $0.contains("of 16") })
    }

    @Test func aKillWhileChoosingRestoresTheTerminal() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        _ = try Self.open("unit", in: shell, highlighted: "second")
        #expect(shell.terminalModes().c_lflag & tcflag_t(ISIG) == 0)
        kill(shell.pid, SIGTERM)
        #expect(try shell.exitCode() == 128 + SIGTERM)
        let modes = shell.terminalModes()
        #expect(modes.c_lflag == shell.initialModes.c_lflag)
        #expect(modes.c_iflag == shell.initialModes.c_iflag)
        #expect(shell.rawText.hasSuffix("\u{1B}[?2004l\u{1B}[?25h"))
    }
}

/// Ctrl-Z in the chooser stops the shell as at the prompt, and after `fg` the keys work.
@Suite struct ChooserSuspendTests {
    @Test func ctrlZSuspendsAndTheKeysWorkAfterResuming() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        let row = try ChooserTests.open("unit", in: shell, highlighted: "second")
        shell.type("\u{1A}")
        try shell.waitUntilStopped()
        try shell.wait(for: "the chooser erased") { !$0.allText.contains("✓ second") }
        // The terminal is given back in its own modes while stopped.
        #expect(shell.terminalModes().c_lflag == shell.initialModes.c_lflag)
        kill(shell.pid, SIGCONT)
        try shell.wait(for: "the chooser again") { $0.allText.contains("✓ second") }
        shell.type("j")
        try shell.wait(for: "minute") { $0.allText.contains("✓ minute") }
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains("unit = minute"))
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ second │ ✓ minute │ hour │"))
    }
}
