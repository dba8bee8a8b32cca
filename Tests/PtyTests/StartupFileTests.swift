import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive session's startup file, `$XDG_CONFIG_HOME/tileshell/init.tsh` (default
/// `~/.config/tileshell/init.tsh`): run before the first prompt, errors reported with its path
/// and line, skipped with `--no-init`, replaced by `--init FILE`.
@Suite struct StartupFileTests {
    static let declarations = """
        # my usual set-up
        enum Size: small, medium, large
        var size: Size = medium
        pick unit hour

        """

    /// The rows of a picker over Size with `medium` selected.
    static let sizePicker = "│ small │ ✓ medium │ large │"

    @Test func theStartupFileDeclaresWhatTheSessionCanShow() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.declarations, to: ".config/tileshell/init.tsh")
        let shell = try ShellProcess(home: home)
        let shown = try shell.run("show size")
        #expect(shown.contains(Self.sizePicker), "\(shown)")
        #expect(try shell.run("show unit").contains { $0.contains("✓ hour") })
        // The session starts where the file leaves it: undo does not take the file apart.
        #expect(try shell.run("undo").contains { $0.contains("nothing to undo") })
        // The file's lines are not the user's: they stay out of the history.
        #expect(home.historyLines == ["show size", "show unit", "undo"])
    }

    @Test func anErrorInItNamesThePathAndLineAndTheSessionStarts() throws {
        let home = try TemporaryDirectory()
        let text = "enum Size: small, medium, large\npick unit hours\npick unit\nvar size: Size = medium\n"
        try home.write(text, to: ".config/tileshell/init.tsh")
        let shell = try ShellProcess(home: home, columns: 200)
        try shell.waitForLine(ShellProcess.prompt)
        let path = home.path + "/.config/tileshell/init.tsh"
        #expect(
            shell.screen.allText.contains {
                $0.hasPrefix("\(path):2:11: error: 'hours' is not a case of TimeUnit")
            }, "\(shell.screen.dump)")
        // A script, not the prompt: no chooser opens before the first prompt.
        #expect(
            shell.screen.allText.contains { $0.hasPrefix("\(path):3:10: error: 'pick unit' needs a case") },
            "\(shell.screen.dump)")
        // The line after the one at fault still ran.
        #expect(try shell.run("show size").contains(Self.sizePicker))
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    /// What only a person at the prompt can answer is an error in the startup file and in what it
    /// sources: `edit` opens no editor and runs nothing, `pick <binding>` opens no chooser.
    @Test func editAndTheChooserAreErrorsInItAndWhatItSources() throws {
        let home = try TemporaryDirectory()
        try home.write(
            "#!/bin/sh\ntouch \"$HOME/editor-ran\"\nprintf 'pick unit hour\\n' > \"$1\"\n", to: "editor.sh", mode: 0o755
        )
        try home.write("pick unit minute\nedit\nedit lib.tsh\nsource lib.tsh\n", to: ".config/tileshell/init.tsh")
        try home.write("edit\npick unit\n", to: ".config/tileshell/lib.tsh")
        try home.write("pick unit second\n", to: "state/tileshell/history")
        let shell = try ShellProcess(
            home: home, columns: 200, environment: ["EDITOR": home.path + "/editor.sh", "TMPDIR": home.path])
        try shell.waitForLine(ShellProcess.prompt)
        let path = home.path + "/.config/tileshell/init.tsh"
        let lib = home.path + "/.config/tileshell/lib.tsh"
        let message = "error: 'edit' runs only from a line typed at the prompt of an interactive session"
        let text = shell.screen.allText
        #expect(text.contains { $0.hasPrefix("\(path):2:1: \(message)") }, "\(shell.screen.dump)")
        #expect(text.contains { $0.hasPrefix("\(path):3:1: \(message)") }, "\(shell.screen.dump)")
        #expect(text.contains { $0.hasPrefix("\(lib):1:1: \(message)") }, "\(shell.screen.dump)")
        #expect(text.contains { $0.hasPrefix("\(lib):2:10: error: 'pick unit' needs a case") }, "\(shell.screen.dump)")
        #expect(access(home.path + "/editor-ran", F_OK) != 0, "the editor ran")
        // Nothing the editor would have saved ran: the startup file's own pick stands.
        #expect(try shell.run("show unit").contains { $0.contains("✓ minute") })
        #expect(home.historyLines == ["pick unit second", "show unit"])
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }

    @Test func noInitSkipsIt() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.declarations, to: ".config/tileshell/init.tsh")
        let shell = try ShellProcess(home: home, arguments: ["--no-init"])
        let shown = try shell.run("show size")
        #expect(shown.contains { $0.contains("error: unknown binding 'size'") }, "\(shown)")
    }

    @Test func anAbsoluteXDGConfigHomeIsWhereItIsAndARelativeOneIsIgnored() throws {
        let home = try TemporaryDirectory()
        try home.write("var place: String = \"home\"\n", to: ".config/tileshell/init.tsh")
        try home.write("var place: String = \"xdg\"\n", to: "xdg/tileshell/init.tsh")
        let xdg = try ShellProcess(home: home, environment: ["XDG_CONFIG_HOME": home.path + "/xdg"])
        #expect(try xdg.run("show place") == ["xdg"])
        let relative = try ShellProcess(home: home, environment: ["XDG_CONFIG_HOME": "xdg"])
        #expect(try relative.run("show place") == ["home"])
    }

    @Test func initFileReplacesItInTheSession() throws {
        let home = try TemporaryDirectory()
        try home.write("var place: String = \"home\"\n", to: ".config/tileshell/init.tsh")
        try home.write("var place: String = \"given\"\n", to: "other.tsh")
        let shell = try ShellProcess(home: home, arguments: ["--init", home.path + "/other.tsh"])
        #expect(try shell.run("show place") == ["given"])
    }

    @Test func aStartupFileThatCannotBeReadIsAWarningAndTheSessionStarts() throws {
        let home = try TemporaryDirectory()
        try home.write("", to: ".config/tileshell/init.tsh/placeholder")
        let shell = try ShellProcess(home: home, columns: 200)
        try shell.waitForLine(ShellProcess.prompt)
        let path = home.path + "/.config/tileshell/init.tsh"
        #expect(
            shell.screen.allText.contains(
                "tileshell: warning: cannot read the startup file '\(path)': it is a directory"),
            "\(shell.screen.dump)")
        #expect(try shell.run("show unit").contains { $0.contains("✓ second") })
    }

    @Test func quitInItEndsTheSessionAsExitInBashrcDoes() throws {
        let home = try TemporaryDirectory()
        try home.write("quit\n", to: ".config/tileshell/init.tsh")
        let shell = try ShellProcess(home: home)
        #expect(try shell.exitCode() == 0)
    }
}
