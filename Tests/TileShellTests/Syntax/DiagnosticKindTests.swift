import Testing

@testable import TileShell

/// Diagnostics are data: a program can read what went wrong without parsing the message.
@Suite struct DiagnosticKindTests {
    func diagnostic(_ script: String) -> Diagnostic? {
        var shell = Shell(environment: environment())
        var last: Diagnostic?
        for (n, text) in script.split(separator: "\n").enumerated() {
            if case .failed(let d, _) = shell.run(
                SourceLine(source: "<t>", lineNumber: n + 1, text: String(text)), emit: { _ in })
            {
                last = d
            }
        }
        return last
    }

    @Test func kindsCarryWhatTheMessageNeeds() {
        #expect(
            diagnostic("pick unit hours")?.kind
                == .notACase("hours", enumName: "TimeUnit", cases: "second, minute, hour", nearest: "hour"))
        #expect(
            diagnostic("show prcie")?.kind
                == .unknown(
                    "binding", name: "prcie", choices: nil, nearest: "price",
                    otherwise: "; type 'state' to list the bindings"))
        #expect(
            diagnostic("pik unit hour")?.kind
                == .unknown("command", name: "pik", choices: nil, nearest: "pick", otherwise: ""))
        #expect(
            diagnostic("set discount x")?.kind == .notValid("x", type: "Int", expected: "a whole number such as 42"))
        #expect(
            diagnostic("picker unit colour red")?.kind
                == .unknownOption(
                    command: "picker", name: "colour", options: ["title", "label", "style"], nearest: nil))
        #expect(diagnostic("set price")?.kind == .expected("a value, or nil", found: nil))
        let tiles = Array(repeating: "apple 1", count: 1_001).joined(separator: " ")
        #expect(diagnostic("tile " + tiles)?.kind == .limit(.tiles(count: 1_001, limit: 1_000)))
    }

    @Test func didYouMeanIsSaidOnlyWhenSomethingIsNear() {
        #expect(
            DiagnosticKind.notACase("zz", enumName: "E", cases: "a, b", nearest: nil).message
                == "'zz' is not a case of E (a, b)")
        #expect(
            DiagnosticKind.notACase("aa", enumName: "E", cases: "a, b", nearest: "a").message
                == "'aa' is not a case of E (a, b); did you mean 'a'?")
        #expect(
            DiagnosticKind.noHelp("zzz", nearest: nil).message == "no help for 'zzz'; type 'help' to list the commands")
    }
}
