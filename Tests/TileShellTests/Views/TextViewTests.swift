import Testing
import TileRender
import TileText
import TileTree

@testable import TileShell

/// Texts are definitions over the view tree: their role's font and colour and the shell's
/// emphasis, drawn by the cell painter in the styles the terminal has always shown them in.
@Suite struct TextViewTests {
    /// The one line `text` in `style`, rendered with colours.
    func line(_ text: String, _ style: Style) -> [UInt8] {
        var canvas = Canvas(width: TextWidth.of(text), height: 1)
        canvas.put(text, x: 0, y: 0, style: style)
        return bytes(canvas)
    }

    func bytes(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        Renderer(depth: .ansi256).render(canvas, into: &out)
        return out
    }

    @Test(arguments: [
        (PresentationName.text, Style.plain), (.headline, Style(bold: true)), (.subheadline, Style(dim: true)),
        (.caption, Style(dim: true)),
    ])
    func eachRoleDrawsInItsStyle(presentation: PresentationName, style: Style) throws {
        let view = try #require(FailableViews.text(optional: "Ada", presentation: presentation))
        #expect(view.drawn(80) == line("Ada", style))
    }

    @Test func aPriceIsRedAndADateSecondary() throws {
        let env = environment()
        let price = try #require(
            FailableViews.text(
                price: DecimalValue(isNegative: false, significand: 5, scale: 0), currency: "USD", environment: env))
        #expect(price.drawn(80) == line("$5.00", Style(foreground: NamedColor.red.rgb)))
        let date = try #require(FailableViews.text(relativeDate: fixedNow, environment: env))
        #expect(date.drawn(80) == line(date.text, Style(dim: true)))
    }

    @Test func emphasisIsAModifierInTheTree() {
        let status = TextView("unit = minute", emphasis: .secondary)
        #expect(status.drawn(80) == line("unit = minute", Style(dim: true)))
        #expect(TextView("usage:", emphasis: .bold).drawn(80) == line("usage:", Style(bold: true)))
        // The terminal draws the tree the layout inspector shows: the text under its modifier.
        #expect(status.tree().kind.name == ".foregroundStyle")
        #expect(status.tree().children.first?.kind.name == "Text")
    }

    @Test func longTextWrapsBetweenWordsAtTheWidth() {
        let canvas = TextView("one two three", emphasis: .secondary).drawn(8)
        var expected = Canvas(width: 7, height: 2)
        expected.put("one two", x: 0, y: 0, style: Style(dim: true))
        expected.put("three", x: 0, y: 1, style: Style(dim: true))
        #expect(canvas == bytes(expected))
    }

    /// Named change: an unknown symbol is an `Image` in the tree, cut at the output's edge as
    /// every image is, where it used to wrap onto a second line like text.
    @Test func anUnknownSymbolIsCutAtTheEdgeNotWrapped() throws {
        let symbol = try #require(FailableViews.image(systemName: "no.such.symbol"))
        #expect(symbol.drawn(80) == line("[no.such.symbol]", Style(dim: true)))
        #expect(symbol.drawn(8) == line("[no.such", Style(dim: true)))
    }

    @Test func aTextRendersTheSameFromTheCacheAsDrawn() {
        let view = TextView("Ada Lovelace", role: "headline")
        var cache = RenderCache()
        var first: [UInt8] = []
        var second: [UInt8] = []
        cache.render(view, width: 80, depth: .ansi256, into: &first)
        cache.render(view, width: 80, depth: .ansi256, into: &second)
        #expect(cache.rememberedParts == 1)
        #expect(first == bytes(view.draw(width: 80)))
        #expect(second == first)
    }
}

extension TextView {
    /// Drawn at `width` and rendered with colours.
    func drawn(_ width: Int) -> [UInt8] {
        var out: [UInt8] = []
        Renderer(depth: .ansi256).render(draw(width: width), into: &out)
        return out
    }
}
