import Testing
import TileRender

@testable import TileTree

/// A layer's region in cells is clipped to the canvas: a region partly, wholly or hugely off it,
/// or of negative size, gives the cells inside and never a range that traps.
struct LayerRegionTests {
    let canvas = Canvas(width: 10, height: 4)

    @Test func aRegionInsideIsEveryCellRowByRow() {
        let cells = CellPainter.positions([1, 2, 2, 2], in: canvas)
        #expect(cells.map { [$0.0, $0.1] } == [[1, 2], [2, 2], [1, 3], [2, 3]])
    }

    @Test func aRegionPartlyOffIsClipped() {
        #expect(CellPainter.positions([8, 3, 5, 5], in: canvas).map { [$0.0, $0.1] } == [[8, 3], [9, 3]])
        #expect(CellPainter.positions([-3, -1, 4, 2], in: canvas).map { [$0.0, $0.1] } == [[0, 0]])
        // An end past Int.max is the canvas's edge.
        #expect(CellPainter.positions([-5, 0, Int.max, 1], in: canvas).count == 10)
    }

    @Test(arguments: [
        [20, 0, 3, 1], [0, 9, 1, 1], [5, 1, -4, 2], [2, 2, 1, -9], [Int.max, Int.max, Int.max, Int.max],
        [Int.min, Int.min, Int.min, Int.min],
    ])
    func aRegionOffTheCanvasOrOfNegativeSizeIsEmpty(region: [Int]) {
        #expect(CellPainter.positions(region, in: canvas).isEmpty)
    }
}
