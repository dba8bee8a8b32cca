import Foundation
import ProcessCapture
import Testing

/// Files a run did not just name (watched, reopened, the tour's state) are never waited on, and
/// no output writes over a file the run or session is reading. Every run here has a deadline: a
/// run that hangs is killed and the test fails, rather than hanging the suite.
@Suite struct FileRefusalTests {
    static let counter = """
        import SwiftUI

        // The learner's own notes.
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Button("+1") { count += 1 }
                Text("Count \\(count)")
            }
        }

        #Preview { Counter() }

        """

    /// Runs the binary in `dir` with a deadline; nil (and a recorded issue) when it was hit.
    static func run(_ arguments: [String], in dir: URL, stdin: String = "", state: URL? = nil) throws -> Captured? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = arguments
        p.environment = [
            "PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "HOME": dir.path,
            "XDG_STATE_HOME": (state ?? dir.appendingPathComponent("state")).path,
        ]
        p.currentDirectoryURL = dir
        let r = try ProcessCapture.run(p, stdin: stdin, deadline: 20)
        #expect(r != nil, "tileshell \(arguments) did not end within 20 s")
        return r
    }

    // MARK: Item 5: FIFOs

    @Test(arguments: [
        (["-c", "open f.swift"], "error: 'f.swift' is not a regular file (a FIFO)\n"),
        (["f.swift"], "tileshell: error: 'f.swift' is not a regular file (a FIFO)\n"),
        (["-c", "record f"], "error: cannot record to 'f': it is a FIFO nobody reads\n"),
    ])
    func aFIFOIsRefusedInBoundedSteps(_ arguments: [String], _ message: String) throws {
        let dir = try Binary.directory([:])
        #expect(mkfifo(dir.appendingPathComponent("f.swift").path, 0o600) == 0)
        #expect(mkfifo(dir.appendingPathComponent("f").path, 0o600) == 0)
        guard let r = try Self.run(arguments, in: dir) else { return }
        #expect(r.status == 1)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    @Test func aTourProgressFileThatIsAFIFOIsWarnedOfAndTheTourStarts() throws {
        let dir = try Binary.directory([:])
        let state = dir.appendingPathComponent("state")
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("tileshell"), withIntermediateDirectories: true)
        #expect(mkfifo(state.appendingPathComponent("tileshell/tour").path, 0o600) == 0)
        guard let r = try Self.run(["learn", "1.1"], in: dir, stdin: "quit\n") else { return }
        #expect(r.stderr.contains("warning: cannot read the tour's progress file"))
        #expect(r.stderr.contains("tileshell/tour': it is not a regular file (a FIFO); the tour starts without it\n"))
        #expect(r.stdout.contains("── 1.1 · step 1 of 3:"))
    }

    /// A million lines of progress took 14 s to read; the file is bounded as lesson files are.
    @Test func aProgressFilePastTheLimitIsWarnedOfAndTheTourStartsAfresh() throws {
        let dir = try Binary.directory([:])
        let state = dir.appendingPathComponent("state")
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("tileshell"), withIntermediateDirectories: true)
        let lines = String(repeating: "1.1 1\n", count: 200_000)
        try lines.write(to: state.appendingPathComponent("tileshell/tour"), atomically: true, encoding: .utf8)
        guard let r = try Self.run(["learn", "1.1"], in: dir, stdin: "quit\n") else { return }
        #expect(r.stderr.contains("tileshell/tour': it is larger than 1 MiB (the limit); the tour starts without it\n"))
        #expect(r.stderr.components(separatedBy: "warning").count == 2, "said once: \(r.stderr)")
        #expect(r.stdout.contains("── 1.1 · step 1 of 3:"))
    }

    /// `--preview p.swift` not on a terminal: `p.swift` replaced by a FIFO, then by a real file.
    @Test func aPreviewedFileReplacedByAFIFOThenAFileIsShownAgain() throws {
        let dir = try Binary.directory([
            "p.swift": "import SwiftUI\n#Preview { Text(\"one\") }\n",
            "two.swift": "import SwiftUI\n#Preview { Text(\"two\") }\n",
        ])
        let path = dir.appendingPathComponent("p.swift").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = ["--preview", "p.swift"]
        p.currentDirectoryURL = dir
        let output = Pipe()
        let errors = Pipe()
        p.standardOutput = output
        p.standardError = errors
        p.standardInput = FileHandle.nullDevice
        try p.run()
        defer { kill(p.processIdentifier, SIGKILL) }
        func waitFor(_ text: String, in pipe: Pipe) -> Bool {
            var seen = ""
            let fd = pipe.fileHandleForReading.fileDescriptor
            // NB: bounded: 400 polls of 50 ms.
            for _ in 0..<400 {
                var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
                if poll(&fds, 1, 50) > 0 {
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    let n = read(fd, &buffer, buffer.count)
                    if n <= 0 { return false }
                    seen += String(decoding: buffer[0..<n], as: UTF8.self)
                }
                if seen.contains(text) { return true }
            }
            return false
        }
        #expect(waitFor("one", in: output))
        #expect(unlink(path) == 0)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(
            waitFor(
                "cannot read 'p.swift': it is not a regular file (a FIFO); waiting for it to come back", in: errors))
        #expect(unlink(path) == 0)
        #expect(rename(dir.appendingPathComponent("two.swift").path, path) == 0)
        #expect(waitFor("two", in: output), "a save after the FIFO is shown")
    }

    // MARK: Item 8: no output over a file in use

    @Test(arguments: [
        ("open Counter.swift; tap \"+1\"; export Counter.swift", "Counter.swift: the session has it open"),
        ("open Counter.swift; save ./Counter.swift", "./Counter.swift: the session has it open"),
        ("open Counter.swift; save Hard.swift", "Hard.swift: the session has it open"),
        ("open Counter.swift; export Link.swift", "Link.swift: the session has it open"),
        ("open Counter.swift; record Counter.swift", "Counter.swift: the session has it open"),
        ("source lib.tsh; save lib.tsh", "lib.tsh: the session sourced it"),
        ("set price 1; save s.txt; load s.txt; show price; export s.txt", "s.txt: the session loaded it"),
        ("record r.txt; tile apple 1; export r.txt", "r.txt: the session is recording to it"),
        ("record r.tsh; save ./r.tsh", "./r.tsh: the session is recording to it"),
    ])
    func anOutputNeverWritesOverAFileTheSessionReads(_ commands: String, _ refusal: String) throws {
        let dir = try Binary.directory(["Counter.swift": Self.counter, "lib.tsh": "set price 2\n"])
        let counter = dir.appendingPathComponent("Counter.swift").path
        #expect(symlink("Counter.swift", dir.appendingPathComponent("Link.swift").path) == 0)
        #expect(link(counter, dir.appendingPathComponent("Hard.swift").path) == 0)
        guard let r = try Self.run(["-c", commands], in: dir) else { return }
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: refusing to write over \(refusal); choose another name\n"), "\(r.stderr)")
        #expect(try String(contentsOfFile: counter, encoding: .utf8) == Self.counter)
        #expect(try String(contentsOf: dir.appendingPathComponent("lib.tsh"), encoding: .utf8) == "set price 2\n")
    }

    @Test func aSessionFileLoadedMayBeSavedBack() throws {
        let dir = try Binary.directory([:])
        guard let r = try Self.run(["-c", "set price 1; save s.tss; load s.tss; set price 2; save s.tss"], in: dir)
        else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("s.tss"), encoding: .utf8).contains("set price 2\n"))
    }

    @Test(arguments: [
        ["--format", "svg", "-o", "Counter.swift", "Counter.swift"],
        ["--format", "svg", "-o", "./Counter.swift", "-c", "open Counter.swift"],
        ["--format", "svg", "-o", "s.tsh", "s.tsh"],
    ])
    func aPictureIsNeverWrittenOverItsOwnInput(_ arguments: [String]) throws {
        let dir = try Binary.directory(["Counter.swift": Self.counter, "s.tsh": "tile apple 1\n"])
        guard let r = try Self.run(arguments, in: dir) else { return }
        #expect(r.status == 1)
        #expect(r.stderr.contains("tileshell: error: refusing to write over "), "\(r.stderr)")
        #expect(r.stderr.contains(": the run is reading it; choose another name\n") || r.stderr.contains("has it open"))
        #expect(try String(contentsOf: dir.appendingPathComponent("Counter.swift"), encoding: .utf8) == Self.counter)
        #expect(try String(contentsOf: dir.appendingPathComponent("s.tsh"), encoding: .utf8) == "tile apple 1\n")
    }

    @Test func aScriptOnStandardInputIsNotWrittenOver() throws {
        let dir = try Binary.directory(["s.tsh": "tile apple 1\nsave s.tsh\n"])
        let r = try Sh.run("timeout 20 \"$B\" --format svg -o s.tsh < s.tsh; echo \"status $?\"", in: dir)
        #expect(r.stdout == "status 1\n")
        #expect(r.stderr.contains("error: refusing to write over s.tsh: the run is reading it; choose another name\n"))
        #expect(
            try String(contentsOf: dir.appendingPathComponent("s.tsh"), encoding: .utf8) == "tile apple 1\nsave s.tsh\n"
        )
    }

    // MARK: Item 12: paths in a session file are relative to it

    @Test func aSessionFileOpensItsFilesFromItsOwnFolderNotTheLoadersDecoy() throws {
        let dir = try Binary.directory([
            "Counter.swift": "import SwiftUI\n#Preview { Text(\"decoy\") }\n"
        ])
        let sub = dir.appendingPathComponent("w/sub2")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Self.counter.write(to: sub.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        guard let saved = try Self.run(["-c", "open Counter.swift; set count 4; save s.tsh"], in: sub) else { return }
        #expect(saved.status == 0, "\(saved.stderr)")
        guard let r = try Self.run(["-c", "load w/sub2/s.tsh; save w/s2.tss"], in: dir) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Count 4"))
        #expect(!r.stdout.contains("decoy"))
        // `save` writes the path relative to the session file it writes.
        let written = try String(contentsOf: dir.appendingPathComponent("w/s2.tss"), encoding: .utf8)
        #expect(written.contains("open \"sub2/Counter.swift\"\n"), "\(written)")
        guard let again = try Self.run(["-c", "load w/s2.tss; show count"], in: dir) else { return }
        #expect(again.stdout.hasSuffix("4\n"), "\(again.stdout) \(again.stderr)")
    }

    @Test func aSessionWhoseOpenedFileIsGoneLoadsItsBindingsWithOneError() throws {
        let dir = try Binary.directory([
            "s.tss":
                "# tileshell session 1\nopen \"Gone.swift\"\nset count 4\nset price 2\n# end of session: 3 commands\n"
        ])
        guard let r = try Self.run(["-c", "load s.tss; show price"], in: dir) else { return }
        #expect(r.status == 1)
        #expect(r.stdout == "$2.00\n")
        #expect(r.stderr.components(separatedBy: "error:").count == 2, "one error: \(r.stderr)")
        #expect(
            r.stderr.contains("s.tss:2:6: error: cannot reopen 'Gone.swift': cannot open 'Gone.swift': No such file"))
    }

    // MARK: Item 9: the track's export

    static let finishTrack3 = "picker unit title \"Time unit\" label \"2 {case}s\"\n"

    @Test func aTrackNeverWritesOverAFileItDidNotWriteNorThroughALink() throws {
        let dir = try Binary.directory(["target": "keep\n", "tileshell-track-3-2.swift": "mine\n"])
        #expect(symlink("target", dir.appendingPathComponent("tileshell-track-3.swift").path) == 0)
        let args = ["learn", "3.3", "--width", "60", "--color", "never"]
        guard let r = try Self.run(args, in: dir, stdin: Self.finishTrack3) else { return }
        #expect(
            r.stdout.contains("'tileshell-track-3.swift' is not the file the tour wrote last; it is kept as it is.\n"))
        #expect(r.stdout.contains("Your views are in 'tileshell-track-3-3.swift'"))
        #expect(try String(contentsOf: dir.appendingPathComponent("target"), encoding: .utf8) == "keep\n")
        let mine = dir.appendingPathComponent("tileshell-track-3-2.swift")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "mine\n")
        // The tour's own file is written over the next time, while it holds what the tour wrote.
        guard let again = try Self.run(args, in: dir, stdin: Self.finishTrack3) else { return }
        #expect(again.stdout.contains("Your views are in 'tileshell-track-3-3.swift'"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("tileshell-") }
        #expect(
            names.sorted() == ["tileshell-track-3-2.swift", "tileshell-track-3-3.swift", "tileshell-track-3.swift"])
    }

    @Test func aTrackFileEditedSinceTheTourWroteItIsKept() throws {
        let dir = try Binary.directory([:])
        let args = ["learn", "3.3", "--width", "60", "--color", "never"]
        guard let first = try Self.run(args, in: dir, stdin: Self.finishTrack3) else { return }
        #expect(first.stdout.contains("Your views are in 'tileshell-track-3.swift'"))
        let file = dir.appendingPathComponent("tileshell-track-3.swift")
        try "// edited by the learner\n".write(to: file, atomically: true, encoding: .utf8)
        guard let r = try Self.run(args, in: dir, stdin: Self.finishTrack3) else { return }
        #expect(r.stdout.contains("Your views are in 'tileshell-track-3-2.swift'"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "// edited by the learner\n")
    }
}
