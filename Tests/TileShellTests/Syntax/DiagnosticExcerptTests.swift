import Testing

@testable import TileShell

/// A diagnostic on a hostile line stays small: the quoted token is cut to its start
/// and end, the line to a window around the caret, and the caret still under its character.
@Suite struct DiagnosticExcerptTests {
    @Test func aLongTokenAndLineAreCutAroundTheCaret() {
        let op = String(repeating: "+", count: 200_000)
        let text = "set x 1 " + op + "x"
        let column = 8 + op.count + 1
        let diagnostic = Diagnostic(
            at: SourceLocation(source: "<t>", line: 1, column: column), sourceText: text,
            .expected("the end of the command", found: op + "x"))
        let lines = diagnostic.formatted().split(separator: "\n").map(String.init)
        let quoted = String(repeating: "+", count: 30) + "…" + String(repeating: "+", count: 28) + "x"
        #expect(lines.first == "<t>:1:\(column): error: expected the end of the command, found '\(quoted)'")
        #expect(lines.count == 3)
        let excerpt = Array(lines.dropFirst().first ?? "")
        let caret = lines.last ?? ""
        #expect(excerpt.first == "…" && excerpt.count <= 202)
        #expect(caret.drop { $0 == " " } == "^")
        let offset = caret.prefix { $0 == " " }.count
        #expect(excerpt.indices.contains(offset) && excerpt[offset] == "x")
    }
}
