import Testing

@testable import TileText

/// The one cutting of quoted source every diagnostic formatter shares.
@Suite struct ExcerptTests {
    static let long = String(repeating: "+", count: 200_000)

    @Test func aLongQuotedTokenKeepsItsStartAndEnd() {
        let message = Excerpt.message("unknown command 'ab" + Self.long + "yz'; did you mean 'set'?")
        let quoted = "ab" + String(repeating: "+", count: 28) + "…" + String(repeating: "+", count: 27) + "yz"
        #expect(message == "unknown command '\(quoted)'; did you mean 'set'?")
        #expect(quoted.count == Excerpt.quotedCharacters)
    }

    @Test func shortTokensAndApostrophesAreLeftAlone() {
        let word = String(repeating: "w", count: 60)
        let text = "the file's '\(word)' doesn't end, nor 'x' or '\(word)'"
        #expect(Excerpt.message(text) == text)
        // NB: a lone quote does not make the rest of the message a token.
        let lone = "it's " + String(repeating: "a ", count: 100) + "'" + String(repeating: "b ", count: 100)
        #expect(Excerpt.message(lone) == lone)
    }

    @Test func aLongMessageKeepsItsStartAndEnd() {
        let message = Excerpt.message("found \"" + String(repeating: "a b ", count: 100_000) + "\" at the end")
        #expect(message.count <= Excerpt.messageCharacters + 3)
        #expect(message.hasPrefix("found \"a b"))
        #expect(message.hasSuffix("\" at the end"))
    }

    @Test func manyUnclosedQuotesAreReadOnce() {
        let message = Excerpt.message(" '" + String(repeating: " '", count: 200_000))
        #expect(message.count <= Excerpt.messageCharacters + 3)
    }

    @Test(arguments: [(10, 5, 1...200), (1_000, 5, 1...200), (1_000, 500, 450...649), (200, 200, 1...200)])
    func aWindowHoldsTheCaret(count: Int, column: Int, expected: ClosedRange<Int>) {
        #expect(Excerpt.window(characters: count, around: column) == expected)
    }

    @Test func cutCountsCharactersNotBytes() {
        #expect(Excerpt.cut("ééééé", to: 5) == "ééééé")
        #expect(Excerpt.cut("éééééé", to: 5) == "éé…éé")
    }
}
