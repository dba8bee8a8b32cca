import Foundation
import Testing

/// Hostile input at the edge: files, paths and `source`, through the real binary. Each
/// gives a clear diagnostic or works; and nothing the user wrote, file names included, reaches
/// the terminal as a control character. The pure core's share is in TileShellTests/Run/HostileInputTests.
@Suite struct HostileInputEndToEndTests {
    static let osc = "\u{1B}]0;owned\u{7}"
    static let oscShown = "\\u{1B}]0;owned\\u{7}"

    /// No control character but newline; with `colored`, ESC only as `ESC [ digits/; m`.
    static func expectSafe(
        _ text: String, colored: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var rest = Substring(text)
        while let esc = rest.firstIndex(of: "\u{1B}") {
            #expect(colored, "an ESC in uncoloured output: \(text.debugDescription)", sourceLocation: sourceLocation)
            let sequence = rest[esc...].dropFirst().prefix { $0 != "m" }
            let isSGR =
                sequence.first == "[" && sequence.dropFirst().allSatisfy { $0 == ";" || $0.isASCII && $0.isNumber }
            #expect(
                isSGR, "an escape sequence other than SGR: \(text.debugDescription)", sourceLocation: sourceLocation)
            rest = rest[esc...].dropFirst(sequence.count + 2)
        }
        for s in rest.unicodeScalars where s != "\n" && (s.value < 0x20 || (0x7F...0x9F).contains(s.value)) {
            #expect(
                Bool(false), "U+\(String(s.value, radix: 16)) in \(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    static func file(_ dir: URL, _ name: String, _ bytes: [UInt8]) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    // MARK: - Bytes

    @Test func randomBytesGiveDiagnosticsNotCrashes() throws {
        var state: UInt64 = 6
        let bytes = (0..<65_536).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let dir = try Binary.directory([:])
        let path = try Self.file(dir, "random.tsh", bytes)
        for color in ["never", "always"] {
            let r = try Binary.run(["--keep-going", "--color", color, path])
            #expect(r.status == 1)
            #expect(r.stderr.contains("error: "))
            Self.expectSafe(r.stdout, colored: color == "always")
            Self.expectSafe(r.stderr, colored: color == "always")
        }
    }

    @Test func invalidUTF8AndNULBytesInAFileWork() throws {
        let dir = try Binary.directory([:])
        let path = try Self.file(
            dir, "bytes.tsh",
            Array("set name \"".utf8) + [0xFF, 0xC3, 0x28, 0x00, 0x41] + Array("\"\nshow name\n".utf8))
        let r = try Binary.run([path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "\u{FFFD}\u{FFFD}(\\u{0}A\n")
    }

    @Test func aLineOverTheLimitIsCutNamedAndTheNextLineRuns() throws {
        let dir = try Binary.directory([:])
        let long = Array("set name \"".utf8) + Array(repeating: UInt8(ascii: "x"), count: 5 << 20) + Array("\"\n".utf8)
        let path = try Self.file(dir, "long.tsh", long + Array("set price 1\nshow price\n".utf8))
        let r = try Binary.run(["--keep-going", path])
        #expect(r.status == 1)
        #expect(r.stdout == "$1.00\n")
        #expect(r.stderr.hasPrefix("\(path):1:1: error: line is 1048577 bytes long; the limit is 1048576 bytes\n"))
        #expect(r.stderr.utf8.count < 1_000)
        let fill = String(repeating: "x", count: (1 << 20) - 11)
        let atLimit = try Self.file(dir, "limit.tsh", Array("set name \"\(fill)\"\n".utf8))
        #expect(try Binary.run([atLimit]).status == 0)
    }

    /// A line that never ends (`/dev/zero`, a FIFO fed forever) is cut at the 1 MiB limit and the
    /// run ends with that error at once, in every place that reads lines or a session file; with
    /// `--keep-going` the rest of the line is skipped up to 64 MiB, then the file is given up.
    @Test(arguments: [
        "\"$B\" -c 'source /dev/zero; show price'", "\"$B\" /dev/zero", "\"$B\" < /dev/zero",
        "\"$B\" --init /dev/zero -c 'show price'", "\"$B\" -c 'load /dev/zero'",
        "yes x | tr -d '\\n' > endless & \"$B\" -c 'source endless'; s=$?; kill $!; exit $s",
    ])
    func aLineThatNeverEndsEndsWithTheLineLimit(_ command: String) throws {
        let dir = try Binary.directory([:])
        if command.contains("endless") { #expect(mkfifo(dir.appendingPathComponent("endless").path, 0o600) == 0) }
        let r = try Sh.run("timeout 60 sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))'", in: dir)
        #expect(r.status == 1, "\(r.stderr.prefix(300))")
        #expect(
            r.stderr.contains("error: line is 1048577 bytes long; the limit is 1048576 bytes\n"),
            "\(r.stderr.prefix(300))")
        #expect(r.stderr.utf8.count < 2_000)
    }

    @Test func withKeepGoingTheRestOfALineThatNeverEndsIsGivenUp() throws {
        let dir = try Binary.directory([:])
        let r = try Sh.run("timeout 60 \"$B\" --keep-going -c 'source /dev/zero; set price 2; show price'", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == "$2.00\n")
        #expect(r.stderr.contains("error: line is 1048577 bytes long; the limit is 1048576 bytes\n"))
        #expect(r.stderr.contains("error: cannot read '/dev/zero': File too large\n"), "\(r.stderr.prefix(600))")
    }

    @Test func crlfLineEndsWorkFromFilesStdinAndDashC() throws {
        let script = "set price 9.99\r\nshow price\r\npick unit hour\r\nshow unit\r\n"
        let dir = try Binary.directory([:])
        let path = try Self.file(dir, "crlf.tsh", Array(script.utf8))
        let results = [try Binary.run([path]), try Binary.run([], stdin: script), try Binary.run(["-c", script])]
        for r in results {
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr == "")
            #expect(r.stdout.hasPrefix("$9.99\n"))
            #expect(r.stdout.contains("✓ hour"))
        }
    }

    // MARK: - Files and source

    @Test func aScriptThatSourcesItselfIsACycle() throws {
        let dir = try Binary.directory([
            "self.tsh": "set price 1\nsource self.tsh\n", "a.tsh": "source b.tsh\n", "b.tsh": "source a.tsh\n",
        ])
        let own = dir.appendingPathComponent("self.tsh").path
        let r = try Binary.run([own])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("\(own):2:8: error: source cycle: \(own) → \(own)\n"))
        let mutual = try Binary.run([dir.appendingPathComponent("a.tsh").path])
        #expect(mutual.status == 1)
        #expect(
            mutual.stderr.contains("error: source cycle: \(dir.path)/a.tsh → \(dir.path)/b.tsh → \(dir.path)/a.tsh"))
    }

    @Test func sourceNestingDeeperThanTheLimitNamesIt() throws {
        // f0 sources f1 ... : 32 nested `source`s work, the 33rd is refused.
        func chain(_ depth: Int) throws -> String {
            var files: [String: String] = [:]
            for i in 0..<depth { files["f\(i).tsh"] = "source f\(i + 1).tsh\n" }
            files["f\(depth).tsh"] = "set price 1\nshow price\n"
            return try Binary.directory(files).appendingPathComponent("f0.tsh").path
        }
        let ok = try Binary.run([try chain(32)])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout == "$1.00\n")
        let deep = try Binary.run([try chain(33)])
        #expect(deep.status == 1)
        #expect(deep.stdout == "")
        #expect(deep.stderr.contains("error: source nesting deeper than 32 files (the limit)"))
    }

    @Test func aDirectoryIsRefusedWhereverAFileIsExpected() throws {
        let dir = try Binary.directory([:]).path
        let r = try Binary.run(
            ["--keep-going"], stdin: "source \(dir)\nload \(dir)\nsave \(dir)\nrecord \(dir)\nshow price\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:1:8: error: cannot source '\(dir)': it is a directory"))
        #expect(r.stderr.contains("<stdin>:2:6: error: cannot load '\(dir)': it is a directory"))
        #expect(r.stderr.contains("<stdin>:3:6: error: cannot save to '\(dir)': it is a directory"))
        #expect(r.stderr.contains("<stdin>:4:8: error: cannot record to '\(dir)': it is a directory"))
        // NB: a folder on the command line is a project folder; one with no Swift file says so.
        let run = try Binary.run([dir])
        #expect(run.status == 1)
        #expect(run.stderr == "tileshell: error: '\(dir)' holds no Swift file\n")
    }

    @Test func anUnreadablePathIsAClearError() throws {
        // NB: reading another process's memory from offset 0 fails with EIO, even for root.
        let r = try Binary.run(["--keep-going"], stdin: "load /proc/self/mem\nsource /proc/self/mem\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:1:6: error: cannot load '/proc/self/mem': Input/output error"))
        #expect(r.stderr.contains("<stdin>:2:8: error: cannot read '/proc/self/mem': Input/output error"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its mode; /proc/self/mem covers reading failing"))
    func aFileWithoutReadPermissionIsAClearError() throws {
        let dir = try Binary.directory(["locked.tsh": "show price\n"])
        let locked = dir.appendingPathComponent("locked.tsh").path
        chmod(locked, 0)
        let r = try Binary.run([], stdin: "source \(locked)\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: cannot source '\(locked)': Permission denied"))
    }

    /// A 240 KB chain of type suffixes: a SIGSEGV before, as a file, as a `show ... as`
    /// type, as a multi-line declaration in a script and in a session file's `swift "…"` line;
    /// now one nesting error at its place.
    @Test func aLongTypeSuffixChainIsAnErrorNotACrash() throws {
        let chain = String(repeating: "A.", count: 120_000) + "B"
        let dir = try Binary.directory([
            "Chain.swift": "import SwiftUI\nlet x: \(chain) = 1\n",
            "Optional.swift": "let x: Int\(String(repeating: "?", count: 150_000)) = nil\n",
            "show.tsh": "show Text(\"ok\") as \(chain)\n",
            "struct.tsh": "struct S {\n    var x: \(chain)\n}\n",
            "session.tsh":
                "# tileshell session 1\nswift \"struct S { var x: \(chain) }\"\n# end of session: 1 commands\n",
            "load.tsh": "load session.tsh\n",
        ])
        let nesting = "error: nesting is deeper than 256 levels; parsing stopped"
        let cases = [
            ("Chain.swift", "Chain.swift:2:517: "), ("Optional.swift", "Optional.swift:1:265: "),
            ("show.tsh", "show.tsh:1:525: "), ("struct.tsh", ":2:"), ("load.tsh", "session.tsh:2:526: "),
        ]
        for (name, place) in cases {
            let r = try Binary.run([dir.appendingPathComponent(name).path], cwd: dir)
            #expect(r.status == 1, "\(name): \(r.stderr.prefix(300))")
            #expect(r.stderr.contains(place) && r.stderr.contains(nesting), "\(name): \(r.stderr.prefix(300))")
        }
    }

    /// A lesson saved with a byte order mark and old Mac (`\r`) or Windows line ends opens as
    /// `swiftc -parse` reads it; an error in it is placed by those lines.
    @Test func aFileWithAByteOrderMarkAndCarriageReturnsOpens() throws {
        let lines = [
            "import SwiftUI", "struct A: View {", "    var body: some View { Text(\"hi\") } // a comment", "}",
            "#Preview { A() }",
        ]
        let dir = try Binary.directory([:])
        for ending in ["\r", "\r\n"] {
            let text = "\u{FEFF}" + lines.joined(separator: ending) + ending
            let path = try Self.file(dir, "A.swift", Array(text.utf8))
            let r = try Binary.run([path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("hi"))
            let bad = try Self.file(dir, "B.swift", Array((text + "let x: = 1" + ending).utf8))
            let failed = try Binary.run(["--check", bad])
            #expect(failed.status == 1)
            #expect(failed.stdout.contains("B.swift:6:8: error: expected a type"), "\(failed.stdout)")
        }
    }

    /// A script saved by a Windows editor starts with a byte order mark and ends its lines with
    /// CRLF: its first command was `unknown command '\u{FEFF}set'`.
    @Test func aScriptWithAByteOrderMarkRunsItsFirstCommand() throws {
        let dir = try Binary.directory([:])
        let text = "\u{FEFF}set unit hour\r\nshow unit\r\n"
        let path = try Self.file(dir, "s.tsh", Array(text.utf8))
        let r = try Binary.run([path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("hour"), "\(r.stdout)")
    }

    /// A 200 000-character operator, name or import path: each was echoed whole in its
    /// diagnostic (200 KB of it); now a quoted token is 60 characters and the excerpt (source line and caret line) 200 columns.
    @Test func aLongTokenIsCutInItsDiagnostic() throws {
        let op = String(repeating: "+", count: 200_000)
        let view = "import SwiftUI\nstruct A: View {\n  var body: some View { Text(BODY) }\n}\n#Preview { A() }\n"
        let dir = try Binary.directory([
            "Op.swift": view.replacingOccurrences(of: "BODY", with: "\"a\" \(op) \"b\""),
            "Name.swift": view.replacingOccurrences(of: "BODY", with: String(repeating: "a", count: 200_000)),
            "Import.swift": "import A" + String(repeating: ".A", count: 100_000) + "\n",
            "op.tsh": "show Text(\"a\") \(op) 2\n", "command.tsh": op + "\n",
        ])
        let cases = [
            ("Op.swift", "Op.swift:3:30: error: binary operator '+"),
            ("Name.swift", "Name.swift:3:30: error: cannot find 'a"),
            ("Import.swift", "Import.swift:1:1: note: 'import A.A"),
            ("op.tsh", "op.tsh:1:6: error: binary operator '+"),
            ("command.tsh", "command.tsh:1:1: error: unknown command '+"),
        ]
        for (name, start) in cases {
            let r = try Binary.run([dir.appendingPathComponent(name).path], cwd: dir)
            let said = r.stdout + r.stderr
            #expect(said.contains(start) && said.contains("…"), "\(name): \(said.prefix(300))")
            // NB: each message is its line, the source line and the caret line (200 columns
            // each at most); two of them (an import's notes) stay under 2 000 bytes.
            #expect(said.split(separator: "\n").allSatisfy { $0.utf8.count < 400 }, "\(name): \(said.prefix(300))")
            #expect(said.utf8.count < 2_000, "\(name): \(said.prefix(300))")
        }
    }

    // MARK: - Terminal injection

    @Test(arguments: ["never", "always"])
    func anEscapeInAStringIsShownVisibly(color: String) throws {
        let r = try Binary.run(["--color", color, "-c", "set name \"\\u{1b}]0;owned\\u{7}\"; show name; state"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(Self.oscShown))
        #expect(!r.stdout.contains(Self.osc))
        Self.expectSafe(r.stdout, colored: color == "always")
    }

    @Test(arguments: ["never", "always"])
    func fileNamesInMessagesAreShownVisibly(color: String) throws {
        let name = "evil\(Self.osc).tsh"
        let dir = try Binary.directory([
            name: "pick unit hours\n", "main.tsh": "source \"evil\\u{1b}]0;owned\\u{7}.tsh\"\n",
        ])
        let evil = dir.appendingPathComponent(name).path
        let shownEvil = dir.path + "/evil\(Self.oscShown).tsh"
        let direct = try Binary.run(["--color", color, evil])
        #expect(direct.status == 1)
        #expect(direct.stderr.contains(shownEvil + ":1:11:"))
        let sourced = try Binary.run(["--color", color, dir.appendingPathComponent("main.tsh").path])
        #expect(sourced.stderr.contains(shownEvil + ":1:11:"))
        #expect(sourced.stderr.contains("note: in a script sourced from \(dir.path)/main.tsh:1:8"))
        let missing = try Binary.run(["--color", color, "-c", "source \"/no/such\\u{1b}]0;owned\\u{7}\""])
        #expect(missing.stderr.contains("cannot source '/no/such\(Self.oscShown)': No such file or directory"))
        let usage = try Binary.run(["--color", color, "/no/such\(Self.osc)"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("cannot open '/no/such\(Self.oscShown)'"))
        for r in [direct, sourced, missing, usage] {
            #expect(!r.stderr.contains(Self.osc))
            Self.expectSafe(r.stderr, colored: color == "always")
        }
    }

    @Test func diagnosticsShowUserTextVisibly() throws {
        let r = try Binary.run(
            ["--keep-going", "--color", "always"],
            stdin: "pick unit \u{1B}[2J\nenum E: a\u{1B}]0;x\u{7}\nvar x\u{9B}31m: Int\n\u{202E}show\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("'\\u{1B}[2J' is not a case of TimeUnit"))
        #expect(r.stderr.contains("unknown command '\\u{202E}show'"))
        Self.expectSafe(r.stderr, colored: true)
    }

    @Test func jsonEscapesControlCharacters() throws {
        let r = try Binary.run(["--format", "json", "-c", "set name \"\\u{1b}]0;owned\\u{7}\\u{0}\"; show name"])
        #expect(r.stdout == "{\"view\":\"headline\",\"text\":\"\\u001b]0;owned\\u0007\\u0000\"}\n")
    }

    /// The candidate list the Tab key prints: a tile kind's titles are user text.
    @Test(.enabled(if: Self.hasPexpect, "needs python3 with pexpect to drive a pseudo-terminal"))
    func completionListsShowDescriptionsVisibly() throws {
        let home = try Binary.directory([:])
        let driver = home.appendingPathComponent("drive.py")
        try Self.pexpectDriver.write(to: driver, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", driver.path, Binary.path, home.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let screen = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(screen.debugDescription)")
        #expect(screen.contains("straw"))
        #expect(screen.contains(Self.oscShown))
        #expect(!screen.contains(Self.osc))
        #expect(!screen.contains("\u{9B}"))
    }

    static let hasPexpect: Bool = {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", "import pexpect"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    static let pexpectDriver = #"""
        import io, signal, sys, pexpect
        # NB: the test runner blocks most signals and children inherit that: unblock, or Ctrl-C is lost.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        binary, home = sys.argv[1], sys.argv[2]
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_STATE_HOME": home, "TERM": "dumb", "LANG": "C.UTF-8"}
        child = pexpect.spawn(binary, ["--color", "always"], env=env, dimensions=(24, 120), timeout=10)
        seen = io.BytesIO()
        child.logfile_read = seen
        child.expect(b"tileshell> ")
        child.send(b'enum Berry: straw, strum; tilekind Berry: straw "\\u{1b}]0;owned\\u{7}" pink, '
                   b'strum "\\u{9b}31m" indigo\r')
        child.expect(b"tileshell> ")
        child.send(b"tile str\t")
        child.expect(b"tile str")
        child.send(b"\t")
        child.expect(b"strum")
        child.expect(b"tileshell> tile str")
        child.send(b"\x03")
        child.expect(b"tileshell> ")
        child.send(b"\x04")
        child.expect(pexpect.EOF)
        sys.stdout.buffer.write(seen.getvalue())
        """#
}
