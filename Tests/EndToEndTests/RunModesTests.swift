import Foundation
import Testing

/// `-c`, files and standard input behave alike: same output, same diagnostics, same status.
@Suite struct RunModesTests {
    static let script = "tile apple 100 orange 46\npick unit hour\nshow unit\nset price 9.99\nshow price\n"

    @Test func commandLineFilesAndStdinGiveTheSameBytes() throws {
        let dir = try Binary.directory(["a.tsh": Self.script])
        let viaC = try Binary.run(["--width", "80", "-c", Self.script])
        let viaFile = try Binary.run(["--width", "80", dir.appendingPathComponent("a.tsh").path])
        let viaStdin = try Binary.run(["--width", "80"], stdin: Self.script)
        #expect(viaC.status == 0)
        #expect(viaC.stderr == "")
        #expect(viaC.stdout.contains("Apples"))
        #expect(viaC.stdout.contains("$9.99"))
        #expect(viaFile.stdout == viaC.stdout)
        #expect(viaStdin.stdout == viaC.stdout)
        #expect(viaFile.status == 0 && viaStdin.status == 0)
    }

    @Test func filesShareOneSession() throws {
        let dir = try Binary.directory(["1.tsh": "set price 2.50\n", "2.tsh": "show price\n"])
        let r = try Binary.run([dir.appendingPathComponent("1.tsh").path, dir.appendingPathComponent("2.tsh").path])
        #expect(r.stdout == "$2.50\n")
        #expect(r.status == 0)
    }

    @Test func anErrorStopsWithStatusOneAndKeepsEarlierOutput() throws {
        let r = try Binary.run([], stdin: "set price 1\nshow price\npick unit hours\nshow price\n")
        #expect(r.status == 1)
        #expect(r.stdout == "$1.00\n")
        #expect(
            r.stderr.hasPrefix(
                "<stdin>:3:11: error: 'hours' is not a case of TimeUnit (second, minute, hour); did you mean 'hour'?"))
        #expect(r.stderr.contains("pick unit hours\n          ^~~~~\n"))
    }

    @Test func keepGoingRunsTheRestAndStillFails() throws {
        let r = try Binary.run(["--keep-going"], stdin: "set price 1\npick unit hours\nshow price\nbogus\nshow price\n")
        #expect(r.status == 1)
        #expect(r.stdout == "$1.00\n$1.00\n")
        #expect(r.stderr.components(separatedBy: "error:").count == 3)
    }

    @Test func keepGoingGoesOnWithTheRestOfTheSameLine() throws {
        let r = try Binary.run(["-k", "-c", "pick unit zz; pick unit hour; show unit"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("<command-line>:1:11: error: 'zz' is not a case of TimeUnit"))
        #expect(r.stdout.contains("│ second │ minute │ ✓ hour │"))
    }

    @Test func checkReportsEveryErrorOfALine() throws {
        let r = try Binary.run(["--check", "-c", "pick unit zz; show nope; set price x"])
        #expect(r.status == 1)
        #expect(r.stderr.components(separatedBy: "error:").count == 4, "\(r.stderr)")
        #expect(r.stderr.contains("<command-line>:1:20: error: unknown binding 'nope'"))
    }

    @Test func fileDiagnosticsNameTheFileAndLine() throws {
        let dir = try Binary.directory(["s.tsh": "# a comment\n\ntile apple 1x\n"])
        let path = dir.appendingPathComponent("s.tsh").path
        let r = try Binary.run([path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("\(path):3:12: error: '1x' is not a valid Int"))
    }

    @Test func usageErrorsExitTwo() throws {
        let unknown = try Binary.run(["--colour-me"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--colour-me'"))
        let missing = try Binary.run(["/nonexistent/x.tsh"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot open '/nonexistent/x.tsh': No such file or directory"))
        let badWidth = try Binary.run(["--width", "wide"])
        #expect(badWidth.status == 2)
        #expect(badWidth.stderr.contains("invalid value 'wide' for '--width'"))
        let suggestion = try Binary.run(["--colr", "never"])
        #expect(suggestion.stderr.contains("did you mean '--color'?"))
    }

    @Test func helpAndVersion() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: tileshell"))
        #expect(help.stdout.contains("--color <when>"))
        let version = try Binary.run(["--version"])
        #expect(version.stdout.hasPrefix("tileshell "))
    }

    @Test func quitEndsTheRunSuccessfully() throws {
        let r = try Binary.run([], stdin: "set price 1\nquit\nshow price\n")
        #expect(r.status == 0)
        #expect(r.stdout == "")
    }

    @Test func crlfAndAMissingFinalNewline() throws {
        let r = try Binary.run([], stdin: "set price 3\r\nshow price")
        #expect(r.stdout == "$3.00\n")
        #expect(r.status == 0)
    }
}
