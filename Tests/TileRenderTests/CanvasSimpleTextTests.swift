import Testing
import TileText

@testable import TileRender

/// `Canvas.put` skips forming `Character`s for "simple" text; these pin what makes that safe.
@Suite struct CanvasSimpleTextTests {
    static let simpleScalars: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init) + (0x2500...0x259F).compactMap(Unicode.Scalar.init)

    @Test func everySimpleScalarIsOneColumnOneGraphemeAndClean() {
        for scalar in Self.simpleScalars {
            let text = String(Character(scalar))
            #expect(Canvas.isSimple(text), "U+\(String(scalar.value, radix: 16))")
            #expect(TextWidth.of(Character(scalar)) == 1)
            #expect(Sanitizer.visible(text) == text)
            var canvas = Canvas(width: 1, height: 1)
            #expect(canvas.put(text, x: 0, y: 0) == 1)
            #expect(canvas[0, 0] == Cell(text))
            // Next to any other simple scalar it stays a grapheme of its own.
            #expect((text + "─" + text + "a").count == 4)
        }
    }

    @Test func anythingElseTakesTheGeneralPath() {
        for text in ["\u{1B}[2J", "e\u{301}", "漢", "🍎", "\u{AD}", "✓", "\u{25A0}", "\u{24FF}", "a\u{7F}", "é"] {
            #expect(!Canvas.isSimple(text), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(Canvas.isSimple(""))
        #expect(Canvas.isSimple("╭──╮ │ ▐20% OFF▌ ━┫"))
    }

    @Test func simpleTextDrawsAsCharactersWould() {
        let text = "╭─ab ┣━┫ ▌"
        var canvas = Canvas(width: 8, height: 1)
        #expect(canvas.put(text, x: -1, y: 0, style: Style(bold: true)) == 9)
        let expected = Array(text).dropFirst().prefix(8).map { Cell(String($0), style: Style(bold: true)) }
        #expect(Array(canvas.cells) == expected)
    }
}
