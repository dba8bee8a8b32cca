import Testing
import TileRender
import TileTree

@testable import TilePicture

/// Pictures rasterized by rsvg-convert and read pixel by pixel: every view kind in both looks.
/// Geometry: the terminal look has cells of 10×20 pixels after 10 pixels of padding; the
/// SwiftUI look has 20 points of padding, at one pixel per point.
@Suite struct PixelTests {
    static let pad = 10
    static let cell = (w: 10, h: 20)
    static let pt = 20
    static let white = RGB(255, 255, 255)

    func image(_ script: String, _ look: PictureOptions.Look, theme: PictureOptions.Theme = .light) -> RasterImage? {
        switch RasterImage.of(
            svg: Picture.svg(blocks: blocks(script), options: PictureOptions(look: look, theme: theme)))
        {
        case .success(let image): return image
        case .failure(let error):
            Issue.record("\(error)")
            return nil
        }
    }

    func background(_ look: PictureOptions.Look, _ theme: PictureOptions.Theme) -> RGB {
        switch (look, theme) {
        case (.terminal, .light), (.swiftui, .light): RGB(255, 255, 255)
        case (.terminal, .dark): RGB(0x1E, 0x1E, 0x1E)
        case (.swiftui, .dark): RGB(0, 0, 0)
        }
    }

    @Test(arguments: PictureOptions.Theme.allCases)
    func terminalTileIsFilledAndItsBorderHasNoGap(theme: PictureOptions.Theme) {
        guard let img = image("tile apple 100", .terminal, theme: theme) else { return }
        let red = NamedColor.red.rgb
        // A blank row inside the tile: its fill.
        #expect(img.isColor(Self.pad + 10 * Self.cell.w + 5, Self.pad + 7 * Self.cell.h + 10, red, tolerance: 0))
        // The rounded corner leaves the cell's corner to the page.
        #expect(img.isColor(Self.pad + 1, Self.pad + 1, background(.terminal, theme), tolerance: 0))
        // The left border, down the column of its line, from the corner's arc through every row
        // boundary to the bottom corner's arc: no pixel of another colour.
        let top = Self.pad + Self.cell.h / 2 + 5
        let bottom = Self.pad + 8 * Self.cell.h + Self.cell.h / 2 - 5
        for x in [Self.pad + 4, Self.pad + 5] {
            let gaps = (top..<bottom).filter { !img.isColor(x, $0, red, tolerance: 0) }
            #expect(gaps.isEmpty, "gaps at rows \(gaps)")
        }
        // The top border, along its row, across every cell boundary.
        let gaps = (Self.pad + 10..<Self.pad + 19 * Self.cell.w).filter {
            !img.isColor($0, Self.pad + 9, red, tolerance: 0)
        }
        #expect(gaps.isEmpty, "gaps at columns \(gaps)")
    }

    @Test(arguments: PictureOptions.Theme.allCases)
    func swiftUITileIsItsSystemColourWithRoundedCorners(theme: PictureOptions.Theme) {
        guard let img = image("tile apple 100 orange 46", .swiftui, theme: theme) else { return }
        let p = Self.pt
        // Between the count and the title: the case's colour, as SwiftUI has it in this theme.
        #expect(img.isColor(p + 75, p + 84, SystemColors.rgb(.red, theme), tolerance: 0))
        #expect(img.isColor(p + 158 + 75, p + 84, SystemColors.rgb(.orange, theme), tolerance: 0))
        // Corners rounded (radius 10): the page shows at each corner, the tile just inside.
        for (x, y) in [(p, p), (p + 149, p), (p, p + 149), (p + 149, p + 149)] {
            #expect(img.isColor(x, y, background(.swiftui, theme), tolerance: 8), "corner \(x),\(y)")
        }
        #expect(img.isColor(p + 75, p + 1, SystemColors.rgb(.red, theme), tolerance: 0))
        // The 8-point HStack spacing between the tiles is the page.
        #expect(img.isColor(p + 154, p + 75, background(.swiftui, theme), tolerance: 0))
        // The count and the title are white text.
        #expect(img.count(Self.white, x: p + 30, y: p + 40, width: 90, height: 35) > 20)
        #expect(img.count(Self.white, x: p + 20, y: p + 92, width: 110, height: 20) > 20)
    }

    @Test func terminalSegmentedBordersJoinAndTheSelectionIsFilled() {
        guard let img = image("pick unit hour; show unit", .terminal) else { return }
        let gray = NamedColor.gray.rgb
        let top = Self.pad + 15
        let bottom = Self.pad + 2 * Self.cell.h + 5
        let gaps = (top..<bottom).filter { !img.isColor(Self.pad + 4, $0, gray, tolerance: 0) }
        #expect(gaps.isEmpty, "gaps at rows \(gaps)")
        #expect(
            img.count(NamedColor.blue.rgb, x: 0, y: Self.pad + 20, width: img.width, height: 20, tolerance: 0) > 100)
    }

    @Test func swiftUISegmentedRaisesTheSelection() {
        guard let img = image("pick unit hour; show unit", .swiftui, theme: .dark) else { return }
        let picker = PickerData(title: nil, labels: ["second", "minute", "hour"], selected: 2)
        let segment = Int(PickerMetrics.segmentWidth(picker))
        let raised = RGB(0x63, 0x63, 0x66)
        let track = RGB(0x1C, 0x1C, 0x1F)
        #expect(img.isColor(Self.pt + 2 + 2 * segment + segment / 2, Self.pt + 5, raised, tolerance: 1))
        #expect(img.isColor(Self.pt + 2 + segment / 2, Self.pt + 5, track, tolerance: 1))
        // White label text on the raised segment.
        #expect(img.count(Self.white, x: Self.pt + 2 + 2 * segment, y: Self.pt + 8, width: segment, height: 16) > 5)
    }

    @Test(arguments: PictureOptions.Look.allCases)
    func menuShowsTheValueInTheAccent(look: PictureOptions.Look) {
        guard let img = image("pick style menu; pick unit hour; show unit", look) else { return }
        let blue = NamedColor.blue.rgb
        #expect(img.count(blue, x: 0, y: 0, width: img.width, height: img.height) > 10)
    }

    @Test(arguments: PictureOptions.Look.allCases)
    func inlineChecksTheSelectionOnly(look: PictureOptions.Look) {
        guard let img = image("pick style inline; pick unit minute; show unit", look) else { return }
        let blue = NamedColor.blue.rgb
        let row = look == .terminal ? Self.cell.h : 44
        let top = look == .terminal ? Self.pad : Self.pt
        #expect(img.count(blue, x: 0, y: top, width: img.width, height: row) == 0)
        #expect(img.count(blue, x: 0, y: top + row, width: img.width, height: row) > 10)
        #expect(img.count(blue, x: 0, y: top + 2 * row, width: img.width, height: row) == 0)
    }

    /// Each failable text shows in its colour: primary, secondary (dim) or red for the price.
    @Test(arguments: PictureOptions.Look.allCases)
    func failableTextsInTheirColours(look: PictureOptions.Look) {
        let primary = look == .terminal ? RGB(0x1D, 0x1D, 0x1F) : RGB(0, 0, 0)
        // NB: the terminal's dim is the default colour at 60% over the page.
        let secondary = look == .terminal ? RGB(0x77, 0x77, 0x78) : RGB(0x8A, 0x8A, 0x8E)
        let rows: [(String, RGB)] = [
            ("set name \"Ada Lovelace\"; show name", primary),
            ("var h: String = \"Heading\" as headline; show h", primary),
            ("set jobTitle \"Analyst\"; var s: String = \"Analyst\" as subheadline; show s", secondary),
            ("var c: String = \"Caption text\" as caption; show c", secondary),
            ("set price 1234.5; show price", NamedColor.red.rgb),
            ("set updated -3h; show updated", secondary),
            ("set symbol star.fill; show symbol", primary),
        ]
        for (script, color) in rows {
            guard let img = image(script, look) else { continue }
            let n = img.count(color, x: 0, y: 0, width: img.width, height: img.height, tolerance: 40)
            #expect(n >= 3, "\(look) \(script): \(n) pixels of the colour")
        }
    }

    @Test func terminalBadgeEndsAreHalfBlocks() {
        guard let img = image("set discount 20; show discount", .terminal) else { return }
        let red = NamedColor.red.rgb
        #expect(img.isColor(Self.pad + 2, Self.pad + 10, RGB(255, 255, 255), tolerance: 0))
        #expect(img.isColor(Self.pad + 7, Self.pad + 10, red, tolerance: 0))
        #expect(img.isColor(Self.pad + 15, Self.pad + 1, red, tolerance: 0))
        #expect(img.count(Self.white, x: Self.pad + 10, y: Self.pad, width: 70, height: 20, tolerance: 0) > 10)
    }

    @Test func swiftUIBadgeIsARedCapsuleWithWhiteText() {
        guard let img = image("set discount 20; show discount", .swiftui) else { return }
        let red = NamedColor.red.rgb
        #expect(img.isColor(Self.pt, Self.pt, RGB(255, 255, 255), tolerance: 8))
        #expect(img.isColor(Self.pt + 3, Self.pt + 10, red, tolerance: 0))
        #expect(img.count(Self.white, x: Self.pt + 6, y: Self.pt + 2, width: 40, height: 16, tolerance: 60) > 5)
    }

    /// A tree drawn on an iPhone 15 canvas in the SwiftUI look, rasterized.
    func deviceImage(_ tree: ViewNode) -> RasterImage? {
        let block = PictureBlock(canvas: Canvas(width: 1, height: 1), tree: tree, device: .iPhone15)
        switch RasterImage.of(svg: Picture.svg(blocks: [block], options: PictureOptions(look: .swiftui))) {
        case .success(let image): return image
        case .failure(let error):
            Issue.record("\(error)")
            return nil
        }
    }

    @Test func aColourThatIgnoresTheSafeAreaFillsTheScreenPastItsBands() {
        // ZStack { Color.green.ignoresSafeArea(); Text("Hi") }: the ZStack takes the safe area
        // (59…818); the green reaches the screen's top and foot.
        let tree = ViewNode.zstack([ViewNode.color(.system(.green)).ignoresSafeArea(), .text("Hi")])
        guard let img = deviceImage(tree) else { return }
        let p = Self.pt
        let green = SystemColors.rgb(.green, .light)
        #expect(img.isColor(p + 196, p + 10, green, tolerance: 0))
        #expect(img.isColor(p + 196, p + 840, green, tolerance: 0))
        #expect(img.isColor(p + 196, p + 300, green, tolerance: 0))
    }

    @Test func whatReachesPastTheSafeAreaStopsAtTheScreensRoundedCorners() {
        let tree = ViewNode.color(.system(.green)).ignoresSafeArea()
        guard let img = deviceImage(tree) else { return }
        let p = Self.pt
        #expect(img.isColor(p + 2, p + 850, Self.white, tolerance: 0))
        #expect(img.isColor(p + 390, p + 2, Self.white, tolerance: 0))
        #expect(img.isColor(p + 60, p + 845, SystemColors.rgb(.green, .light), tolerance: 0))
    }

    @Test func aScrollViewsContentShowsUnderTheHomeIndicator() {
        // 30 blue rows 40 high, 8 apart, from the safe area's top (59): the 17th is at 827…867,
        // past the safe area's foot (818), under the home indicator; the content's top stays at
        // 59, white above it.
        let rows = (0..<30).map { _ in ViewNode.color(.system(.blue)).frame(height: 40) }
        let tree = ViewNode(ScrollViewKind(horizontal: false), [.vstack(rows)])
        guard let img = deviceImage(tree) else { return }
        let p = Self.pt
        #expect(img.isColor(p + 196, p + 840, SystemColors.rgb(.blue, .light), tolerance: 0))
        #expect(img.isColor(p + 196, p + 30, Self.white, tolerance: 0))
        #expect(img.isColor(p + 196, p + 70, SystemColors.rgb(.blue, .light), tolerance: 0))
    }

    @Test func aColourThatKeepsTheSafeAreaLeavesItsBandsWhite() {
        let tree = ViewNode.zstack([ViewNode.color(.system(.green)), .text("Hi")])
        guard let img = deviceImage(tree) else { return }
        let p = Self.pt
        #expect(img.isColor(p + 196, p + 10, Self.white, tolerance: 0))
        #expect(img.isColor(p + 196, p + 840, Self.white, tolerance: 0))
        #expect(img.isColor(p + 196, p + 300, SystemColors.rgb(.green, .light), tolerance: 0))
    }
}
