import Testing
import TileText

@testable import TileRender

/// Bidi marks are drawn (they cannot reorder text); overrides and isolates never are.
@Suite struct BidiMarkTests {
    func drawn(_ text: String, width: Int = 20) -> String {
        var canvas = Canvas(width: width, height: 1)
        canvas.put(text, x: 0, y: 0)
        return Renderer(depth: .none).renderString(canvas)
    }

    @Test(arguments: ["\u{200E}", "\u{200F}", "\u{061C}"])
    func marksAreKeptBeforeTheNextGrapheme(_ mark: String) {
        #expect(drawn("a\(mark)b") == "a\(mark)b\n")
        #expect(drawn("\(mark)-1") == "\(mark)-1\n")
    }

    @Test func marksTakeNoColumn() {
        var canvas = Canvas(width: 3, height: 1)
        #expect(canvas.put("\u{200F}abc", x: 0, y: 0) == 3)
        #expect(Renderer(depth: .none).renderString(canvas) == "\u{200F}abc\n")
    }

    @Test func overridesAreStillEscaped() {
        #expect(drawn("a\u{202E}b", width: 40) == "a\\u{202E}b\n")
        #expect(drawn("a\u{2067}b", width: 40) == "a\\u{2067}b\n")
    }

    @Test func escaperKnowsTheMarks() {
        #expect(Escaper.isBidiMark("\u{200E}"))
        #expect(!Escaper.isBidiMark("\u{202E}"))
        #expect(!Escaper.isBidiMark("a"))
    }
}
