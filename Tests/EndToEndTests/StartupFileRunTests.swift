import Foundation
import Testing

/// Scripts, `-c`, standard input and transcripts do not read the user's startup file, so their
/// output cannot depend on it; `--init FILE` runs one first in any of them.
@Suite struct StartupFileRunTests {
    /// A home whose startup file (by `XDG_CONFIG_HOME` and by `HOME`) declares `size`.
    static func home() throws -> URL {
        let dir = try Binary.directory([:])
        for folder in ["xdg/tileshell", ".config/tileshell"] {
            let tileshell = dir.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: tileshell, withIntermediateDirectories: true)
            try Data("var size: Int = 3\n".utf8).write(to: tileshell.appendingPathComponent("init.tsh"))
        }
        return dir
    }

    static func environment(_ home: URL) -> [String: String] {
        ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("xdg").path]
    }

    @Test func scriptsCommandsStdinAndTranscriptsDoNotReadIt() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = Self.environment(home)
        try Data("show size\n".utf8).write(to: home.appendingPathComponent("s.tsh"))
        try Data("  $ show size\n  t.t:1:6: error: unknown binding 'size'* (glob)\n  show size\n       ^~~~\n".utf8)
            .write(to: home.appendingPathComponent("t.t"))
        let runs = [
            try Binary.run(["-c", "show size"], environment: env, cwd: home),
            try Binary.run(["s.tsh"], environment: env, cwd: home),
            try Binary.run([], stdin: "show size\n", environment: env, cwd: home),
        ]
        for r in runs {
            #expect(r.status == 1)
            #expect(r.stderr.contains("error: unknown binding 'size'"), "\(r.stderr)")
        }
        let t = try Binary.run(["test", "t.t"], environment: env, cwd: home)
        #expect(t.status == 0, "\(t.stdout)\(t.stderr)")
    }

    @Test func initFileRunsFirstInAnyRun() throws {
        let dir = try Binary.directory([
            "my.tsh": "source parts.tsh\npick unit hour\n", "parts.tsh": "var size: Int = 3\n",
            "s.tsh": "show size\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let elsewhere = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let initFile = dir.appendingPathComponent("my.tsh").path
        let c = try Binary.run(["--init", initFile, "-c", "show size"], cwd: elsewhere)
        #expect(c.status == 0 && c.stdout == "3\n", "\(c.stderr)")
        let script = try Binary.run(["--init", "my.tsh", "s.tsh"], cwd: dir)
        #expect(script.status == 0 && script.stdout == "3\n", "\(script.stderr)")
        let stdin = try Binary.run(["--init", initFile], stdin: "show size\n", cwd: elsewhere)
        #expect(stdin.status == 0 && stdin.stdout == "3\n", "\(stdin.stderr)")
        let check = try Binary.run(["--check", "--init", initFile, "-c", "set size 4"], cwd: elsewhere)
        #expect(check.status == 0 && check.stdout == "", "\(check.stderr)")
    }

    @Test func initFileRunsAtTheStartOfEachTranscript() throws {
        let t = "  $ show size\n  3\n  $ set size 4\n"
        let dir = try Binary.directory(["my.tsh": "var size: Int = 3\nfrobnicate\n", "a.t": t, "b.t": t])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Binary.run(["test", "--init", "my.tsh", "a.t", "b.t"], cwd: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "2 passed, 0 failed\n")
        // What the startup file says goes to standard error, not into the transcript.
        #expect(r.stderr.components(separatedBy: "my.tsh:2:1: error: unknown command 'frobnicate'").count == 3)
    }

    @Test func anErrorInItIsReportedWithItsLineAndTheRestRuns() throws {
        let dir = try Binary.directory(["my.tsh": "pick unit hours; set price 2\nvar size: Int = 3\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Binary.run(["--init", "my.tsh", "-c", "show size price"], cwd: dir)
        #expect(r.stdout == "3\n$2.00\n")
        #expect(r.stderr.hasPrefix("my.tsh:1:11: error: 'hours' is not a case of TimeUnit"), "\(r.stderr)")
        #expect(r.status == 1, "an error in a startup file given with --init is an error of the run")
    }

    @Test(arguments: [
        (
            ["--init", "missing.tsh", "-c", "x"],
            "cannot read the startup file 'missing.tsh': No such file or directory"
        ),
        (["--init", ".", "-c", "x"], "cannot read the startup file '.': it is a directory"),
        (["--init", "my.tsh", "--no-init"], "give either '--init FILE' or '--no-init', not both"),
        (["--init"], "missing value for '--init'; expected a startup file"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let dir = try Binary.directory(["my.tsh": "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Binary.run(arguments, cwd: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tileshell: error: \(message)"), "\(r.stderr)")
        #expect(r.stdout == "")
    }

    @Test func aStartupFileThatSourcesItselfIsACycle() throws {
        let dir = try Binary.directory(["my.tsh": "source my.tsh\nset price 1\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Binary.run(["--init", "my.tsh", "-c", "show price"], cwd: dir)
        #expect(r.stderr.contains("my.tsh:1:8: error: source cycle: my.tsh → my.tsh"), "\(r.stderr)")
        #expect(r.stdout == "$1.00\n")
    }
}
