import Foundation
import TestSupport
import Testing
import TileShell
import TileSystem
import TileTranscript

@testable import TileRunner

@Suite struct TranscriptUpdateTests {
    static let failing: [UInt8] =
        Array("Intro \u{1}\r\n  $ show nope\r\n  wrong\r\n".utf8) + [0xFF, 0x0D, 0x0A]
        + Array("  $ tail \u{1}".utf8) + [0xFF] + Array("\r\n  old\r\n".utf8)

    @Test func onlyExpectedOutputChangesAndEveryOtherByteStays() {
        let updated = TranscriptUpdate.apply(to: Self.failing, actual: [["new one", "", "new two"], ["x"]])
        let expected: [UInt8] =
            Array("Intro \u{1}\r\n  $ show nope\r\n  new one\r\n \r\n  new two\r\n".utf8) + [0xFF, 0x0D, 0x0A]
            + Array("  $ tail \u{1}".utf8) + [0xFF] + Array("\r\n  x\r\n".utf8)
        #expect(updated == expected)
    }

    @Test func matchingOutputChangesNothing() {
        let text = Array("  $ a\n  1\n  b* (glob)\n  $ b\n".utf8)
        #expect(TranscriptUpdate.apply(to: text, actual: [["1", "bbb"], []]) == text)
    }

    @Test func aLastCommandWithoutLineEndGetsItsOutputOnNewLines() {
        let text = Array("  $ a".utf8)
        #expect(TranscriptUpdate.apply(to: text, actual: [["1"]]) == Array("  $ a\n  1\n".utf8))
    }

    @Test func continuationLinesStayAndTheOutputFollowsThem() {
        let text = Array("  $ enum A:\n  >   a,\n  >   b\n  stale\n  $ x \\\n  > y".utf8)
        let updated = TranscriptUpdate.apply(to: text, actual: [[], ["1"]])
        #expect(String(decoding: updated, as: UTF8.self) == "  $ enum A:\n  >   a,\n  >   b\n  $ x \\\n  > y\n  1\n")
        let parsed = Transcript.parse("  $ enum A:\n  >   a,\n  >   b\n  out\n")
        guard case .command(let command, let line, let expected)? = parsed.items.first else {
            Issue.record("no command")
            return
        }
        #expect(command == "enum A:\n  a,\n  b" && line == 1 && expected == ["out"])
        #expect(parsed.rendered(actual: [["out"]]) == "  $ enum A:\n  >   a,\n  >   b\n  out\n")
    }

    func runUpdate(_ path: String) -> (status: Int32, errors: String) {
        let out = OutputSink()
        let err = OutputSink()
        let status = TranscriptRunner.run(
            paths: [ArgPath(path)], update: true, formatter: PlainFormatting(), out: out, err: err)
        return (status, String(decoding: err.bytes, as: UTF8.self))
    }

    @Test func updateKeepsTheModeAndCommandBytes() throws {
        let dir = try Scratch()
        let original: [UInt8] = Array("Title\r\n  $ show nope ".utf8) + [0xFF] + Array("\r\n  stale\r\n".utf8)
        let path = try dir.write("u.t", original, mode: 0o640)
        let result = runUpdate(path)
        #expect(result.status == 0, "\(result.errors)")
        let bytes = dir.read("u.t") ?? []
        #expect(bytes.starts(with: Array("Title\r\n  $ show nope ".utf8) + [0xFF, 0x0D, 0x0A, 0x20, 0x20]))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("stale"))
        #expect(dir.mode("u.t") == 0o640)
        #expect(dir.names() == ["u.t"])
        // Run again: it now passes and the file is left as it is.
        #expect(runUpdate(path).status == 0)
        #expect(dir.read("u.t") == bytes)
    }

    @Test func aReadOnlyTranscriptIsNotMadeWritableAndTheRunFails() throws {
        let dir = try Scratch()
        let original = Array("  $ show nope\n  stale\n".utf8)
        let path = try dir.write("r.t", original, mode: 0o444)
        let result = runUpdate(path)
        #expect(result.status == 1)
        #expect(result.errors == "tileshell: error: cannot write '\(path)': it is read-only\n")
        #expect(dir.read("r.t") == original)
        #expect(dir.mode("r.t") == 0o444)
    }
}
