import Testing

@testable import TileShell

@Suite struct SessionFileTests {
    func decode(_ text: String) -> Result<Session, Diagnostic> {
        SessionFile.decode(text, source: "s.tss", now: fixedNow)
    }

    @Test func roundTripsDeclarationsAndValues() throws {
        let script = """
            enum Size: small, medium, large
            tilekind Size: small "Smalls" mint, medium "Mediums" teal, large "Larges" indigo
            var size: Size = large
            var note: String? = "tab\\there \\"quoted\\" \\u{1F34E}"
            var total: Decimal = 12.50 as price
            var due: Date? = 2026-12-24T10:00:00Z
            pick unit hour; set price 9.99; set discount 15; pick currency EUR
            """
        let original = Run(script).shell.session
        let text = SessionFile.encode(original)
        guard case .success(let loaded) = decode(text) else {
            Issue.record("did not decode:\n\(text)")
            return
        }
        #expect(SessionFile.encode(loaded) == text)
        #expect(loaded.bindings == original.bindings)
        #expect(loaded.enums == original.enums)
    }

    @Test func refusesDamagedFiles() {
        let good = SessionFile.encode(Run("set price 1").shell.session)
        let rows: [(String, String)] = [
            ("", "not a tileshell session file"),
            ("hello\n", "not a tileshell session file"),
            ("# tileshell session 4\n# end of session: 0 commands\n", "format 4, from a newer tileshell"),
            ("# tileshell session x\n", "malformed session header"),
            (String(good.split(separator: "\n").dropLast().joined(separator: "\n")), "truncated or damaged"),
            (good.replacingOccurrences(of: "set price 1", with: "set price one"), "'one' is not a valid Decimal"),
            (
                good.replacingOccurrences(of: "set price 1", with: "source /etc/passwd"),
                "'source' is not allowed in a session file"
            ),
            (
                good.replacingOccurrences(of: "set price 1", with: "tile apple 1"),
                "'tile' is not allowed in a session file"
            ),
        ]
        for (text, expected) in rows {
            guard case .failure(let d) = decode(text) else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(d.message.contains(expected), "\(d.message)")
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(of a: String, with b: String) -> String {
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: a) {
            out += rest[..<r.lowerBound] + b
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
