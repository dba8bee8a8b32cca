import Testing
import TileRender
import TileTree

@testable import TileShell

/// A row of tiles drawn from each tile's own cells, joined by `TileRowView.layout`, is the row
/// the view tree draws (an HStack of tiles that goes on below when too wide).
@Suite struct TileRowViewTests {
    static let faces = [
        TileFace(title: "Apples", color: .red), TileFace(title: "Oranges", color: .orange),
        TileFace(title: "A title far wider than any tile", color: .indigo), TileFace(title: "", color: .green),
    ]

    @Test(arguments: [1, 2, 3, 4, 7])
    func aRowJoinedFromItsTilesIsTheTreesRow(count: Int) {
        let tiles = (0..<count).map { i in
            CheckedTile(
                count: [1, 46, 100, 999, 12_345][i % 5], face: Self.faces[i % Self.faces.count], kind: "K",
                caseIndex: i)
        }
        let row = TileRowView(tiles)
        for width in [1, 5, 17, 18, 19, 20, 21, 38, 40, 41, 42, 60, 62, 80, 200] {
            let tree = row.plainTree.drawCells(width: width)
            var expected: [UInt8] = []
            var got: [UInt8] = []
            Renderer(depth: .truecolor).render(tree, into: &expected)
            Renderer(depth: .truecolor).render(row.draw(width: width), into: &got)
            #expect(got == expected, "\(count) tiles at width \(width)")
        }
    }
}
