import Testing
import TileRender

@Suite struct CanvasTests {
    @Test func putClipsAtTheRightEdge() {
        var canvas = Canvas(width: 3, height: 1)
        #expect(canvas.put("abcdef", x: 0, y: 0) == 3)
        #expect(row(canvas) == "abc")
    }

    @Test func wideCharacterThatWouldSplitAtTheRightEdgeIsNotWritten() {
        var canvas = Canvas(width: 2, height: 1)
        #expect(canvas.put("a漢", x: 0, y: 0) == 1)
        #expect(canvas[1, 0] == Cell())
        var fits = Canvas(width: 3, height: 1)
        #expect(fits.put("a漢", x: 0, y: 0) == 3)
        #expect(fits[1, 0].text == "漢")
        #expect(fits[2, 0] == Cell("", isContinuation: true))
    }

    @Test func negativeCoordinatesClip() {
        var canvas = Canvas(width: 3, height: 2)
        #expect(canvas.put("abc", x: -1, y: 0) == 3)
        #expect(canvas.put("zzz", x: 0, y: -1) == 3)
        #expect(canvas.put("zzz", x: 0, y: 2) == 3)
        #expect(row(canvas, 0) == "bc")
        #expect(row(canvas, 1) == "")
    }

    @Test func wideCharacterCutByTheLeftEdgeLeavesABlank() {
        let style = Style(background: RGB(1, 1, 1))
        var canvas = Canvas(width: 3, height: 1)
        canvas.put("漢a", x: -1, y: 0, style: style)
        #expect(canvas[0, 0] == Cell(" ", style: style))
        #expect(canvas[1, 0] == Cell("a", style: style))
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.put("漢字", x: 0, y: 0)
        canvas.put("b", x: 1, y: 0)
        canvas.put("c", x: 2, y: 0)
        #expect(row(canvas) == " bc")
        #expect(!canvas.cells.contains { $0.isContinuation })

        var shifted = Canvas(width: 4, height: 1)
        shifted.put("漢字", x: 0, y: 0)
        shifted.put("一", x: 1, y: 0)
        #expect(shifted.cells.map(\.text) == [" ", "一", "", " "])
        #expect(shifted.cells.map(\.isContinuation) == [false, false, true, false])
    }

    @Test func putMakesControlsVisibleAndDropsZeroWidth() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.put("\u{1B}[", x: 0, y: 0) == 7)
        #expect(row(canvas) == "\\u{1B}[")
        var marks = Canvas(width: 3, height: 1)
        #expect(marks.put("\u{200D}e\u{301}", x: 0, y: 0) == 1)
        #expect(marks[0, 0].text == "e\u{301}")
        // A zero-width space is an invisible format character: shown, not dropped.
        var invisible = Canvas(width: 10, height: 1)
        #expect(invisible.put("\u{200B}", x: 0, y: 0) == 8)
        #expect(row(invisible).hasPrefix("\\u{200B}"))
    }

    @Test func fillClipsAndSurvivesExtremeRectangles() {
        let style = Style(background: RGB(0, 0, 255))
        var canvas = Canvas(width: 3, height: 2)
        canvas.fill(x: -5, y: 1, width: 7, height: 10, style: style)
        canvas.fill(x: 2, y: 0, width: -4, height: 1, style: style)
        canvas.fill(x: Int.max, y: Int.max, width: Int.max, height: Int.max, style: style)
        canvas.fill(x: Int.min, y: Int.min, width: Int.max, height: Int.max, style: style)
        #expect(canvas.cells.map { $0.style == style } == [false, false, false, true, true, false])
    }

    @Test func drawCopiesAndClipsWideCharactersAtBothEdges() {
        var tile = Canvas(width: 3, height: 1)
        tile.put("漢x", x: 0, y: 0)
        var left = Canvas(width: 3, height: 1)
        left.draw(tile, x: -1, y: 0)
        #expect(row(left) == " x")
        #expect(!left.cells.contains { $0.isContinuation })
        var right = Canvas(width: 3, height: 1)
        right.draw(tile, x: 2, y: 0)
        #expect(right[2, 0] == Cell())
        var whole = Canvas(width: 4, height: 2)
        whole.draw(tile, x: 1, y: 1)
        #expect(row(whole, 1) == " 漢x")
        whole.draw(tile, x: Int.min, y: Int.max)
        #expect(row(whole, 1) == " 漢x")
    }

    @Test func subscriptOutsideReadsBlankAndIgnoresWrites() {
        var canvas = Canvas(width: 1, height: 1)
        canvas[5, 0] = Cell("x")
        canvas[0, -1] = Cell("x")
        #expect(canvas[5, 0] == Cell())
        #expect(Array(canvas.cells) == [Cell()])
        #expect(Canvas(width: -3, height: 2).cells.isEmpty)
    }

    private func row(_ canvas: Canvas, _ y: Int = 0) -> String {
        let text = Renderer(depth: .none).renderString(canvas)
        return String(text.split(separator: "\n", omittingEmptySubsequences: false)[y])
    }
}
