import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tileshell --preview FILE`: runs again on every save, by any kind of save, of the script or
/// of what it sources; shows failures above the stale output; survives the file going away; ends
/// on `q` or Ctrl-C with the terminal as it was; and, piped, separates its runs. Every wait is for
/// something on the screen or in a file, against a deadline; nothing sleeps for a time.
@Suite struct PreviewTests {
    /// A script whose run prints `word`.
    static func showing(_ word: String) -> String { "set name \"\(word)\"\nshow name\n" }

    /// Starts a preview of `home/name` in a 100 × 30 terminal; waits for its first run.
    static func start(_ home: TemporaryDirectory, _ name: String = "a.tsh", arguments: [String] = []) throws
        -> ShellProcess
    {
        let shell = try ShellProcess(
            home: home, arguments: ["--preview", home.path + "/" + name] + arguments, columns: 100, rows: 30)
        try shell.wait(for: "the first run") { Self.status($0).contains("run 1 at") }
        return shell
    }

    /// A fresh home holding `a.tsh`, a script that shows "one".
    static func home() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        try home.write(showing("one"), to: "a.tsh")
        return home
    }

    /// `start`, with the terminal's modes (`stty -g`) as they were before the preview began.
    static func startNotingModes(_ home: TemporaryDirectory) throws -> (ShellProcess, String) {
        var before = ""
        let shell = try ShellProcess(
            home: home, arguments: ["--preview", home.path + "/a.tsh"], columns: 100, rows: 30
        ) {
            before = try stty($0)
        }
        try shell.wait(for: "the first run") { status($0).contains("run 1 at") }
        return (shell, before)
    }

    /// Types `q` to a piped preview and returns its exit status.
    static func quit(_ pid: pid_t, keys: Int32) -> Int32 {
        _ = write(keys, "q", 1)
        close(keys)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }

    /// The status line: the top row of the full screen.
    static func status(_ screen: Screen) -> String { screen.visibleText.first ?? "" }

    static func shows(_ screen: Screen, _ text: String) -> Bool { screen.visibleText.contains { $0.contains(text) } }

    @Test func aSaveByRewriteRunsAgainOnACleanScreen() throws {
        let home = try Self.home()
        let shell = try Self.start(home)
        #expect(Self.status(shell.screen).hasPrefix("preview of \(home.path)/a.tsh · run 1 at "))
        #expect(shell.screen.visibleText[1] == "one")
        try home.write(Self.showing("two"), to: "a.tsh")
        try shell.wait(for: "the second run") { Self.shows($0, "two") }
        #expect(Self.status(shell.screen).contains("\(home.path)/a.tsh changed · run "))
        #expect(!Self.shows(shell.screen, "one"))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aSwiftUIFileRedrawsItsPreviewsOnEverySave() throws {
        let home = try TemporaryDirectory()
        try home.write("import SwiftUI\n#Preview(\"Card\") { Text(\"one\") }\n", to: "Card.swift")
        let shell = try Self.start(home, "Card.swift")
        #expect(Self.shows(shell.screen, "── Card ──"))
        #expect(Self.shows(shell.screen, "one"))
        try home.write("import SwiftUI\n#Preview(\"Card\") { Text(\"two\").bold() }\n", to: "Card.swift")
        try shell.wait(for: "the second run") { Self.shows($0, "two") }
        #expect(Self.status(shell.screen).contains("Card.swift changed · run 2"))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    /// A script that opens a file with state says what the file holds, and no "try 'set …'":
    /// only q works while the preview runs.
    @Test func anOpenedFileSuggestsNoCommandToType() throws {
        let home = try TemporaryDirectory()
        try home.write(
            "import SwiftUI\nstruct C: View { @State var n = 0; var body: some View { Button(\"+1\") { n += 1 } } }\n"
                + "#Preview { C() }\n", to: "C.swift")
        try home.write("open \(home.path)/C.swift\n", to: "a.tsh")
        let shell = try Self.start(home, "a.tsh")
        try shell.wait(for: "the summary") { Self.shows($0, "states n (Int); buttons '+1'") }
        #expect(!shell.screen.allText.joined().contains("try '"))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aSaveByRenameIsOneRun() throws {
        let home = try Self.home()
        let shell = try Self.start(home)
        for (run, word) in [(2, "two"), (3, "three")] {
            try Self.saveByRename(Self.showing(word), in: home, as: "a.tsh")
            try shell.wait(for: "run \(run)") { Self.shows($0, word) }
            // NB: a rename is one notice, so the run number says no save ran twice.
            #expect(Self.status(shell.screen).contains("a.tsh changed · run \(run) at "))
        }
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func anEditInASourcedFileRunsAgainAndTheSetFollowsTheScript() throws {
        let home = try TemporaryDirectory()
        try home.write("source parts/sub.tsh\n", to: "a.tsh")
        try home.write(Self.showing("one"), to: "parts/sub.tsh")
        try home.write(Self.showing("other"), to: "other.tsh")
        let shell = try Self.start(home)
        #expect(Self.shows(shell.screen, "one"))
        try Self.saveByRename(Self.showing("two"), in: home, as: "parts/sub.tsh")
        try shell.wait(for: "the sourced file's change") { Self.shows($0, "two") }
        #expect(Self.status(shell.screen).contains("\(home.path)/parts/sub.tsh changed · run 2 at "))
        // The script now sources another file: that one is followed, the old one no longer.
        try Self.saveByRename("source other.tsh\n", in: home, as: "a.tsh")
        try shell.wait(for: "the new source") { Self.shows($0, "other") && Self.status($0).contains("run 3 at") }
        try Self.saveByRename(Self.showing("ignored"), in: home, as: "parts/sub.tsh")
        try Self.saveByRename(Self.showing("followed"), in: home, as: "other.tsh")
        try shell.wait(for: "the new source's change") { Self.shows($0, "followed") }
        #expect(Self.status(shell.screen).contains("\(home.path)/other.tsh changed · run 4 at "))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func filesTheScriptWritesDoNotStartARun() throws {
        let home = try TemporaryDirectory()
        // It saves a session and reads it back: without care, every run would start the next.
        let script = { (word: String) in "set name \"\(word)\"\nsave s.tsh\nload s.tsh\nshow name\nexport out.txt\n" }
        try home.write(script("one"), to: "a.tsh")
        let shell = try Self.start(home)
        try shell.wait(for: "the output") { Self.shows($0, "one") }
        try Self.saveByRename(script("two"), in: home, as: "a.tsh")
        try shell.wait(for: "the second run") { Self.shows($0, "two") }
        // NB: the whole reason: a run started by the save of s.tsh would have come first, or
        // been named with a.tsh.
        #expect(Self.status(shell.screen).hasPrefix("\(home.path)/a.tsh changed · run 2 at "))
        #expect(home.read(home.path + "/out.txt") == "two\n")
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aBrokenScriptShowsItsDiagnosticsAboveTheStaleOutputUntilFixed() throws {
        let home = try TemporaryDirectory()
        try home.write("tile apple 1\n", to: "a.tsh")
        let shell = try Self.start(home)
        try shell.wait(for: "the tile") { Self.shows($0, "Apple") }
        try Self.saveByRename("tile apple 2\npick unit hours\n", in: home, as: "a.tsh")
        try shell.wait(for: "the diagnostic") { Self.shows($0, "stale") }
        let rows = shell.screen.visibleText
        #expect(rows[0].contains("a.tsh changed · run 2 at ") && rows[0].contains(" · 1 error"))
        // The diagnostic, as a script run prints it (a long path wraps it onto a second row).
        #expect(rows[1].hasPrefix("\(home.path)/a.tsh:2:11: error: 'hours' is not a case of TimeUnit"))
        #expect(rows.contains("pick unit hours"))
        let marker = try #require(rows.firstIndex { $0.contains("stale") })
        #expect(rows[marker] == "── stale: the output of run 1, the last that succeeded ──")
        #expect(rows[(marker + 1)...].contains { $0.contains("Apples") })
        #expect(!rows[..<marker].contains { $0.contains("Apples") })  // the failed run's own output is not shown
        try Self.saveByRename("tile apple 3\n", in: home, as: "a.tsh")
        try shell.wait(for: "the fixed run") { Self.shows($0, "Apples") && !Self.shows($0, "stale") }
        #expect(!Self.shows(shell.screen, "error"))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aDeletedScriptIsAMessageAndIsPickedUpWhenItComesBack() throws {
        let home = try Self.home()
        let shell = try Self.start(home)
        #expect(unlink(home.path + "/a.tsh") == 0)
        try shell.wait(for: "the message") { $0.visibleText.joined().contains("waiting for it to come back") }
        #expect(Self.status(shell.screen).hasPrefix("waiting for \(home.path)/a.tsh · "))
        // NB: the long temporary path wraps the message onto two rows.
        #expect(
            shell.screen.visibleText[1...2].joined()
                == "cannot read '\(home.path)/a.tsh': No such file or directory; waiting for it to come back")
        #expect(Self.shows(shell.screen, "stale: the output of run 1"))
        // NB: back in one notice (a rename), so that the run number below is certain.
        try Self.saveByRename(Self.showing("back"), in: home, as: "a.tsh")
        try shell.wait(for: "the file back") { Self.shows($0, "back") }
        #expect(Self.status(shell.screen).contains("run 2 at"))
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func aResizeRunsAgainAtTheNewWidth() throws {
        let home = try TemporaryDirectory()
        try home.write("tile apple 1 orange 2\n", to: "a.tsh")
        let shell = try Self.start(home)
        #expect(shell.screen.visibleText[1].hasPrefix("╭──────────────────╮  ╭"))  // side by side
        shell.resize(columns: 30, rows: 30)
        try shell.wait(for: "the run at 30 columns") { Self.status($0).hasPrefix("window resized · run 2") }
        #expect(shell.screen.visibleText[1] == "╭──────────────────╮")  // one a row
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test(arguments: [("q", Int32(0)), ("\u{03}", Int32(130))])
    func quittingGivesTheTerminalBackAsItWas(key: String, status: Int32) throws {
        let home = try Self.home()
        let (shell, before) = try Self.startNotingModes(home)
        #expect(try Self.stty(shell.terminalPath) != before)  // keys come one at a time, unechoed
        shell.type(key)
        #expect(try shell.exitCode() == status)
        #expect(try Self.stty(shell.terminalPath) == before)
        // The cursor shown again after it was hidden, and the normal screen back.
        let raw = shell.raw
        #expect(Self.last("\u{1B}[?25l", in: raw) ?? .max < Self.last("\u{1B}[?25h", in: raw) ?? -1)
        #expect(Self.last("\u{1B}[?1049h", in: raw) ?? .max < Self.last("\u{1B}[?1049l", in: raw) ?? -1)
    }

    /// A run stuck reading (a FIFO whose writer writes nothing) ends on `q` as on Ctrl-C.
    @Test(arguments: [("q", Int32(0)), ("\u{03}", Int32(130))])
    func aStuckRunEndsOnQAsOnCtrlC(key: String, status: Int32) throws {
        let home = try TemporaryDirectory()
        try home.write("set price 1\nsource f\n", to: "a.tsh")
        #expect(mkfifo(home.path + "/f", 0o600) == 0)
        // NB: a writer that never writes: the preview's read of the FIFO waits for it.
        let writer = open(home.path + "/f", O_RDWR | O_CLOEXEC)
        defer { close(writer) }
        let shell = try ShellProcess(
            home: home, arguments: ["--preview", home.path + "/a.tsh"], columns: 100, rows: 30)
        try shell.wait(for: "the full screen") { _ in shell.rawText.contains("\u{1B}[?1049h") }
        shell.type(key)
        #expect(try shell.exitCode() == status)
    }

    /// A script whose line never ends (`source /dev/zero`) shows the line limit's error.
    @Test func aLineThatNeverEndsShowsTheLimitsError() throws {
        let home = try TemporaryDirectory()
        try home.write("source /dev/zero\n", to: "a.tsh")
        let shell = try Self.start(home)
        try shell.wait(for: "the error") { Self.shows($0, "error: line is 1048577 bytes long") }
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }

    @Test func ctrlZGivesTheTerminalBackAndFgTakesItAgain() throws {
        let home = try Self.home()
        let (shell, before) = try Self.startNotingModes(home)
        shell.type("\u{1A}")
        try shell.waitUntilStopped()
        #expect(try Self.stty(shell.terminalPath) == before)
        // NB: written just before the stop, so perhaps not read yet.
        try shell.wait(for: "the normal screen back") { _ in
            Self.last("\u{1B}[?1049h", in: shell.raw) ?? .max < Self.last("\u{1B}[?1049l", in: shell.raw) ?? -1
        }
        kill(shell.pid, SIGCONT)
        try shell.wait(for: "the frame drawn again") { _ in
            Self.last("\u{1B}[?1049l", in: shell.raw) ?? .max < Self.last("\u{1B}[?1049h", in: shell.raw) ?? -1
                && Self.last("\u{1B}[?1049h", in: shell.raw) ?? .max < Self.last("one", in: shell.raw) ?? -1
        }
        try Self.saveByRename(Self.showing("two"), in: home, as: "a.tsh")
        try shell.wait(for: "the next run") { Self.shows($0, "two") }
        shell.type("q")
        #expect(try shell.exitCode() == 0)
        #expect(try Self.stty(shell.terminalPath) == before)
    }

    @Test func pipedToAFileEachRunFollowsASeparator() throws {
        let home = try Self.home()
        let output = home.path + "/out.txt"
        let (pid, keys) = try Self.spawnPiped(["--preview", home.path + "/a.tsh"], output: output)
        try Self.waitForFile(output) { $0 == "one\n" }
        try Self.saveByRename(Self.showing("two"), in: home, as: "a.tsh")
        try Self.waitForFile(output) { $0.hasSuffix("two\n") }
        #expect(home.read(output) == "one\n── run 2: \(home.path)/a.tsh changed ──\ntwo\n")
        #expect(Self.quit(pid, keys: keys) == 0)
    }

    @Test func aStartupFileRunsFirstInEachRunAndIsFollowed() throws {
        let home = try TemporaryDirectory()
        try home.write("set name \"one\"\n", to: "init.tsh")
        try home.write("show name\n", to: "a.tsh")
        let output = home.path + "/out.txt"
        let (pid, keys) = try Self.spawnPiped(
            ["--init", home.path + "/init.tsh", "--preview", home.path + "/a.tsh"], output: output)
        try Self.waitForFile(output) { $0 == "one\n" }
        try Self.saveByRename("set name \"two\"\n", in: home, as: "init.tsh")
        try Self.waitForFile(output) { $0.hasSuffix("two\n") }
        #expect(home.read(output) == "one\n── run 2: \(home.path)/init.tsh changed ──\ntwo\n")
        #expect(Self.quit(pid, keys: keys) == 0)
    }

    // MARK: Helpers

    /// Where `text` last starts in `bytes`, or nil.
    static func last(_ text: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).last { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Saves as most editors do: a new file beside the old one, renamed over it.
    static func saveByRename(_ text: String, in home: TemporaryDirectory, as name: String) throws {
        try home.write(text, to: name + ".new")
        guard rename(home.path + "/" + name + ".new", home.path + "/" + name) == 0 else {
            throw HarnessError("cannot rename onto \(name)")
        }
    }

    /// `stty -g` of the terminal at `path`: every mode, as a string to compare.
    static func stty(_ path: String) throws -> String {
        let terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { throw HarnessError("cannot open \(path)") }
        defer { close(terminal) }
        let (pid, out) = try ShellProcess.spawnLock.withLock { _ in
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw HarnessError("pipe failed") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let pid = try ShellProcess.spawnUnlocked(
                ["/bin/stty", "-g"], environment: ["PATH": "/usr/bin:/bin"], stdin: terminal, stdout: ends[1],
                stderr: ends[1])
            close(ends[1])
            return (pid, ends[0])
        }
        let text = NonTerminalTests.readAll(out)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        guard status == 0 else { throw HarnessError("stty -g failed: \(text)") }
        return text
    }

    /// Starts tileshell with standard output to `output` and standard input a pipe; returns its
    /// pid and the pipe's write end.
    static func spawnPiped(_ arguments: [String], output: String) throws -> (pid_t, Int32) {
        try ShellProcess.spawnLock.withLock { _ in
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw HarnessError("pipe failed") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let file = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw HarnessError("cannot create \(output)") }
            defer {
                close(file)
                close(ends[0])
            }
            let pid = try ShellProcess.spawnUnlocked(
                [try ShellProcess.binary()] + arguments, environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"],
                stdin: ends[0], stdout: file, stderr: file)
            return (pid, ends[1])
        }
    }

    /// Polls a file until its text satisfies `condition`, within a step budget (not a time).
    static func waitForFile(
        _ path: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) throws {
        var text = ""
        for _ in 0..<20_000 {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd >= 0 {
                text = NonTerminalTests.readAll(fd)
                if condition(text) { return }
            }
            usleep(1000)
        }
        Issue.record("the file never matched; it holds: \(String(reflecting: text))", sourceLocation: sourceLocation)
        throw HarnessError("timed out waiting for \(path)")
    }
}
