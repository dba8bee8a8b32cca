import Testing

@testable import TileRender

@Suite struct RendererTests {
    static let red = Style(foreground: NamedColor.red.rgb)

    /// "hi" in SwiftUI red on a 4-wide canvas, rendered at each depth.
    @Test(arguments: [
        (ColorDepth.none, "hi\n"),
        (.ansi16, "\u{1B}[91mhi\u{1B}[0m\n"),
        (.ansi256, "\u{1B}[38;5;203mhi\u{1B}[0m\n"),
        (.truecolor, "\u{1B}[38;2;255;59;48mhi\u{1B}[0m\n"),
    ])
    func colouredText(depth: ColorDepth, expected: String) {
        var canvas = Canvas(width: 4, height: 1)
        canvas.put("hi", x: 0, y: 0, style: Self.red)
        #expect(bytes(canvas, depth) == Array(expected.utf8))
    }

    @Test(arguments: [
        (ColorDepth.none, "ab c\nd\n"),
        (.ansi16, "\u{1B}[1;37;104mab\u{1B}[0m \u{1B}[4mc\u{1B}[0m\n\u{1B}[97md\u{1B}[0m\n"),
        (.ansi256, "\u{1B}[1;38;5;254;48;5;27mab\u{1B}[0m \u{1B}[4mc\u{1B}[0m\n\u{1B}[38;5;231md\u{1B}[0m\n"),
        (
            .truecolor,
            "\u{1B}[1;38;2;230;230;230;48;2;0;90;255mab\u{1B}[0m \u{1B}[4mc\u{1B}[0m\n"
                + "\u{1B}[38;2;255;255;255md\u{1B}[0m\n"
        ),
    ])
    func stylesChangeOnlyWhereTheLookChanges(depth: ColorDepth, expected: String) {
        var canvas = Canvas(width: 6, height: 2)
        let selected = Style(foreground: RGB(230, 230, 230), background: RGB(0, 90, 255), bold: true)
        canvas.put("ab", x: 0, y: 0, style: selected)
        canvas.put("c", x: 3, y: 0, style: Style(underline: true))
        canvas.put("d", x: 0, y: 1, style: Style(foreground: RGB(255, 255, 255)))
        #expect(bytes(canvas, depth) == Array(expected.utf8))
    }

    @Test func switchingBetweenTwoStylesResetsThenSets() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put("a", x: 0, y: 0, style: Style(bold: true))
        canvas.put("b", x: 1, y: 0, style: Style(italic: true))
        #expect(Renderer(depth: .ansi16).renderString(canvas) == "\u{1B}[1ma\u{1B}[0;3mb\u{1B}[0m\n")
    }

    @Test func stylesThatDowngradeAlikeShareOneSequence() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put("a", x: 0, y: 0, style: Style(foreground: RGB(255, 59, 48)))
        canvas.put("b", x: 1, y: 0, style: Style(foreground: RGB(250, 40, 40)))
        #expect(Renderer(depth: .ansi16).renderString(canvas) == "\u{1B}[91mab\u{1B}[0m\n")
        #expect(
            Renderer(depth: .truecolor).renderString(canvas)
                == "\u{1B}[38;2;255;59;48ma\u{1B}[0;38;2;250;40;40mb\u{1B}[0m\n")
    }

    @Test func trailingBlanksAreTrimmedUnlessTheyShow() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.put("ab", x: 0, y: 0)
        canvas.put("ab", x: 0, y: 1)
        canvas.fill(x: 3, y: 1, width: 1, height: 1, style: Style(background: RGB(0, 0, 0)))
        #expect(Renderer(depth: .ansi16).renderString(canvas) == "ab\nab \u{1B}[40m \u{1B}[0m\n")
        #expect(Renderer(depth: .none).renderString(canvas) == "ab\nab\n")
    }

    @Test(arguments: ColorDepth.allCases)
    func wideCharactersAreWrittenOnce(depth: ColorDepth) {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("漢🍎a", x: 0, y: 0)
        #expect(Renderer(depth: depth).renderString(canvas) == "漢🍎a\n")
    }

    @Test func noneWritesNoEscapeByte() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.fill(x: 0, y: 0, width: 8, height: 2, style: Style(background: RGB(1, 2, 3), inverse: true))
        canvas.put("x\u{1B}y", x: 0, y: 0, style: Style(foreground: RGB(9, 9, 9), bold: true, underline: true))
        let out = bytes(canvas, .none)
        #expect(!out.contains(0x1B))
        #expect(String(decoding: out, as: UTF8.self) == "x\\u{1B}y\n\n")
    }

    @Test func emptyAndZeroWidthCanvases() {
        #expect(Renderer(depth: .ansi16).renderString(Canvas(width: 0, height: 2)) == "\n\n")
        #expect(Renderer(depth: .ansi16).renderString(Canvas(width: 3, height: 0)) == "")
    }

    @Test func unsafeOrBrokenCellsSetDirectlyStillLineUp() {
        var canvas = Canvas(width: 5, height: 1)
        canvas[0, 0] = Cell("\u{1B}")
        canvas[1, 0] = Cell("", isContinuation: true)
        canvas[2, 0] = Cell("")
        canvas[3, 0] = Cell("\u{202E}")
        canvas[4, 0] = Cell("z")
        #expect(Renderer(depth: .none).renderString(canvas) == "?  ?z\n")
    }

    @Test func renderAppendsToExistingBytes() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put("ok", x: 0, y: 0)
        var out: [UInt8] = Array("> ".utf8)
        Renderer(depth: .truecolor).render(canvas, into: &out)
        #expect(out == Array("> ok\n".utf8))
    }

    private func bytes(_ canvas: Canvas, _ depth: ColorDepth) -> [UInt8] {
        var out: [UInt8] = []
        Renderer(depth: depth).render(canvas, into: &out)
        return out
    }
}
