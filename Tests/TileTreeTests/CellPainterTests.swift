import Testing
import TileRender

@testable import TileTree

/// The terminal's drawing of a tree: fills, rounded boxes, capsules, text over a fill.
@Suite struct CellPainterTests {
    func plain(_ v: ViewNode, width: Int = 40) -> [String] {
        Renderer(depth: .none).renderString(v.drawCells(width: width)).split(separator: "\n").map(String.init)
    }

    @Test func aRoundedBackgroundIsABoxAroundItsContent() {
        let lines = plain(ViewNode.text("Hi").frame(width: 45, height: 50).background(.system(.red)).cornerRadius(8))
        #expect(lines == ["╭────╮", "│ Hi │", "╰────╯"])
    }

    @Test func aCapsuleOnOneRowHasHalfBlockEnds() {
        let lines = plain(
            ViewNode.text("20% OFF").font(.caption).padding(.horizontal, 6).background(.system(.red))
                .clipShape(.capsule))
        #expect(lines == ["▐20% OFF▌"])
    }

    @Test func textKeepsTheFillItIsDrawnOn() {
        let canvas = ViewNode.text("A").frame(width: 30, height: 17).background(.system(.blue)).drawCells(width: 10)
        #expect(canvas[1, 0].style.background == NamedColor.blue.rgb)
        #expect(canvas[0, 0].style.background == NamedColor.blue.rgb)
    }

    @Test func nothingIsDrawnPastTheOutputsEdge() {
        let canvas = ViewNode.color(.system(.red)).frame(width: 300, height: 20).drawCells(width: 7)
        #expect(canvas.width == 7)
    }

    @Test func aLargeTitleNumberIsTheBigDigitFaceOverItsRule() {
        let lines = plain(ViewNode.text("12").font(.largeTitle).underline())
        #expect(lines == ["╺┓  ╺━┓", " ┃  ┏━┛", "╺┻╸ ┗━╸", "━━━━━━━"])
    }

    @Test func aStrokedShapeIsItsOutline() {
        let lines = plain(ViewNode.shape(.rectangle).stroke(.system(.gray)).frame(width: 30, height: 50))
        #expect(lines == ["┌──┐", "│  │", "└──┘"])
    }
}

extension CellPainterTests {
    @Test func aHugeFrameIsCutAtTheMostCellsADrawingHolds() {
        let canvas = ViewNode.color(.system(.red)).frame(width: 300, height: 1e9).drawCells(width: 80)
        #expect(canvas.width == 40)
        #expect(canvas.width * canvas.height <= CellPainter.maxCells)
    }
}
