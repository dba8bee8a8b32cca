import Testing

@testable import TileShell

/// A token is a byte range; what it says is read from its entry when asked.
@Suite struct TokenTextTests {
    func lexed(_ text: String) throws -> (SourceLine, [Token]) {
        let line = SourceLine(source: "t", lineNumber: 1, text: text)
        return (line, try Lexer.lex(line).flatMap { Array($0.tokens) })
    }

    @Test func aStringSaysItsDecodedValueAndAWordItsText() throws {
        let (line, tokens) = try lexed(#"set name "a\"b\\c\n\u{1F34E}é" # note"#)
        #expect(tokens.map { line.text(of: $0) } == ["set", "name", "a\"b\\c\n\u{1F34E}é"])
        #expect(line.word(of: tokens[2]) == #""a\"b\\c\n\u{1F34E}é""#)
        #expect(line.name(of: tokens[2]) == "a\"b\\c\n\u{1F34E}é")
        #expect(line.name(of: tokens[1]) == "name")
    }

    @Test func tokensOfLaterPhysicalLinesReadFromTheWholeEntry() throws {
        let (line, tokens) = try lexed(
            "tilekind Berry: \\\n  straw \"Straw\\u{62}erries\" pink,\n  blue \"Blue\" indigo")
        #expect(
            tokens.map { line.text(of: $0) } == [
                "tilekind", "Berry", ":", "straw", "Strawberries", "pink", ",", "blue", "Blue", "indigo",
            ])
        #expect(line.location(of: tokens[8]).line == 3)
    }

    @Test func aCaseNameDropsTheShorthandDot() throws {
        let (line, tokens) = try lexed("pick unit .hour \".minute\" second")
        #expect(tokens.dropFirst(2).map { String(line.caseName(of: $0)) } == ["hour", "minute", "second"])
    }

    @Test func aKeywordIsAWordOfTheSameBytesOrAnEquivalentSpelling() throws {
        let (line, tokens) = try lexed("stop \"stop\" stops \u{212A} K")
        #expect(line.isWord(tokens[0], "stop"))
        #expect(!line.isWord(tokens[1], "stop"))
        #expect(!line.isWord(tokens[2], "stop"))
        // The Kelvin sign is K to String equality, and so to a keyword.
        #expect(line.isWord(tokens[3], "K") && line.isWord(tokens[4], "\u{212A}"))
        #expect(!line.isWord(tokens[4], "k"))
    }

    @Test func aCommandIsFoundByItsNameOrAliasInPlace() throws {
        let (line, tokens) = try lexed("tile tilekind \"tile\" til")
        let table = CommandTable.standard
        #expect(table.named(tokens[0], in: line)?.name == "tile")
        #expect(table.named(tokens[1], in: line)?.name == "tilekind")
        #expect(table.named(tokens[2], in: line) == nil)
        #expect(table.named(tokens[3], in: line) == nil)
        for spec in table.commands {
            for name in [spec.name] + spec.aliases {
                let (l, t) = try lexed(name)
                #expect(table.named(t[0], in: l)?.name == spec.name, "\(name)")
            }
        }
    }
}
