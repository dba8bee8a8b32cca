import Foundation
import Testing

/// `source`, `record`, `--check`, `--format json` and transcript tests, end to end.
@Suite struct ReplayTests {
    @Test func projectTranscriptsPass() throws {
        let dir = Binary.packageRoot.appendingPathComponent("Tests/transcripts")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".t") }.sorted()
        #expect(files.count >= 4)
        let r = try Binary.run(["test"] + files.map { "Tests/transcripts/" + $0 }, cwd: Binary.packageRoot)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\(files.count) passed, 0 failed\n"))
    }

    @Test func transcriptMismatchPrintsADiffAndUpdateRewrites() throws {
        let dir = try Binary.directory(["t.t": "  $ set price 2; show price\n  $3.00\n  $ show unit (glob)\n"])
        let path = dir.appendingPathComponent("t.t").path
        let r = try Binary.run(["test", path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("-  $3.00\n+  $2.00\n"))
        #expect(r.stdout.hasSuffix("0 passed, 1 failed\n"))
        let u = try Binary.run(["test", "--update", path])
        #expect(u.stdout.contains("updated: \(path)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("  $ set price 2; show price\n  $2.00\n"))
        #expect(try Binary.run(["test", path]).status == 0)
    }

    @Test func patternsMatchChangingParts() throws {
        let t =
            "% now=2026-11-29T12:00:00Z\n  $ set updated -5m; show updated\n  \\d+ min\\. ago (re)\n  $ set price 7; show price\n  $*.00 (glob)\n"
        let dir = try Binary.directory(["p.t": t])
        let r = try Binary.run(["test", dir.appendingPathComponent("p.t").path])
        #expect(r.status == 0, "\(r.stdout)")
    }

    @Test func sourceRunsInTheSameSessionRelativeToTheIncludingFile() throws {
        let dir = try Binary.directory([
            "main.tsh": "source lib.tsh; show price\npick unit hour\n", "lib.tsh": "set price 4.5\n",
        ])
        let r = try Binary.run([dir.appendingPathComponent("main.tsh").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "$4.50\n")
    }

    @Test func sourceCyclesNameTheChain() throws {
        let dir = try Binary.directory(["a.tsh": "source b.tsh\n", "b.tsh": "source a.tsh\n"])
        let a = dir.appendingPathComponent("a.tsh").path
        let r = try Binary.run([a])
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: source cycle: "))
        #expect(r.stderr.contains("note: in a script sourced from \(a):1:8"))
        let selfish = try Binary.directory(["s.tsh": "source s.tsh\n"])
        #expect(try Binary.run([selfish.appendingPathComponent("s.tsh").path]).stderr.contains("source cycle"))
    }

    @Test func errorsInsideSourcedFilesCarryTheIncludeChain() throws {
        let dir = try Binary.directory([
            "main.tsh": "set price 1\nsource lib.tsh\nshow price\n", "lib.tsh": "\npick unit hours\n",
        ])
        let main = dir.appendingPathComponent("main.tsh").path
        let r = try Binary.run([main])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix(dir.appendingPathComponent("lib.tsh").path + ":2:11: error:"))
        #expect(r.stderr.contains("note: in a script sourced from \(main):2:8"))
        #expect(r.stdout == "")
    }

    @Test func checkReportsEveryErrorAndDrawsNothing() throws {
        let script =
            "tile apple 1\nvar n: Int = 2\npick unit hours\nshow nn\ntilekind Fruit: apple \"A\" red\nset n 5\nquit\nset n x\n"
        let dir = try Binary.directory(["c.tsh": script])
        let path = dir.appendingPathComponent("c.tsh").path
        let r = try Binary.run(["--check", path])
        #expect(r.status == 1)
        #expect(r.stdout == "")
        let headers = r.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headers.map { $0.split(separator: ":")[1] } == ["3", "4", "5", "8"])
        let clean = try Binary.directory(["ok.tsh": "enum S: a, b\nvar s: S = b\npick s a\n"])
        let ok = try Binary.run(["--check", clean.appendingPathComponent("ok.tsh").path])
        #expect(ok.status == 0 && ok.stdout == "" && ok.stderr == "")
    }

    @Test func recordedSessionsReplayToTheSameOutput() throws {
        let dir = try Binary.directory([:])
        let rec = dir.appendingPathComponent("rec.tsh").path
        let session =
            "record \(rec)\nset price 3\npick unit hours\npick unit hour\nshow price unit\nrecord stop\nset price 9\n"
        // NB: wide enough that the lines naming the recording's long path are not wrapped.
        let first = try Binary.run(["--keep-going", "--width", "300"], stdin: session)
        let recorded = try String(contentsOfFile: rec, encoding: .utf8)
        #expect(recorded == "set price 3\npick unit hour\nshow price unit\n")
        let replay = try Binary.run(["--width", "300", rec])
        #expect(replay.status == 0)
        // The recording's own lines say where it went and that it ended; the rest is the same.
        let lines = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "recording to \(rec); 'record stop' ends it")
        #expect(lines.contains("stopped recording to \(rec)"))
        #expect(replay.stdout == lines.filter { !$0.contains("recording to \(rec)") }.joined(separator: "\n"))
    }

    @Test func jsonGivesOneObjectPerView() throws {
        let r = try Binary.run(
            [
                "--format", "json", "--now", "2026-11-29T12:00:00Z", "-c",
                "tile apple 100 orange 46; set price 9.99; set name Ada; show name price jobTitle; pick unit hour; show unit",
            ])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"view":"tiles","tiles":[{"view":"tile","count":100,"title":"Apples","color":"red"},{"view":"tile","count":46,"title":"Oranges","color":"orange"}]}"#,
                #"{"view":"headline","text":"Ada"}"#,
                #"{"view":"price","text":"$9.99","amount":"9.99","currency":"USD"}"#,
                #"{"view":"picker","style":"segmented","title":null,"labels":["second","minute","hour"],"selected":2}"#,
            ])
    }

    @Test func closedPipeEndsQuietly() throws {
        let dir = try Binary.directory([:])
        let script = dir.appendingPathComponent("big.tsh")
        try String(repeating: "tile apple 1 orange 2\n", count: 20_000).write(
            to: script, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "'\(Binary.path)' '\(script.path)' | head -1"]
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(text == "╭──────────────────╮  ╭──────────────────╮\n")
        #expect(errors == "")
    }

    @Test func shebangScriptsRun() throws {
        let binDir = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        let dir = try Binary.directory(["s.tsh": "#!/usr/bin/env tileshell\nset price 1; show price\n"])
        let path = dir.appendingPathComponent("s.tsh").path
        chmod(path, 0o755)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.environment = ["PATH": binDir + ":/usr/bin:/bin"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(text == "$1.00\n")
    }
}
