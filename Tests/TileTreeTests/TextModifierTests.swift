import Testing
import TileRender

@testable import TileTree

/// `.minimumScaleFactor`, `.kerning`, `.tracking`, `.baselineOffset` and `.textCase`, against
/// `TextMetrics`' widths.
@Suite struct TextModifierTests {
    func size(_ v: ViewNode, _ p: ProposedSize = .unspecified, measure: Measure = .points) throws -> Size {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).sizeThatFits(p)
    }

    @Test func textTooWideShrinksItsFontBeforeWrapping() throws {
        // Offered the width "aaaa" takes at 8.5 pt, a factor of 0.5 lets body text (17 pt)
        // shrink to 8.5 pt: one line that wide, half a body line high (10.14 pt) rounded up to
        // the pixel, 10.33.
        let half = TextMetrics.width("aaaa", size: 8.5)
        let text = ViewNode.text("aaaa").minimumScaleFactor(0.5)
        let s = try size(text, ProposedSize(width: half, height: nil))
        #expect(abs(s.width - half) < 1e-6)
        #expect(abs(s.height - 31.0 / 3) < 1e-6)
        // Without the modifier it wraps inside the word: two body lines.
        #expect(try size(.text("aaaa"), ProposedSize(width: half, height: nil)).height == Font.body.height(lines: 2))
    }

    @Test func shrinkingStopsAtTheFactorThenWraps() throws {
        // Offered 10: the font stops at 8.5 pt and wraps: two letters a line, two half lines
        // (2 × 10.14 = 20.29, rounded up to 20.33).
        let s = try size(.text("aaaa").minimumScaleFactor(0.5), ProposedSize(width: 10, height: nil))
        #expect(abs(s.width - TextMetrics.width("aa", size: 8.5)) < 1e-6)
        #expect(abs(s.height - 61.0 / 3) < 1e-6)
        let font = TextLayout.font(
            for: "aaaa", width: 10, environment: environment(.text("aaaa").minimumScaleFactor(0.5)),
            measure: .points)
        #expect(font.size == 8.5)
    }

    @Test func textThatFitsKeepsItsSize() throws {
        #expect(
            try size(.text("aaaa").minimumScaleFactor(0.5), ProposedSize(width: 300, height: nil))
                == size(.text("aaaa"), ProposedSize(width: 300, height: nil)))
    }

    @Test func kerningAddsPointsAfterEachCharacter() throws {
        // On top of the font's own tracking: 2 points after each of the 4 letters.
        let plain = TextMetrics.width("aaaa", size: 17)
        #expect(abs(try size(.text("aaaa").kerning(2)).width - (plain + 8)) < 1e-9)
        // Tracking wins over kerning: 1 point a letter.
        #expect(abs(try size(ViewNode.text("aaaa").kerning(2).tracking(1)).width - (plain + 4)) < 1e-9)
        // In cells, no change.
        #expect(try size(.text("aaaa").kerning(2), measure: .cells) == Size(width: 4, height: 1))
    }

    @Test func baselineOffsetChangesNoLayout() throws {
        #expect(try size(.text("aaaa").baselineOffset(5)) == size(.text("aaaa")))
    }

    @Test func textCaseIsMeasuredAndShownTransformed() throws {
        // Measured as "AAAA".
        #expect(abs(try size(.text("aaaa").textCase(.uppercase)).width - TextMetrics.width("AAAA", size: 17)) < 1e-9)
        #expect(try size(ViewNode.text("AAAA").textCase(.lowercase)) == size(.text("aaaa")))
        let drawn = Renderer(depth: .none).renderString(ViewNode.text("Sale").textCase(.uppercase).drawCells(width: 20))
        #expect(drawn.split(separator: "\n") == ["SALE"])
        let root = try LayoutEngine(
            ViewNode.text("Sale").textCase(.uppercase), context: LayoutContext(measure: .points)
        )
        .layout(proposal: .unspecified)
        #expect(LayoutReport.json(points: root, cells: nil).first?.serialized().contains(#""text":"SALE""#) == true)
    }

    /// The environment the text under a chain of styling modifiers inherits.
    func environment(_ v: ViewNode) -> ViewEnvironment {
        var env = ViewEnvironment()
        var node = v
        while let child = node.children.first {
            node.kind.environment(forChild: 0, &env)
            node = child
        }
        return env
    }
}
