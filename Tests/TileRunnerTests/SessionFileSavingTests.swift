import TestSupport
import Testing
import TileShell

/// What `save` writes, `load` reads back; what `load` would refuse, `save` refuses first.
@Suite struct SessionFileSavingTests {
    func session(_ lines: [String]) throws -> Session {
        var shell = Shell(environment: Environment(now: Instant(seconds: 0), formatter: PlainFormatting()))
        for (i, line) in lines.enumerated() {
            if case .failed(let d, _) = shell.run(
                SourceLine(source: "t", lineNumber: i + 1, text: line), emit: { _ in })
            {
                Issue.record("\(d.formatted())")
            }
        }
        return shell.session
    }

    func roundTripsOrRefuses(_ s: Session) -> Bool {
        switch SessionFile.encodeForSaving(s) {
        case .failure: return true
        case .success(let text):
            guard case .success(let back) = SessionFile.decode(text, source: "s.tss", now: Instant(seconds: 0)) else {
                return false
            }
            return SessionFile.encode(back) == text
        }
    }

    @Test func aStringOfControlCharactersThatWouldMakeALongLineIsRefused() throws {
        // 300 000 control characters: each saved as \u{1} (5 bytes): a line of 1.5 MB.
        let s = try session(["var s: String = \"" + String(repeating: "\u{1}", count: 300_000) + "\""])
        guard case .failure(let e) = SessionFile.encodeForSaving(s) else {
            Issue.record("saved a session 'load' would refuse")
            return
        }
        #expect(e.message.hasPrefix("line ") && e.message.contains(" of the session would be 1500026 bytes"))
        #expect(e.message.hasSuffix("'load' reads lines of at most 1048576 bytes"))
    }

    @Test func aSessionOverTheLoadLimitIsRefused() throws {
        let value = String(repeating: "x", count: 1000)
        var lines: [String] = []
        for i in 0..<70_000 { lines.append("var s\(i): String = \"\(value)\"") }
        let s = try session(lines)
        guard case .failure(let e) = SessionFile.encodeForSaving(s) else {
            Issue.record("saved a session over 64 MiB")
            return
        }
        #expect(e.message.hasSuffix("'load' reads at most 64 MiB"))
    }

    @Test(arguments: [
        ["set price 2.5"], ["enum Size: s, m", "var size: Size = m as picker"],
        ["var s: String = \"" + String(repeating: "\u{7}é\\\"", count: 20) + "\""],
        ["tilekind Fruit: apple \"Äpfel\" red, orange \"O\" orange"],
    ])
    func savedSessionsLoadBack(_ lines: [String]) throws {
        #expect(roundTripsOrRefuses(try session(lines)))
    }
}
