import Testing
import TileRender

@testable import TileTree

/// A tree prepared once whose leaves are replaced draws what the tree built afresh draws.
@Suite struct PreparedTreeTests {
    func bytes(_ c: Canvas) -> String { Renderer(depth: .truecolor).renderString(c) }

    @Test(arguments: [
        (0, "Apples", NamedColor.red), (1234, "Oranges", .orange), (123_456_789, "Granny Smith apples", .green),
    ])
    func aTileFromThePreparedTreeIsTheTileBuiltAfresh(count: Int, title: String, color: NamedColor) {
        let tile = ViewDescription.Tile(count: count, title: title, color: color)
        for width in [80, 19, 3] {
            #expect(
                bytes(ViewDescription.tileCells(tile, width: width))
                    == bytes(ViewDescription.tile(tile).tree.drawCells(width: width)))
        }
    }

    @Test func onlyLeavesThatTakeRoomAreReplaced() throws {
        let tree = try PreparedTree(.vstack([.text("a"), .text("b")]))
        let leaves = tree.leaves(where: { $0 is TextKind })
        #expect(leaves == [1, 2])
        let replaced = tree.replacingLeaves([(1, TextKind("long text")), (2, EmptyKind()), (0, TextKind("x"))])
        #expect((replaced.kinds[1] as? TextKind)?.text == "long text")
        #expect((replaced.kinds[2] as? TextKind)?.text == "b")
        #expect(replaced.kinds[0] is StackKind)
        let size = LayoutEngine(replaced, measure: .cells).sizeThatFits(.unspecified)
        #expect(size == Size(width: 9, height: 2))
    }
}
