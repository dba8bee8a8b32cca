import Foundation
import Testing
import TileFlags

/// `tileshell --generate-completion-script bash|zsh|fish`, loaded into the real shell and asked
/// to complete: flags, their values (one list asked of tileshell itself), scripts and transcripts.
@Suite struct CompletionScriptTests {
    /// The flags offered for `word`, from the flag table.
    static func flags(startingWith word: String) -> [String] {
        Flag.all.flatMap { $0.aliases.filter { !$0.hasPrefix("--") } + [$0.name] }.filter { $0.hasPrefix(word) }
            .sorted()
    }

    static func files(in folder: Folder) throws {
        for name in ["work/a.tsh", "work/b.t", "work/c.txt", "work/sub/d.tsh"] { try folder.write(name, "state\n") }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func theShellCompletesFlagsValuesScriptsAndTranscripts(_ shell: CompletionScript.Shell) throws {
        let folder = try Folder()
        try Self.files(in: folder)
        let script = try Tool.tileshellOutput(["--generate-completion-script", shell.rawValue])
        let table: [(line: String, expected: [String])] = [
            ("tileshell --co", Self.flags(startingWith: "--co")),
            ("tileshell --col", ["--color"]),
            ("tileshell -", Self.flags(startingWith: "-")),
            ("tileshell ", ["a.tsh", "sub", "test"]),
            ("tileshell a.tsh ", ["a.tsh", "sub"]),
            ("tileshell --width 80 ", ["a.tsh", "sub", "test"]),
            ("tileshell test ", ["b.t", "sub"]),
            ("tileshell test -", ["--update"]),
            ("tileshell --check test ", ["b.t", "sub"]),
            ("tileshell --color test ", ["a.tsh", "sub", "test"]),
            ("tileshell --color ", ["always", "auto", "never"]),
            ("tileshell --color=a", ["always", "auto"]),
            ("tileshell --colour n", ["never"]),
            ("tileshell --format ", ["html", "json", "layout", "png", "svg", "swift", "text"]),
            ("tileshell --look ", ["swiftui", "terminal"]),
            ("tileshell --theme ", ["dark", "light"]),
            ("tileshell --generate-completion-script ", ["bash", "fish", "zsh"]),
            ("tileshell -o ", ["a.tsh", "b.t", "c.txt", "sub"]),
            ("tileshell --width ", []),
            ("tileshell -- ", ["a.tsh", "sub"]),
        ]
        let localeLines = ["tileshell --locale ", "tileshell --locale de_", "tileshell --locale=fr_C"]
        let lines = table.map(\.line) + localeLines
        let answers = try #require(try CompletionDriver.candidates(shell, .script(script), lines: lines, in: folder))
        for (row, answer) in zip(table, answers) {
            #expect(answer == row.expected, "\(shell): '\(row.line)'")
        }
        // The locales come from tileshell itself: the common ones, then any ICU has.
        let locales = Array(answers.dropFirst(table.count))
        try #require(locales.count == 3)
        #expect(locales[0].contains("en_US") && locales[0].contains("de_DE") && locales[0].count < 50, "\(shell)")
        #expect(locales[1].contains("de_DE") && locales[1].allSatisfy { $0.hasPrefix("de_") }, "\(shell)")
        #expect(locales[2].contains("fr_CA") && locales[2].allSatisfy { $0.hasPrefix("fr_C") }, "\(shell)")
    }

    /// A name with a line break is left out, not offered as the pieces on either side of it, and
    /// a folder under `~/` is offered as a folder.
    @Test(arguments: CompletionScript.Shell.allCases)
    func lineBreaksInNamesAndTheHomeFolder(_ shell: CompletionScript.Shell) throws {
        let folder = try Folder()
        for name in ["work/x\ny.tsh", "work/xa.tsh", "home/p.tsh", "home/q.txt", "home/proj/r.tsh"] {
            try folder.write(name, "state\n")
        }
        let script = try Tool.tileshellOutput(["--generate-completion-script", shell.rawValue])
        let lines = ["tileshell x", "tileshell ~/"]
        let answers = try #require(try CompletionDriver.candidates(shell, .script(script), lines: lines, in: folder))
        // NB: zsh quotes such a name itself (`x$'\n'y.tsh`); the harness prints it as it is.
        if shell != .zsh { #expect(answers.first == ["xa.tsh"], "\(shell)") }
        // NB: zsh keeps the `~/` typed as a prefix of its own and adds the names after it.
        let home = shell == .zsh ? ["p.tsh", "proj"] : ["~/p.tsh", "~/proj"]
        #expect(answers.last == home, "\(shell)")
    }

    /// fish globs the word as the shell reads it: escaped, quoted, or under `~/`.
    @Test func fishCompletesEscapedQuotedAndHomeWords() throws {
        let folder = try Folder()
        for name in [
            "work/dir with space/a.tsh", "work/dir with space/sub/d.tsh", "work/quoted folder/b.tsh",
            "work/quoted folder/c.txt", "home/p.tsh", "home/proj/r.tsh",
        ] {
            try folder.write(name, "state\n")
        }
        let script = try Tool.tileshellOutput(["--generate-completion-script", "fish"])
        let table: [(line: String, expected: [String])] = [
            ("tileshell dir\\ with\\ space/", ["dir with space/a.tsh", "dir with space/sub"]),
            ("tileshell \"quoted folder/", ["quoted folder/b.tsh"]),
            ("tileshell 'quoted fol", ["quoted folder"]),
            ("tileshell ~/", ["~/p.tsh", "~/proj"]),
            ("tileshell test ~/", ["~/proj"]),
            ("tileshell -o ~/p", ["~/p.tsh", "~/proj"]),
        ]
        let answers = try #require(
            try CompletionDriver.candidates(.fish, .script(script), lines: table.map(\.line), in: folder))
        for (row, answer) in zip(table, answers) { #expect(answer == row.expected, "'\(row.line)'") }
    }

    @Test func theCallbackListsAFlagsValuesFromItsPrefix() throws {
        #expect(try Tool.tileshellOutput(["--complete-values=--color=a"]) == "auto\nalways\n")
        #expect(try Tool.tileshellOutput(["--complete-values", "--locale=de_D"]) == "de_DE\n")
        #expect(try Tool.tileshellOutput(["--complete-values=--width="]) == "")
        let unknown = try Tool.run(Tool.tileshell, ["--complete-values=--colr="])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("expected a flag, as in --locale=de"))
    }

    @Test func theCallbackIsNotInTheHelp() throws {
        #expect(!(try Tool.tileshellOutput(["--help"])).contains("--complete-values"))
    }
}
