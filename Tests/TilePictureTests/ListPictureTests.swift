import Testing
import TileRender
import TileTree

@testable import TilePicture

/// A list in the SwiftUI-look picture: the grouped background, its rounded cards and the
/// separators between rows, in the theme's colours.
@Suite struct ListPictureTests {
    func svg(_ tree: ViewNode, theme: PictureOptions.Theme = .light) -> String {
        let block = PictureBlock(canvas: tree.drawCells(width: 60), tree: tree)
        return Picture.svg(blocks: [block], options: PictureOptions(look: .swiftui, theme: theme))
    }

    func rects(_ s: String) -> [Substring] { s.split(separator: "\n").filter { $0.hasPrefix("<rect") } }

    static let list = ViewNode.list([
        .color(.system(.red)).frame(width: 100, height: 22), .color(.system(.red)).frame(width: 100, height: 22),
    ])

    @Test func aListIsRoundedCardsOnTheGroupedBackground() {
        // At its ideal size: 100 + 2 × 20 + 2 × 16 = 172 wide, 35 + 88 + 35 = 158 tall; the card
        // 16 pt in and 35 down from the picture's 20 pt margin, 140 × 88 with 10 pt corners.
        let r = rects(svg(Self.list))
        #expect(r.contains { $0.contains(##"x="20" y="20" width="172" height="158" fill="#F2F2F7""##) })
        #expect(r.contains { $0.contains(##"x="36" y="55" width="140" height="88" rx="10" fill="#FFFFFF""##) })
    }

    @Test func aSeparatorIsAHairlineFromTheRowsContentToTheCardsEnd() {
        // Above the second row (55 + 44 = 99), from 36 + 20 = 56 to the card's end (176).
        let r = rects(svg(Self.list))
        #expect(r.filter { $0.contains(##"fill="#C6C6C8""##) }.count == 1)
        #expect(r.contains { $0.contains(##"x="56" y="99" width="120" height="0.3" fill="#C6C6C8"##) })
    }

    @Test func aDarkListTakesTheDarkGroupedColours() {
        let s = svg(Self.list, theme: .dark)
        #expect(s.contains(##"fill="#000000""##) && s.contains(##"rx="10" fill="#1C1C1E""##))
        #expect(s.contains(##"fill="#38383A""##))
    }
}
