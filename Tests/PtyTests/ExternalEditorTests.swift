import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-X Ctrl-E, vi's `v` and `edit`: the entry (or a script) in `$EDITOR`, run when it exits 0.
/// The editor is a small shell script that rewrites the file with sed.
@Suite struct ExternalEditorTests {
    /// Writes an editor script into HOME and returns the environment naming it as `$EDITOR`.
    /// It records the terminal's modes (`stty -a`) in `$HOME/stty.txt` first.
    static func editor(_ body: String, in home: TemporaryDirectory) throws -> [String: String] {
        try home.write("#!/bin/sh\nstty -a > \"$HOME/stty.txt\"\n" + body + "\n", to: "editor.sh", mode: 0o755)
        return ["EDITOR": home.path + "/editor.sh", "TMPDIR": home.path]
    }

    /// Waits until `line` was shown at a prompt and a fresh prompt follows it.
    static func waitForRun(of line: String, in shell: ShellProcess) throws {
        try shell.wait(for: "'\(line)' to run") { screen in
            guard let row = screen.allText.lastIndex(of: "tileshell> " + line) else { return false }
            return screen.cursorRow > row && screen.cursorLine == "tileshell>"
        }
    }

    @Test func ctrlXCtrlERunsWhatTheEditorLeavesWithTheTerminalCookedForIt() throws {
        let home = try TemporaryDirectory()
        // It leaves the terminal in modes no line editor could work in: Return ignored, no output processing.
        let environment = try Self.editor(
            "sed -i 's/apple/orange/' \"$1\"\nprintf 'pick unit hour\\n' >> \"$1\"\nstty igncr -opost", in: home)
        let shell = try ShellProcess(home: home, environment: environment)
        try shell.waitForLine("tileshell> ")
        shell.type("tile apple 3")
        try shell.waitForLine("tileshell> tile apple 3")
        shell.type("\u{18}\u{05}")  // Ctrl-X Ctrl-E
        try Self.waitForRun(of: "pick unit hour", in: shell)
        #expect(shell.screen.allText.contains("tileshell> tile orange 3"))
        #expect(shell.screen.allText.contains { $0.contains("Oranges") })
        #expect(home.historyLines.suffix(2) == ["tile orange 3", "pick unit hour"])
        // The editor had the terminal as it was before the shell: line discipline and echo on.
        let modes = (home.read(home.path + "/stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(["icanon", "echo", "isig", "icrnl"].allSatisfy { modes.contains(Substring($0)) })
        // And the prompt edits again after it.
        shell.type("show unix\u{7F}t")
        try shell.waitForLine("tileshell> show unit")
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains("│ second │ minute │ ✓ hour │"))
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
        #expect(shell.terminalModes().c_iflag == shell.initialModes.c_iflag)
        #expect(shell.terminalModes().c_oflag == shell.initialModes.c_oflag)
    }

    @Test func vCommandModeKeyOpensTheEditorInViMode() throws {
        let home = try TemporaryDirectory()
        try home.write("bind -v\n", to: ".editrc")
        let environment = try Self.editor("sed -i 's/hour/minute/' \"$1\"", in: home)
        let shell = try ShellProcess(home: home, environment: environment)
        try shell.waitForLine("tileshell> ")
        shell.type("pick unit hour")
        try shell.waitForLine("tileshell> pick unit hour")
        shell.type("\u{1B}")  // command mode
        try shell.waitForLine("tileshell> pick unit hour", cursor: 24)
        shell.type("v")
        try Self.waitForRun(of: "pick unit minute", in: shell)
        let shown = try shell.run("show unit")
        #expect(shown.contains("│ second │ ✓ minute │ hour │"))
    }

    @Test func aFailingEditorRunsNothingAndSaysSoInOneLine() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor("sed -i 's/hour/minute/' \"$1\"\nexit 1", in: home)
        let shell = try ShellProcess(home: home, columns: 160, environment: environment)
        try shell.waitForLine("tileshell> ")
        shell.type("pick unit hour")
        try shell.waitForLine("tileshell> pick unit hour")
        shell.type("\u{18}\u{05}")
        let message = "tileshell: editor '\(home.path)/editor.sh' exited with status 1; nothing was run"
        try shell.wait(for: "the message") { $0.text(ofRow: $0.cursorRow - 1) == message }
        try shell.waitForLine("tileshell> pick unit hour")
        #expect(!home.historyLines.contains("pick unit minute"))
        let row = shell.screen.cursorRow
        shell.type("\r")  // the line is as it was, and runs as typed
        try shell.waitForPrompt(below: row)
        #expect(try shell.run("show unit").contains("│ second │ minute │ ✓ hour │"))
        // A line wrapped over two rows, the cursor on the first: the message goes below both.
        let long = "set name \"" + String(repeating: "x", count: 200) + "\""
        shell.type(long + "\u{01}")
        try shell.waitForLine("tileshell> set name \"" + String(repeating: "x", count: 139), cursor: 11)
        let first = shell.screen.cursorRow
        shell.type("\u{18}\u{05}")
        try shell.wait(for: "the message below the line") { $0.text(ofRow: first + 2) == message }
        #expect(shell.screen.text(ofRow: first + 1) == String(repeating: "x", count: 61) + "\"")
        // The line is shown again under the message, the cursor where it was.
        try shell.waitForLine("tileshell> set name \"" + String(repeating: "x", count: 139), cursor: 11)
        #expect(shell.screen.cursorRow == first + 3)
        shell.type("\u{0B}")  // Ctrl-K
        try shell.waitForLine("tileshell> ")
        // `edit` says the same, and runs nothing either.
        let shown = try shell.run("edit")
        #expect(shown == [message])
        #expect(try shell.run("show unit").contains("│ second │ minute │ ✓ hour │"))
    }

    @Test func aKilledEditorRunsNothing() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor("sed -i 's/hour/minute/' \"$1\"\nkill -KILL $$", in: home)
        let shell = try ShellProcess(home: home, columns: 160, environment: environment)
        try shell.run("pick unit hour")
        let shown = try shell.run("edit")
        // (The line before is /bin/sh's own "Killed".)
        #expect(shown.last?.hasSuffix("editor.sh' was killed by signal 9; nothing was run") == true, "\(shown)")
        #expect(try shell.run("show unit").contains("│ second │ minute │ ✓ hour │"))
    }

    @Test func editAloneOpensThePreviousEntryAndRunsIt() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor("sed -i 's/minute/hour/; s/^/pick style inline; /' \"$1\"", in: home)
        let shell = try ShellProcess(home: home, environment: environment)
        let nothing = try shell.run("edit")
        #expect(nothing.contains { $0.contains("error: nothing to edit: no earlier entry in the history") })
        try shell.run("pick unit minute")
        let shown = try shell.run("edit")
        #expect(shown == ["tileshell> pick style inline; pick unit hour"])
        #expect(try shell.run("show unit").contains { $0.contains("✓ hour") })
        #expect(home.historyLines.suffix(3) == ["edit", "pick style inline; pick unit hour", "show unit"])
    }

    @Test func ctrlXCtrlEOnAContinuationLineEditsTheWholeEntry() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor("cp \"$1\" \"$HOME/seen.tsh\"\nsed -i 's/pinj/pink/' \"$1\"", in: home)
        let shell = try ShellProcess(home: home, columns: 120, environment: environment)
        try shell.run("enum Berry: straw")
        try shell.waitForLine("tileshell> ")
        shell.type("tilekind Berry:\r")
        try shell.waitForLine("      ...> ")
        shell.type("  straw \"Strawberries\" pinj")
        try shell.waitForLine("      ...>   straw \"Strawberries\" pinj")
        shell.type("\u{18}\u{05}")  // Ctrl-X Ctrl-E
        try shell.wait(for: "the edited entry to run") { $0.cursorLine == "tileshell>" }
        // The editor had the entry's first line too, and what it gave ran as one entry.
        #expect(home.read(home.path + "/seen.tsh") == "tilekind Berry:\n  straw \"Strawberries\" pinj\n")
        #expect(!shell.screen.allText.contains { $0.contains("error") }, "\(shell.screen.allText)")
        #expect(try shell.run("tile straw 2").contains { $0.contains("Strawberries") })
        #expect(home.historyLines.suffix(3) == ["tilekind Berry:", "  straw \"Strawberries\" pink", "tile straw 2"])
    }

    @Test func anEmptiedFileRunsNothingAndGivesOneFreshPrompt() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor(": > \"$1\"", in: home)
        let shell = try ShellProcess(home: home, environment: environment)
        try shell.waitForLine("tileshell> ")
        shell.type("show unit")
        try shell.waitForLine("tileshell> show unit")
        let row = shell.screen.cursorRow
        shell.type("\u{18}\u{05}")  // Ctrl-X Ctrl-E
        try shell.wait(for: "a fresh prompt") { $0.cursorRow > row && $0.cursorLine == "tileshell>" }
        shell.type("pick unit hour\r")
        try shell.wait(for: "the pick to run") {
            $0.allText.contains("tileshell> pick unit hour") && $0.cursorLine == "tileshell>"
        }
        // The edited line, the fresh prompt holding the pick, and the prompt after it.
        #expect(shell.screen.cursorRow == row + 2)
        #expect(!shell.screen.allText.contains { $0.contains("│") })
        #expect(shell.screen.allText.filter { $0.hasPrefix("tileshell>") }.count == 3, "\(shell.screen.allText)")
    }

    @Test func editRunsAnEntryOfSeveralLinesAsOneAndKeepsItWhole() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor(
            "printf 'enum Berry: straw, blue\\ntilekind Berry:\\n  straw \"Strawberries\" pink,\\n  blue \"Blueberries\" indigo\\n"
                + "tile straw 3\\n' > \"$1\"",
            in: home)
        let shell = try ShellProcess(home: home, columns: 120, environment: environment)
        try shell.run("show unit")
        let shown = try shell.run("edit")
        #expect(!shown.contains { $0.contains("error") }, "\(shown)")
        #expect(shown.contains("      ...>   straw \"Strawberries\" pink,"))
        #expect(shown.contains { $0.contains("Strawberries") && $0.hasPrefix("│") })
        // One history entry for the three lines of the declaration, stored as a script holds it.
        #expect(
            home.historyLines.suffix(4) == [
                "tilekind Berry:", "  straw \"Strawberries\" pink,", "  blue \"Blueberries\" indigo",
                "tile straw 3",
            ])
    }

    @Test func visualComesBeforeEditorAndWithNoEditorAtAllTheLineStays() throws {
        let home = try TemporaryDirectory()
        var environment = try Self.editor("sed -i 's/hour/minute/' \"$1\"", in: home)
        environment["VISUAL"] = environment["EDITOR"]
        environment["EDITOR"] = "/bin/false"
        let shell = try ShellProcess(home: home, environment: environment)
        try shell.run("pick unit hour")
        #expect(try shell.run("edit") == ["tileshell> pick unit minute"])
        // No VISUAL, no EDITOR, and none of editor, nano or vi on PATH.
        let bare = try ShellProcess(home: home, columns: 120, environment: ["PATH": home.path])
        try bare.waitForLine("tileshell> ")
        bare.type("show unit")
        try bare.waitForLine("tileshell> show unit")
        bare.type("\u{18}\u{05}")
        let message = "tileshell: no editor: set VISUAL or EDITOR (none of editor, nano, vi is on PATH)"
        try bare.wait(for: "the message") { $0.text(ofRow: $0.cursorRow - 1) == message }
        try bare.waitForLine("tileshell> show unit")
    }

    @Test func editInTheEditorsTextIsAnErrorNotALoop() throws {
        let home = try TemporaryDirectory()
        let environment = try Self.editor("printf 'edit\\n' > \"$1\"", in: home)
        let shell = try ShellProcess(home: home, environment: environment)
        try shell.run("show unit")
        let shown = try shell.run("edit")
        #expect(shown.first == "tileshell> edit")
        #expect(shown.contains { $0.contains("error: 'edit' runs only from a line typed at the prompt") })
        // Bracketed paste is turned on once per prompt (three so far), not again after the editor.
        #expect(shell.rawText.split(separator: "\u{1B}[?2004h", omittingEmptySubsequences: false).count - 1 == 3)
    }

    @Test func editAFileOpensItAndRunsItWhenTheEditorSucceeds() throws {
        let home = try TemporaryDirectory()
        // An editor command with an argument, and a file name the shell must not re-read. The
        // editor leaves output processing off: the tile must still be drawn row under row.
        var environment = try Self.editor(
            "for f; do :; done\nprintf 'tile apple 7\\n' >> \"$f\"\nstty -opost", in: home)
        environment["EDITOR"] = home.path + "/editor.sh --wait"
        let shell = try ShellProcess(home: home, columns: 160, environment: environment)
        let script = home.path + "/it's $HOME.tsh"
        let shown = try shell.run("edit \"\(script)\"")
        #expect(shown.contains { $0.contains("Apples") })
        #expect(shown.filter { $0.hasPrefix("│") }.count >= 3)
        #expect(home.read(script) == "tile apple 7\n")
    }

    @Test func anEditorThatSwapsItsFileForASymlinkFeedsNothingToTheShell() throws {
        let home = try TemporaryDirectory()
        try home.write("pick unit minute\n", to: "other.tsh")
        let environment = try Self.editor("rm \"$1\" && ln -s \"$HOME/other.tsh\" \"$1\"", in: home)
        let shell = try ShellProcess(home: home, columns: 160, environment: environment)
        try shell.run("pick unit hour")
        let shown = try shell.run("edit")
        #expect(
            shown == [
                "tileshell: cannot edit: the editor left something other than a plain file in its place; nothing was run"
            ])
        #expect(try shell.run("show unit").contains("│ second │ minute │ ✓ hour │"))
        #expect(!home.historyLines.contains("pick unit minute"))
    }

    @Test func editAFileRefusesAnotherUsersLinkInAStickyFolder() throws {
        guard geteuid() == 0 else {
            Issue.record("this test changes a link's owner: run it as root (CI does)")
            return
        }
        let home = try TemporaryDirectory()
        try home.write("keep\n", to: "secret")
        let environment = try Self.editor("printf 'tile apple 7\\n' >> \"$1\"", in: home)
        #expect(mkdir(home.path + "/sticky", 0o1777) == 0 && chmod(home.path + "/sticky", 0o1777) == 0)
        #expect(symlink("../secret", home.path + "/sticky/s.tsh") == 0)
        #expect(lchown(home.path + "/sticky/s.tsh", 65534, 65534) == 0)
        let shell = try ShellProcess(home: home, columns: 200, environment: environment)
        let shown = try shell.run("edit \"\(home.path)/sticky/s.tsh\"")
        #expect(
            shown.contains { $0.contains("is another user's symlink in a sticky, world-writable folder") }, "\(shown)")
        #expect(home.read(home.path + "/secret") == "keep\n")
    }

    @Test func ctrlRSearchesHistoryInViInsertMode() throws {
        let home = try TemporaryDirectory()
        try home.write("bind -v\n", to: ".editrc")
        try home.write("pick unit hour\nshow fruit\n", to: "state/tileshell/history")
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("\u{12}unit")
        try shell.wait(for: "the search to find 'pick unit hour'") {
            $0.allText.contains("tileshell> pick unit hour") && $0.allText.contains("bck:unit")
        }
        #expect(!shell.screen.allText.contains { $0.contains("^R") })
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(try shell.run("show unit").contains("│ second │ minute │ ✓ hour │"))
    }
}
