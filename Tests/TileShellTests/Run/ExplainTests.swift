import Testing

@testable import TileShell

/// `explain` reads the session and draws nothing; a binding named like a command is refused.
@Suite struct ExplainTests {
    @Test func explainChangesNothingAndDrawsNothingOfTheView() {
        let r = Run("set price 9.99\nexplain price\nexplain tile apple 100")
        #expect(r.errors.isEmpty)
        #expect(!r.output.contains("╭"))
        #expect(r.output.contains("9.99 in USD reads $9.99"))
        #expect(r.value("price") != nil)
        #expect(r.shell.drawings.drawings.count == 2)
    }

    @Test func everyFailableViewSaysWhyItIsNil() {
        for name in ["price", "name", "jobTitle", "updated", "discount", "symbol"] {
            let r = Run("explain \(name)")
            #expect(r.output.contains("\(name) is nil, so "), "\(name): \(r.output)")
            #expect(r.output.contains("is nil and nothing is drawn"), "\(name)")
        }
    }

    @Test func aSavedSessionWithABindingNamedLikeACommandDoesNotLoad() {
        let file = "# tileshell session 1\nvar show: Int = 1 as text\n# end of session: 1 commands\n"
        guard case .failure(let d) = SessionFile.decode(file, source: "old.tss", now: fixedNow) else {
            Issue.record("a binding named like a command was loaded")
            return
        }
        #expect(d.message.contains("'show' names the command 'show'"))
        #expect(d.location.line == 2)
    }

    @Test func explainCompletesBindingsAndDrawingCommandsThenTheCommandItself() {
        func complete(_ text: String) -> [String] {
            Completer.complete(line: text, cursor: text.utf8.count, session: .standard()).candidates.map(\.text)
        }
        #expect(complete("explain pr") == ["preview", "price"])
        #expect(complete("explain ti") == ["tile"])
        #expect(complete("explain s").contains("show"))
        #expect(!complete("explain s").contains("set"))
        #expect(complete("explain tile ") == ["apple", "orange"])
        #expect(complete("explain pick ") == [])
        // A long line of `explain explain …` is one look-up, not a recursion per word.
        #expect(complete(String(repeating: "explain ", count: 100_000)) == [])
    }

    /// A name is limited in bytes as well as characters: one letter and 100 000 combining marks
    /// is one character.
    @Test func namesAreLimitedInBytesToo() {
        let name = "a" + String(repeating: "\u{301}", count: 100_000)
        let r = Run("var \(name): Int")
        #expect(r.errors.first?.contains("a name takes at most 64 characters and 256 bytes") == true)
        // The message and the excerpt show the name's first scalars, not all 200 KB of it.
        #expect((r.errors.first?.utf8.count ?? .max) < 1_000)
        #expect(r.shell.session.bindings.count == Session.standard().bindings.count)
        #expect(Run("var " + String(repeating: "é", count: 64) + ": Int").errors.isEmpty)
    }
}
