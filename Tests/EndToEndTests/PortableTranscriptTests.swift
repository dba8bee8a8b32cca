import Foundation
import ProcessCapture
import Testing

/// Transcripts pass wherever they are run from: diagnostics name a transcript by its file name,
/// relative reads come from its folder, and what it writes goes to a working folder of its own.
@Suite struct PortableTranscriptTests {
    static let transcripts = Binary.packageRoot.appendingPathComponent("Tests/transcripts")

    static func projectTranscripts() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: transcripts.path).filter { $0.hasSuffix(".t") }.sorted()
    }

    /// Every name under a folder, relative to it, sorted.
    static func listing(_ dir: URL) -> [String] {
        (FileManager.default.subpaths(atPath: dir.path) ?? []).sorted()
    }

    /// Runs `tileshell test` with a TMPDIR of its own; fails the test if anything is left in it.
    static func runTest(_ arguments: [String], cwd: URL) throws -> Binary.Result {
        let tmp = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: tmp) }
        let r = try Binary.run(["test"] + arguments, environment: ["TMPDIR": tmp.path], cwd: cwd)
        #expect(listing(tmp) == [], "the working folders are removed after the run")
        return r
    }

    @Test func projectTranscriptsPassFromAnotherWorkingDirectory() throws {
        let files = try Self.projectTranscripts()
        let elsewhere = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let r = try Self.runTest(files.map { Self.transcripts.appendingPathComponent($0).path }, cwd: elsewhere)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\(files.count) passed, 0 failed\n"))
        #expect(Self.listing(elsewhere) == [])
    }

    @Test func projectTranscriptsPassFromTheirOwnFolder() throws {
        let files = try Self.projectTranscripts()
        let before = Self.listing(Self.transcripts)
        let r = try Self.runTest(files, cwd: Self.transcripts)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\(files.count) passed, 0 failed\n"))
        #expect(Self.listing(Self.transcripts) == before, "running the suite writes nothing into Tests/")
    }

    @Test func aCopyOfTheTranscriptsPassesElsewhere() throws {
        let files = try Self.projectTranscripts()
        let parent = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: parent) }
        let copy = parent.appendingPathComponent("copied suite")
        try FileManager.default.copyItem(at: Self.transcripts, to: copy)
        let before = Self.listing(copy)
        let r = try Self.runTest(files.map { "copied suite/" + $0 }, cwd: parent)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\(files.count) passed, 0 failed\n"))
        #expect(Self.listing(copy) == before)
    }

    @Test func diagnosticsNameTheTranscriptByItsFileName() throws {
        let dir = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let deep = dir.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        let t =
            "  $ set price 1\n  $ pick unit hours\n  t.t:2:11: error: * (glob)\n  pick unit hours\n            ^~~~~\n"
        try Data(t.utf8).write(to: deep.appendingPathComponent("t.t"))
        for (cwd, name) in [(dir, "a/b/t.t"), (deep, "t.t"), (dir, deep.appendingPathComponent("t.t").path)] {
            let r = try Self.runTest([name], cwd: cwd)
            #expect(r.status == 0, "from \(cwd.path) as \(name): \(r.stdout)\(r.stderr)")
        }
    }

    @Test func aTranscriptThatSavesAndLoadsLeavesNothingInItsFolder() throws {
        let t = """
            Save, change, load it back; record and read the script; export.
              $ set price 2; save s.tss
              saved the session to s.tss: 11 commands, which 'load s.tss' replays
              $ set price 3; load s.tss; show price
              $2.00
              $ record r.tsh
              recording to r.tsh; 'record stop' ends it
              $ pick unit hour
              $ record stop
              stopped recording to r.tsh
              $ pick unit second; source r.tsh; show unit
              ╭────────┬────────┬────────╮
              │ second │ minute │ ✓ hour │
              ╰────────┴────────┴────────╯
              $ export e.svg; export e.txt
              exported the last drawing to e.svg (SVG, 2583 bytes)
              exported the last drawing to e.txt (text, 209 bytes)

            """
        let dir = try Binary.directory(["t.t": t])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.runTest(["t.t"], cwd: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(Self.listing(dir) == ["t.t"])
    }

    @Test func relativeReadsComeFromTheTranscriptsFolder() throws {
        let t = """
              $ source lib.tsh; show price
              $4.50
              $ load saved.tss; show name
              Ada
              $ source sub/a.tsh
              sub/b.tsh:1:11: error: 'hours' is not a case of TimeUnit (second, minute, hour); did you mean 'hour'?
              pick unit hours
                        ^~~~~
              note: in a script sourced from sub/a.tsh:1:8
              note: in a script sourced from t.t:3:8

            """
        let dir = try Binary.directory(["t.t": t, "lib.tsh": "set price 4.5\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let saved = dir.appendingPathComponent("saved.tss").path
        #expect(try Binary.run(["-c", "set name Ada; save \"\(saved)\""]).status == 0)
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data("source b.tsh\n".utf8).write(to: sub.appendingPathComponent("a.tsh"))
        try Data("pick unit hours\n".utf8).write(to: sub.appendingPathComponent("b.tsh"))
        let elsewhere = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let r = try Self.runTest([dir.appendingPathComponent("t.t").path], cwd: elsewhere)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test func writesThatClimbOutOfTheWorkingFolderAreRefused() throws {
        let t = """
              $ save ../s.tss
              t.t:1:6: error: cannot save to '../s.tss': a transcript writes only inside its working folder; name a file without '..'
              save ../s.tss
                   ^~~~~~~~

            """
        let dir = try Binary.directory(["t.t": t])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.runTest(["t.t"], cwd: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test func updateRewritesATranscriptThatWritesFiles() throws {
        let dir = try Binary.directory(["t.t": "  $ set price 2; save s.tss; load s.tss; show price\n  $3.00\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let elsewhere = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let path = dir.appendingPathComponent("t.t").path
        let u = try Self.runTest(["--update", path], cwd: elsewhere)
        #expect(u.status == 0, "\(u.stdout)\(u.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("  $2.00\n"))
        #expect(try Self.runTest([path], cwd: elsewhere).status == 0)
        #expect(Self.listing(dir) == ["t.t"])
    }

    @Test func ctrlCRemovesTheWorkingFolderAndRewritesNothing() throws {
        let t = "  $ set price 1; save s.tss\n  $ source fifo.tsh\n  $ show price\n  $9.00\n"
        let dir = try Binary.directory(["t.t": t])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("fifo.tsh").path, 0o600) == 0)
        let tmp = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: tmp) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = ["test", "--update", "t.t"]
        p.currentDirectoryURL = dir
        p.environment = ["PATH": "/usr/bin:/bin", "TMPDIR": tmp.path]
        let running = try ProcessCapture.start(p)
        // The working folder exists once the handler is in place; then the wait on the FIFO.
        var made = false
        for _ in 0..<20_000 where !made {
            made = !Self.listing(tmp).isEmpty
            if !made { usleep(1000) }
        }
        #expect(made)
        #expect(FifoInterruptTests.waitUntilOpening(p.processIdentifier))
        kill(p.processIdentifier, SIGINT)
        let r = running.wait()
        #expect(r.status == 130)
        #expect(r.stderr == "tileshell: interrupted\n")
        #expect(r.stdout.isEmpty)
        #expect(Self.listing(tmp) == [])
        #expect(try String(contentsOf: dir.appendingPathComponent("t.t"), encoding: .utf8) == t)
    }
}
