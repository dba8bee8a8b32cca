import Testing
import TileRender
import TileTree

@testable import TileShell

/// The presentations' trees: the tile's prepared tree draws what a fresh one draws, and the
/// trees are written as SwiftUI spells them.
@Suite struct PresentationTreeTests {
    func bytes(_ c: Canvas) -> String { Renderer(depth: .truecolor).renderString(c) }

    @Test(arguments: [
        (0, "Apples", NamedColor.red), (1234, "Oranges", .orange), (123_456_789, "Granny Smith apples", .green),
    ])
    func aTileFromThePreparedTreeIsTheTileBuiltAfresh(count: Int, title: String, color: NamedColor) {
        for width in [80, 19, 3] {
            #expect(
                bytes(TilePresentation.cells(count: count, title: title, color: color, width: width))
                    == bytes(TilePresentation.tree(count: count, title: title, color: color).drawCells(width: width)))
        }
    }

    @Test func modifiersAreIndentedUnderAOneLineCall() {
        #expect(
            SwiftUISource.lines(BadgePresentation.tree(text: "20% OFF", color: .red)) == [
                "Text(\"20% OFF\")", "  .font(.caption)", "  .padding(.horizontal, 6)", "  .padding(.vertical, 2)",
                "  .background(.red)", "  .foregroundStyle(.white)", "  .clipShape(Capsule())",
            ])
    }

    @Test func aContainersModifiersStandAtItsLevelAfterTheBrace() {
        #expect(
            SwiftUISource.lines(TilePresentation.tree(count: 7, title: "Kiwis", color: .green)) == [
                "VStack(spacing: 12) {", "  Text(\"7\")", "    .font(.largeTitle)", "    .foregroundColor(.white)",
                "    .underline()", "", "  Text(\"Kiwis\")", "    .font(.headline)", "    .foregroundColor(.white)",
                "}",
                ".frame(width: 150, height: 150)", ".background(.green)", ".cornerRadius(10)",
            ])
    }
}
