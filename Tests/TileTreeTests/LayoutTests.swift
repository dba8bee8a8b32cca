import Testing
import TileRender

@testable import TileTree

/// Geometry pinned to SwiftUI's documented rules (points), on shapes and colours where text
/// metrics would only add noise.
@Suite struct LayoutTests {
    static let phone = ProposedSize(width: 393, height: 759)

    func layout(_ v: ViewNode, _ p: ProposedSize = phone, measure: Measure = .points) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).layout(proposal: p)
    }

    func frames(_ n: LaidOutNode) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for x in n.preOrder { if let hex = (x.kind as? ColorKind)?.paint.hex { out[hex] = x.frame } }
        return out
    }

    /// The nodes named `name`, depth first.
    func find(_ name: String, in n: LaidOutNode) -> [LaidOutNode] {
        n.preOrder.filter { $0.kind.name == name }
    }

    static let red = Paint.system(.red)
    static let blue = Paint.system(.blue)
    static let green = Paint.system(.green)

    @Test func fixedFrameReportsItsSizeWhateverTheChildChooses() throws {
        let root = try layout(ViewNode.color(Self.red).frame(width: 100, height: 50))
        #expect(root.frame.size == Size(width: 100, height: 50))
        #expect(frames(root)["#FF3B30"] == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func defaultPaddingIsSixteenOnEveryEdge() throws {
        let root = try layout(ViewNode.color(Self.red).frame(width: 100, height: 50).padding())
        #expect(root.frame.size == Size(width: 132, height: 82))
        #expect(frames(root)["#FF3B30"] == Rect(x: 16, y: 16, width: 100, height: 50))
    }

    @Test func paddingThenBackgroundDiffersFromBackgroundThenPadding() throws {
        let core = ViewNode.color(Self.red).frame(width: 40, height: 20)
        let a = try layout(core.padding().background(Self.blue))
        #expect(frames(a)["#007AFF"] == Rect(x: 0, y: 0, width: 72, height: 52))
        let b = try layout(core.background(Self.blue).padding())
        #expect(frames(b)["#007AFF"] == Rect(x: 16, y: 16, width: 40, height: 20))
    }

    @Test func twoColoursInAVStackShareTheHeightLessTheSystemSpacing() throws {
        let root = try layout(.vstack([.color(Self.red), .color(Self.blue)]))
        let f = frames(root)
        #expect(f["#FF3B30"] == Rect(x: 0, y: 0, width: 393, height: 375.5))
        #expect(f["#007AFF"] == Rect(x: 0, y: 383.5, width: 393, height: 375.5))
    }

    @Test func theLeastFlexibleChildIsOfferedSpaceFirst() throws {
        let root = try layout(
            .hstack([.color(Self.red).frame(width: 100), .color(Self.blue)]), ProposedSize(width: 300, height: 100))
        let f = frames(root)
        #expect(f["#FF3B30"] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(f["#007AFF"] == Rect(x: 108, y: 0, width: 192, height: 100))
    }

    @Test func aSpacerPushesItsNeighboursApart() throws {
        let root = try layout(
            .hstack([
                .color(Self.red).frame(width: 50, height: 50), .spacer(),
                .color(Self.blue).frame(width: 50, height: 50),
            ]))
        let f = frames(root)
        #expect(root.frame.width == 393)
        #expect(f["#FF3B30"]?.x == 0)
        #expect(f["#007AFF"]?.x == 343)
    }

    @Test func aSpacerWithABackgroundStillSpacesAlongItsStack() throws {
        let root = try layout(
            .hstack(
                spacing: 0,
                [
                    .color(Self.red).frame(width: 50, height: 50), ViewNode.spacer().background(Self.green),
                    .color(Self.blue).frame(width: 50, height: 50),
                ]))
        #expect(root.frame.size == Size(width: 393, height: 50))
        #expect(frames(root)["#34C759"]?.width == 293)
        #expect(frames(root)["#007AFF"]?.x == 343)
    }

    @Test func nestedFramesAlignTheirChild() throws {
        let root = try layout(
            ViewNode.color(Self.red).frame(width: 50, height: 50).frame(
                width: 200, height: 100, alignment: .bottomTrailing))
        #expect(frames(root)["#FF3B30"] == Rect(x: 150, y: 50, width: 50, height: 50))
    }

    @Test func maxWidthInfinityTakesTheWholeOffer() throws {
        let root = try layout(
            ViewNode.color(Self.red).frame(width: 50, height: 50).frame(maxWidth: .infinity, alignment: .leading))
        #expect(root.frame.size == Size(width: 393, height: 50))
        #expect(frames(root)["#FF3B30"]?.x == 0)
    }

    @Test func minWidthNeverGoesBelowItself() throws {
        let root = try layout(ViewNode.color(Self.red).frame(minWidth: 200), ProposedSize(width: 100, height: 40))
        #expect(root.frame.size == Size(width: 200, height: 40))
    }

    @Test func aVStackAlignsItsChildrenByTheGuide() throws {
        let kids: [ViewNode] = [
            .color(Self.red).frame(width: 100, height: 10), .color(Self.blue).frame(width: 50, height: 10),
        ]
        let leading = frames(try layout(.vstack(alignment: .leading, kids)))
        #expect(leading["#007AFF"]?.x == 0)
        let center = frames(try layout(.vstack(kids)))
        #expect(center["#007AFF"]?.x == 25)
        let trailing = frames(try layout(.vstack(alignment: .trailing, spacing: 0, kids)))
        #expect(trailing["#007AFF"] == Rect(x: 50, y: 10, width: 50, height: 10))
    }

    @Test func aZStackIsAsLargeAsItsLargestChild() throws {
        let root = try layout(
            .zstack(
                alignment: .topLeading,
                [.color(Self.red).frame(width: 100, height: 80), .color(Self.blue).frame(width: 30, height: 20)]))
        #expect(root.frame.size == Size(width: 100, height: 80))
        #expect(frames(root)["#007AFF"] == Rect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func seedOneTilesSideBySide() throws {
        func tile(_ c: Paint) -> ViewNode {
            ViewNode.vstack(spacing: 12, [.text("100").font(.largeTitle).underline(), .text("Apples").font(.headline)])
                .frame(width: 150, height: 150).background(c).cornerRadius(10)
        }
        let root = try layout(.hstack([tile(Self.red), tile(.system(.orange))]))
        #expect(root.frame.size == Size(width: 308, height: 150))
        #expect(frames(root)["#FF9500"] == Rect(x: 158, y: 0, width: 150, height: 150))
        // The VStack: 40.67 (a large title line) + 12 + 20.33 (a headline's) = 73 tall, centred
        // in the frame at (150 - 73) / 2 = 38.5.
        let vstack = find("VStack", in: root)[0]
        #expect(abs(vstack.frame.height - 73) < 1e-9)
        #expect(abs(vstack.frame.y - 38.5) < 1e-9)
    }

    @Test func theTileInCellsIsTwentyByNineWithItsContentInsideTheBox() throws {
        let tile = ViewNode.vstack(
            spacing: 12, [.text("100").font(.largeTitle).underline(), .text("Apples").font(.headline)]
        )
        .frame(width: 150, height: 150).background(Self.red).cornerRadius(10)
        let root = try layout(.hstack(spacing: 8, [tile, tile]), ProposedSize(width: 80, height: nil), measure: .cells)
        #expect(root.frame.size == Size(width: 42, height: 9))
        let vstack = find("VStack", in: root)[0]
        #expect(CellGrid.cells(vstack.frame) == [4, 2, 11, 5])
        let texts = find("Text", in: root)
        #expect(CellGrid.cells(texts[1].frame) == [7, 6, 6, 1])
        #expect(CellGrid.cells(texts[3].frame) == [29, 6, 6, 1])
    }

    @Test func inCellsAnHStackTooWideForTheOfferGoesOnInRowsBelow() throws {
        let tile = ViewNode.color(Self.red).frame(width: 150, height: 150)
        let five = ViewNode.hstack(Array(repeating: tile, count: 5))
        let root = try layout(five, ProposedSize(width: 80, height: nil), measure: .cells)
        // Three tiles of 20 columns, 2 apart, fit 80; the other two go on 10 rows down (9 + 1).
        #expect(root.frame.size == Size(width: 64, height: 19))
        let cells = find("Color", in: root).map { CellGrid.cells($0.frame) }
        #expect(cells == [[0, 0, 20, 9], [22, 0, 20, 9], [44, 0, 20, 9], [0, 10, 20, 9], [22, 10, 20, 9]])
        // In points SwiftUI's HStack never wraps.
        let points = try layout(five, ProposedSize(width: 600, height: nil))
        #expect(points.frame.width == 782)
    }

    @Test func hostileLengthsNeverTrapOrLeakIntoTheLayout() throws {
        let root = try layout(
            ViewNode.color(Self.red).frame(width: .nan, height: -5).padding(.all, .infinity).offset(
                x: .nan, y: .infinity))
        #expect(root.frame.width.isFinite && root.frame.height.isFinite)
        #expect(!root.frame.width.isNaN)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        var v = ViewNode.color(Self.red)
        for _ in 0..<(LayoutEngine.depthLimit + 5) { v = v.padding(.all, 1) }
        #expect(throws: LayoutError.self) { try LayoutEngine(v, context: LayoutContext(measure: .points)) }
    }

    @Test func aNilOptionalTakesNoRoomAndNoSpacing() throws {
        let root = try layout(
            .vstack([
                .color(Self.red).frame(height: 10), ViewNode.empty.font(.headline), .color(Self.blue).frame(height: 10),
            ]))
        #expect(frames(root)["#007AFF"]?.y == 18)
    }

    @Test func groupsAndForEachAreSplicedIntoTheStack() throws {
        let root = try layout(
            .hstack(
                spacing: 0,
                [
                    .forEach([.color(Self.red).frame(width: 10), .color(Self.blue).frame(width: 10)]),
                    .color(Self.green).frame(width: 10),
                ]),
            ProposedSize(width: nil, height: 10))
        #expect(root.frame.width == 30)
        #expect(frames(root)["#34C759"]?.x == 20)
    }

    @Test func aThousandNodeTreeLaysOut() throws {
        let rows = (0..<100).map { i in
            ViewNode.hstack((0..<4).map { _ in ViewNode.color(Self.red).frame(width: 10, height: 10).padding(.all, 1) })
        }
        let tree = ViewNode.vstack(rows)
        #expect(tree.count > 1000)
        let root = try layout(tree)
        #expect(root.children.count == 100)
    }
}

extension LayoutTests {
    @Test func aHigherLayoutPriorityIsOfferedSpaceFirst() throws {
        // Two colours at least 50 wide in 300: alike, they share 150 each; with priority 1 the
        // red is offered 300 less the blue's minimum 50, so it is 250 and the blue 50.
        let red = ViewNode.color(.system(.red)).frame(minWidth: 50)
        let blue = ViewNode.color(.system(.blue)).frame(minWidth: 50)
        let offer = ProposedSize(width: 300, height: 100)
        let even = frames(try layout(.hstack(spacing: 0, [red, blue]), offer))
        #expect(even[NamedColor.red.rgb.hexText]?.width == 150)
        let first = frames(try layout(.hstack(spacing: 0, [red.layoutPriority(1), blue]), offer))
        #expect(first[NamedColor.red.rgb.hexText] == Rect(x: 0, y: 0, width: 250, height: 100))
        #expect(first[NamedColor.blue.rgb.hexText] == Rect(x: 250, y: 0, width: 50, height: 100))
        // Through a modifier the priority still counts; the layout inspector does not show it.
        let padded = frames(try layout(.hstack(spacing: 0, [red.layoutPriority(1).opacity(0.5), blue]), offer))
        #expect(padded[NamedColor.red.rgb.hexText]?.width == 250)
    }
}

extension RGB {
    var hexText: String { RGBText.hex(self) }
}

// MARK: Spacers

extension LayoutTests {
    static let row = ProposedSize(width: 390, height: 100)

    @Test func aTextBesideASpacerKeepsItsIdealWidthAndTheSpacerTakesTheRest() throws {
        // A spacer is offered what its siblings leave: the texts are offered the row less its
        // 8 pt minimum, so neither wraps (shared by flexibility alone, the first text would be
        // offered (390 - 57) / 2 and wrap at half the row).
        let root = try layout(.hstack([.text("Total amount to pay"), .spacer(), .text("$12.00")]), Self.row)
        let texts = find("Text", in: root)
        let spacer = try #require(find("Spacer", in: root).first)
        let title = try layout(.text("Total amount to pay"), .unspecified).frame.size
        let price = try layout(.text("$12.00"), .unspecified).frame.size
        #expect(texts.map(\.frame.size) == [title, price])
        #expect(texts.first?.frame.height == Font.body.height(lines: 1))
        // No spacing beside a spacer: it spans from the title to the price.
        #expect(spacer.frame.x == title.width)
        #expect(abs(spacer.frame.width - (390 - title.width - price.width)) < 0.001)
        #expect(texts.last.map { abs($0.frame.maxX - 390) < 0.001 } == true)
    }

    @Test func aLongTextBesideASpacerIsOfferedTheRowLessTheSpacersMinimum() throws {
        let long = "Buenos Aires, Argentina, a long city name that will wrap somewhere"
        let root = try layout(.hstack([.text(long), .spacer()]), Self.row)
        let text = try #require(find("Text", in: root).first)
        let spacer = try #require(find("Spacer", in: root).first)
        // Wrapped at 382 pt, not at half the row: two lines, as wide as the longer.
        #expect(text.frame.height == Font.body.height(lines: 2))
        #expect(text.frame.width > 195 && text.frame.width <= 382)
        #expect(text.frame.size == (try layout(.text(long), ProposedSize(width: 382, height: nil)).frame.size))
        #expect(spacer.frame.width >= 8 && abs(text.frame.width + spacer.frame.width - 390) < 0.001)
    }

    @Test func aColourBesideASpacerTakesAllButTheSpacersMinimum() throws {
        // SwiftUI gives a spacer the lowest priority: a colour before it is offered the row less 8.
        let root = try layout(.hstack([.color(Self.red), .spacer(minLength: 20)]), Self.row)
        #expect(frames(root)["#FF3B30"]?.width == 370)
        #expect(find("Spacer", in: root).first?.frame.width == 20)
        // A spacer of higher priority is offered its space first, as any view is.
        let first = try layout(
            .hstack([.color(Self.red).frame(minWidth: 50), ViewNode.spacer().layoutPriority(1)]), Self.row)
        #expect(frames(first)["#FF3B30"]?.width == 50)
    }

    @Test func viewsThatAreNotSpacersStillShareTheRow() throws {
        // A text between two colours is offered a third of 200 pt and wraps (SwiftUI does too).
        let root = try layout(
            .hstack([.color(Self.red), .text("Hello, world"), .color(Self.blue)]), ProposedSize(width: 200, height: 100)
        )
        let text = try #require(find("Text", in: root).first)
        #expect(text.frame.height == Font.body.height(lines: 2))
        #expect(text.frame.width <= 200.0 / 3)
    }

    @Test func aVStacksSpacerTakesWhatItsSiblingsLeave() throws {
        // The colour is offered the column less the spacer's 8 pt, not the 50 pt it needs least.
        let root = try layout(.vstack([.color(Self.red).frame(minHeight: 50), .spacer()]), Self.row)
        #expect(frames(root)["#FF3B30"]?.height == 92)
    }
}
