import Foundation
import Testing

/// `save`/`load`, and signals during non-interactive runs.
@Suite struct DurabilityTests {
    @Test func saveThenLoadRestoresTheSession() throws {
        let dir = try Binary.directory([:])
        let file = dir.appendingPathComponent("s.tss").path
        let first = try Binary.run(
            [], stdin: "enum Size: s, m\nvar size: Size = m\nset price 2.5\nsave \(file)\n")
        #expect(first.status == 0, "\(first.stderr)")
        let attrs = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attrs[.size] as? Int ?? 0) > 0)
        let second = try Binary.run([], stdin: "load \(file)\nshow price\nstate\n")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasPrefix("$2.50\n"))
        #expect(second.stdout.contains("size      Size         m"))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.tss"])
    }

    @Test func aDamagedFileChangesNothing() throws {
        let dir = try Binary.directory([
            "bad.tss": "# tileshell session 1\nset price 3\nset price x\n# end of session: 2 commands\n"
        ])
        let bad = dir.appendingPathComponent("bad.tss").path
        let r = try Binary.run(["--keep-going"], stdin: "set price 1\nload \(bad)\nshow price\n")
        #expect(r.status == 1)
        #expect(r.stdout == "$1.00\n")
        #expect(r.stderr.hasPrefix("\(bad):3:11: error: 'x' is not a valid Decimal"))
    }

    @Test func interruptStopsAReplayWithStatus130() throws {
        // A script that waits on its input: the shell reads stdin, we never close it.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = errors
        try p.run()
        input.fileHandleForWriting.write(Data("set price 1\nshow price\n".utf8))
        _ = output.fileHandleForReading.availableData  // the first output: it is running
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        #expect(p.terminationStatus == 130)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(err == "tileshell: interrupted\n")
    }
}
