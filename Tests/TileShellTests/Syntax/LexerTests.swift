import Testing

@testable import TileShell

@Suite struct LexerTests {
    func lex(_ text: String) throws -> [[String]] {
        let line = SourceLine(source: "t", lineNumber: 1, text: text)
        return try Lexer.lex(line).map { $0.tokens.map { line.text(of: $0) } }
    }

    @Test func wordsPunctuationAndCommands() throws {
        #expect(try lex("tile apple 100") == [["tile", "apple", "100"]])
        #expect(try lex("pick unit hour; show unit") == [["pick", "unit", "hour"], ["show", "unit"]])
        #expect(try lex("var x:Int? = 3") == [["var", "x", ":", "Int", "?", "=", "3"]])
        #expect(try lex("enum Size: s, m,l") == [["enum", "Size", ":", "s", ",", "m", ",", "l"]])
        #expect(try lex("pick fruit .orange") == [["pick", "fruit", ".orange"]])
    }

    @Test func commentsAndEmptyCommandsVanish() throws {
        #expect(try lex("# just a comment").isEmpty)
        #expect(try lex("  ;; ; ").isEmpty)
        #expect(try lex("show price # trailing") == [["show", "price"]])
        #expect(try lex("set name \"a # b\"") == [["set", "name", "a # b"]])
    }

    @Test func datesKeepTheirColons() throws {
        #expect(try lex("set updated 2026-11-29T09:30:00Z") == [["set", "updated", "2026-11-29T09:30:00Z"]])
        #expect(try lex("set updated -3h") == [["set", "updated", "-3h"]])
    }

    @Test func stringEscapes() throws {
        #expect(try lex(#"set name "a\"b\\c\n\t\u{1F34E}""#) == [["set", "name", "a\"b\\c\n\t🍎"]])
        #expect(try lex(#"set name "Zoë 漢字 🍎""#) == [["set", "name", "Zoë 漢字 🍎"]])
    }

    @Test func tokenOffsetsAreBytesAndColumnsAreCharacters() throws {
        let line = SourceLine(source: "t", lineNumber: 1, text: "set name \"é\" x")
        let tokens = try Lexer.lex(line)[0].tokens
        #expect(tokens[3].start == 14)
        #expect(line.location(of: tokens[3]).column == 14)
        let wide = SourceLine(source: "t", lineNumber: 1, text: "set name \"漢字\" x")
        #expect(wide.location(of: try Lexer.lex(wide)[0].tokens[3]).column == 15)
    }

    @Test func crAtTheEndIsBlank() throws {
        #expect(try lex("tile apple 1\r") == [["tile", "apple", "1"]])
    }
}

extension LexerTests {
    /// Inside a bracket a command's words left open, a string is Swift's: `\(…)` is its
    /// interpolation (strings in it included), left for Swift's parser; a shell string has none.
    @Test func swiftInterpolationIsLexedOnlyInsideASwiftCall() throws {
        // NB: four words: the string runs to its closing quote, past the interpolation's `)`.
        #expect(try lex(#"show Text("n \(1 + 2)")"#).map(\.count) == [4])
        #expect(try lex(#"show Text("\(["a", "b"].joined(separator: ", "))"); show unit"#).count == 2)
        #expect(throws: Diagnostic.self) { try lex(#"show Text("n \(1 + 2")"#) }
        #expect(throws: Diagnostic.self) { try lex(#"show Text("n \(1 + 2)"#) }
        #expect(throws: Diagnostic.self) { try lex(#"set name "a \(b)""#) }
    }

    /// Interpolations nested in one another are read up to a bound, past it an error: a hostile
    /// line of 100 000 nested `"\(` does not run the stack out.
    @Test func nestedInterpolationsAreBounded() throws {
        func nested(_ n: Int) -> String {
            "show Text(" + String(repeating: #""\("#, count: n) + "1" + String(repeating: #")""#, count: n) + ")"
        }
        #expect(try lex(nested(3)).map(\.count) == [4])
        #expect(try lex(nested(Lexer.maxInterpolationDepth)).map(\.count) == [4])
        #expect(throws: Diagnostic.self) { try lex(nested(Lexer.maxInterpolationDepth + 1)) }
        #expect(throws: Diagnostic.self) { try lex(nested(100_000)) }
    }

    /// A line of many `;` inside braces, or of many interpolations, reads its brackets once: it
    /// is one command, lexed at once (it took minutes when each asked from the command's start).
    @Test func manySemicolonsAndInterpolationsAreReadOnce() throws {
        let many = 60_000
        let semicolons = "show VStack { " + String(repeating: #"Text("a"); "#, count: many) + "}"
        #expect(try lex(semicolons).count == 1)
        let interpolations = "show Text(" + String(repeating: #""\(1)" + "#, count: many) + #""")"#
        #expect(try lex(interpolations).count == 1)
    }
}
