import Foundation
import Testing

/// Colour, width, locale and time flags, and the environment variables behind `--color auto`.
@Suite struct OutputTests {
    @Test func colorAutoIsOffInAPipeAndAlwaysForcesIt() throws {
        let auto = try Binary.run(["-c", "tile apple 1"])
        #expect(!auto.stdout.contains("\u{1B}["))
        let always = try Binary.run(
            ["--color", "always", "-c", "tile apple 1"], environment: ["COLORTERM": "truecolor"])
        #expect(always.stdout.contains("48;2;255;59;48m"))
        let forced = try Binary.run(
            ["-c", "tile apple 1"], environment: ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"])
        #expect(forced.stdout.contains(";48;5;") || forced.stdout.contains("[48;5;"))
        let noColor = try Binary.run(["-c", "tile apple 1"], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        let never = try Binary.run(["--color=never", "-c", "tile apple 1"], environment: ["FORCE_COLOR": "1"])
        #expect(!never.stdout.contains("\u{1B}["))
    }

    @Test func widthComesFromTheFlagThenColumns() throws {
        let three = "tile apple 1 orange 2 apple 3"
        let narrow = try Binary.run(["--width", "44", "-c", three])
        let wide = try Binary.run(["-c", three], environment: ["COLUMNS": "200"])
        let fallback = try Binary.run(["-c", three])
        #expect(narrow.stdout.filter { $0 == "\n" }.count == 19)
        #expect(wide.stdout.filter { $0 == "\n" }.count == 9)
        #expect(fallback.stdout.filter { $0 == "\n" }.count == 9)  // 80 columns: 3 × 20 + 2 × 2 = 64
    }

    @Test func nowAndLocaleMakeOutputReproducible() throws {
        let args = [
            "--now", "2026-11-29T12:00:00Z", "-c",
            "set updated 2026-11-29T09:00:00Z; show updated; set price 1234.5; show price",
        ]
        let us = try Binary.run(args)
        #expect(us.stdout == "3 hr. ago\n$1,234.50\n")
        let de = try Binary.run(["--locale", "de_DE"] + args)
        #expect(de.stdout.contains("1.234,50"))
        let fromEnv = try Binary.run(args, environment: ["LANG": "de_DE.UTF-8"])
        #expect(fromEnv.stdout == de.stdout)
        // POSIX categories: prices from LC_MONETARY, dates from LC_TIME, each over LANG.
        let split = try Binary.run(args, environment: ["LANG": "en_US.UTF-8", "LC_MONETARY": "de_DE.UTF-8"])
        #expect(split.stdout == "3 hr. ago\n" + (de.stdout.split(separator: "\n").last.map(String.init) ?? "") + "\n")
        let dates = try Binary.run(args, environment: ["LANG": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"])
        #expect(dates.stdout == (de.stdout.split(separator: "\n").first.map(String.init) ?? "") + "\n$1,234.50\n")
        let bad = try Binary.run(["--now", "yesterday", "-c", "state"])
        #expect(bad.status == 2)
    }

    @Test func outputIsStreamedPerCommand() throws {
        // A reader sees the first command's output before the input has even ended.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        let input = Pipe()
        let output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data("set price 1\nshow price\n".utf8))
        let first = output.fileHandleForReading.availableData
        #expect(String(decoding: first, as: UTF8.self) == "$1.00\n")
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }

    @Test func fileOutputIsBatchedButKeepsItsOrderWithErrors() throws {
        // To a regular file, output is gathered into large writes; diagnostics still land in
        // order when both streams share the file (2>&1).
        let dir = try Binary.directory(["s.tsh": "tile apple 1\npick unit hours\nset price 2; show price\n"])
        let script = dir.appendingPathComponent("s.tsh").path
        let file = dir.appendingPathComponent("out.txt").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "'\(Binary.path)' -k '\(script)' > '\(file)' 2>&1"]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 1)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let piped = try Binary.run(["-k", script])
        #expect(text == piped.stdout.components(separatedBy: "$2.00\n")[0] + piped.stderr + "$2.00\n")
        #expect(text.hasSuffix("^~~~~\n$2.00\n"))
    }

    @Test func userTextCannotDriveTheTerminal() throws {
        let r = try Binary.run(["--color", "always", "-c", #"set name "\u{1b}]0;owned\u{7}"; show name"#])
        #expect(!r.stdout.contains("\u{1B}]"))
        #expect(!r.stdout.contains("\u{7}"))
        #expect(r.stdout.contains(#"\u{1B}]0;owned\u{7}"#))
    }
}
