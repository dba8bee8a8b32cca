import Testing
import TileRender

@testable import TileTree

/// `.minimumScaleFactor`, `.kerning`, `.tracking`, `.baselineOffset` and `.textCase`. Text is
/// estimated at 0.57 em a lower-case letter, 0.7 an upper-case one and 0.28 a space.
@Suite struct TextModifierTests {
    func size(_ v: ViewNode, _ p: ProposedSize = .unspecified, measure: Measure = .points) throws -> Size {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).sizeThatFits(p)
    }

    @Test func textTooWideShrinksItsFontBeforeWrapping() throws {
        // "aaaa" in body: 4 * 0.57 * 17 = 38.76 wide. Offered 19.38 (half), a factor of 0.5
        // lets it shrink to 8.5 pt: one line 19.38 wide, 22 * 0.5 = 11 high.
        let text = ViewNode.text("aaaa").minimumScaleFactor(0.5)
        let s = try size(text, ProposedSize(width: 19.38, height: nil))
        #expect(abs(s.width - 19.38) < 1e-6)
        #expect(abs(s.height - 11) < 1e-6)
        // Without the modifier it wraps inside the word: two lines of 22.
        #expect(try size(.text("aaaa"), ProposedSize(width: 19.38, height: nil)).height == 44)
    }

    @Test func shrinkingStopsAtTheFactorThenWraps() throws {
        // Offered 10: shrinking to 10 / 38.76 = 0.26 is below 0.5, so the font stops at 8.5 pt
        // (a letter 0.57 * 8.5 = 4.845) and wraps: two letters a line (9.69), two lines of 11.
        let s = try size(.text("aaaa").minimumScaleFactor(0.5), ProposedSize(width: 10, height: nil))
        #expect(abs(s.width - 9.69) < 1e-6)
        #expect(abs(s.height - 22) < 1e-6)
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
        // 38.76 + 4 * 2 = 46.76.
        #expect(abs(try size(.text("aaaa").kerning(2)).width - 46.76) < 1e-9)
        // Tracking wins over kerning: 38.76 + 4 * 1 = 42.76.
        #expect(abs(try size(ViewNode.text("aaaa").kerning(2).tracking(1)).width - 42.76) < 1e-9)
        // In cells, no change.
        #expect(try size(.text("aaaa").kerning(2), measure: .cells) == Size(width: 4, height: 1))
    }

    @Test func baselineOffsetChangesNoLayout() throws {
        #expect(try size(.text("aaaa").baselineOffset(5)) == size(.text("aaaa")))
    }

    @Test func textCaseIsMeasuredAndShownTransformed() throws {
        // "AAAA": 4 * 0.7 * 17 = 47.6 wide.
        #expect(abs(try size(.text("aaaa").textCase(.uppercase)).width - 47.6) < 1e-9)
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
