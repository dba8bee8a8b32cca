import Testing
import TileRender

@testable import TileTree

/// `.resizable()`, `.aspectRatio`, `.scaledToFit()`, `.scaledToFill()`, `.clipped()` and
/// `.renderingMode`, in points unless said.
@Suite struct ImageSizingTests {
    func layout(_ v: ViewNode, _ p: ProposedSize, measure: Measure = .points) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).layout(proposal: p)
    }

    /// A view whose ideal is 100×50 (ratio 2) and that takes any size it is offered, as a
    /// resizable image of 100×50 does.
    static let photo = ViewNode.color(.system(.red)).frame(idealWidth: 100, idealHeight: 50)
    static let square = ProposedSize(width: 300, height: 300)

    @Test func scaledToFitIsTheLargestSizeOfTheRatioInsideTheOffer() throws {
        // 300 / 300 = 1 < 2: the width binds; 300 wide, 300 / 2 = 150 high, centred: y = (300 - 150) / 2 = 75.
        let root = try layout(Self.photo.scaledToFit().frame(width: 300, height: 300), Self.square)
        let fit = root.children[0]
        #expect(fit.kind.name == ".aspectRatio")
        #expect(fit.frame == Rect(x: 0, y: 75, width: 300, height: 150))
        #expect(fit.proposal == Self.square)
    }

    @Test func scaledToFillIsTheSmallestSizeOfTheRatioCoveringTheOffer() throws {
        // The height binds: 300 high, 300 * 2 = 600 wide, centred: x = (300 - 600) / 2 = -150.
        let root = try layout(Self.photo.scaledToFill().frame(width: 300, height: 300), Self.square)
        #expect(root.children[0].frame == Rect(x: -150, y: 0, width: 600, height: 300))
    }

    @Test func anExplicitRatioOverridesTheContents() throws {
        // 16:9 in 300×300: 300 wide, 300 / (16 / 9) = 168.75 high.
        let root = try layout(Self.photo.aspectRatio(16.0 / 9.0, contentMode: .fit), Self.square)
        #expect(root.frame.size == Size(width: 300, height: 168.75))
        // One length offered: the other follows the ratio, 120 / 2 = 60.
        let tall = try layout(Self.photo.scaledToFit(), ProposedSize(width: 120, height: nil))
        #expect(tall.frame.size == Size(width: 120, height: 60))
        // No offer: the child's ideal.
        #expect(try layout(Self.photo.scaledToFill(), .unspecified).frame.size == Size(width: 100, height: 50))
    }

    @Test func theAspectRatioTakesTheSizeItsChildChooses() throws {
        // A fixed 40×40 frame is proposed 300×150 and keeps 40×40; so does the modifier.
        let root = try layout(ViewNode.color(.system(.red)).frame(width: 40, height: 40).scaledToFit(), Self.square)
        #expect(root.frame.size == Size(width: 40, height: 40))
    }

    @Test func aRatioInPointsIsWiderInCells() throws {
        // Ratio 1 in points is 50/3 / 7.5 = 2.22 columns a row: offered 80×10 cells, the height
        // binds (80 > 10 * 2.22): 10 * 2.22 = 22.2, rounded to 22 columns by 10 rows.
        let root = try layout(
            ViewNode.color(.system(.red)).aspectRatio(1, contentMode: .fit), ProposedSize(width: 80, height: 10),
            measure: .cells)
        #expect(root.frame.size == Size(width: 22, height: 10))
    }

    @Test func resizableReachesAnImageThroughStylingModifiers() throws {
        let image = ViewNode.image(systemName: "a", glyph: "A").foregroundStyle(.system(.blue)).bold()
        let resized = image.resizable()
        // The styling stays; the image under it is resizable and takes the offer.
        #expect(resized.kind.name == ".bold")
        let root = try layout(resized, ProposedSize(width: 200, height: 80))
        #expect(root.frame.size == Size(width: 200, height: 80))
        // Not an image: no change.
        let text = ViewNode.text("A").resizable()
        #expect(text.kind is TextKind)
        #expect(ViewNode.text("A").padding().resizable().kind is PaddingKind)
    }

    @Test func aResizableImageScaledToFitKeepsItsSymbolsRatio() throws {
        // A symbol in the body font (17 pt) is 17 wide and 17 * 0.92 = 15.64 high. In 300×300 the
        // width binds (17 / 15.64 > 1): 300 wide, 300 * 15.64 / 17 = 276 high.
        let tree = ViewNode.image(systemName: "a", glyph: "A").resizable().scaledToFit()
        let size = try layout(tree, Self.square).frame.size
        #expect(size.width == 300)
        #expect(abs(size.height - 300 * 15.64 / 17) < 1e-9)
    }

    @Test func clippedAndRenderingModeChangeNoLayout() throws {
        let plain = try layout(Self.photo.frame(width: 80, height: 40), Self.square)
        let clipped = try layout(Self.photo.frame(width: 80, height: 40).clipped().renderingMode(true), Self.square)
        #expect(clipped.frame == plain.frame)
        #expect((clipped.kind as? ClipKind)?.shape == .rectangle)
        #expect(clipped.kind.name == ".clipped")
    }

    @Test func theLayoutShowsTheContentMode() throws {
        let root = try layout(Self.photo.aspectRatio(2, contentMode: .fill), Self.square)
        let json = LayoutReport.json(points: root, cells: nil).map { $0.serialized() }
        #expect(json.first?.contains(#""view":".aspectRatio""#) == true)
        #expect(json.first?.contains(#""contentMode":"fill","ratio":2"#) == true)
    }
}
