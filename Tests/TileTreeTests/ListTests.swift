import Testing
import TileRender

@testable import TileTree

/// `List`, `Form` and `Section` in iOS's inset-grouped look, laid out in points on an iPhone 15's
/// safe area (pinned on shapes where text metrics would only add noise) and drawn in cells.
@Suite struct ListTests {
    static let phone = ProposedSize(width: 393, height: 759)

    func layout(_ v: ViewNode, _ p: ProposedSize = phone, measure: Measure = .points) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).layout(proposal: p)
    }

    /// Every node, depth first, whose kind matches.
    func all(_ n: LaidOutNode, _ matches: (any ViewKind) -> Bool) -> [LaidOutNode] {
        n.preOrder.filter { matches($0.kind) }
    }

    func sections(_ n: LaidOutNode) -> [Rect] { all(n) { $0 is ListSectionKind }.map(\.frame) }
    func blocks(_ n: LaidOutNode) -> [Rect] { all(n) { $0 is ColorKind }.map(\.frame) }

    func plain(_ v: ViewNode, width: Int = 30) -> [String] {
        Renderer(depth: .none).renderString(v.drawCells(width: width)).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    /// A block of `height` points standing in for a row's content.
    static func block(_ height: Double, width: Double = 100) -> ViewNode {
        ViewNode.color(.system(.red)).frame(width: width, height: height)
    }
}

extension ListTests {
    @Test func aListTakesTheWholeOfferAndInsetsItsCard() throws {
        let root = try layout(.list([Self.block(22), Self.block(22)]))
        #expect(root.kind.name == "List")
        #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 759))
        // One section of the loose rows: 16 pt in, 35 pt down, 361 wide, two 44 pt rows.
        #expect(sections(root) == [Rect(x: 16, y: 35, width: 361, height: 88)])
        // Each row's content 20 pt in from the card, centred in its row (11 pt above a 22 pt block).
        #expect(blocks(root).map(\.origin) == [Point(x: 36, y: 46), Point(x: 36, y: 90)])
    }

    @Test func aRowIsAtLeast44PointsAndGrowsWithItsContent() throws {
        let root = try layout(.list([Self.block(10), Self.block(60)]))
        // 10 pt of content makes a 44 pt row (the block centred: 35 + 17); 60 makes 60 + 22 = 82.
        #expect(sections(root).map(\.height) == [126])
        #expect(blocks(root).map(\.y) == [52, 35 + 44 + 11])
    }

    @Test func aRowIsOfferedTheCardsWidthLessItsInsets() throws {
        let root = try layout(.list([.color(.system(.red)).frame(height: 30)]))
        #expect(blocks(root) == [Rect(x: 36, y: 35 + 11, width: 321, height: 30)])
    }

    @Test func aHeaderStandsAboveItsCardAndAFooterBelow() throws {
        let section = ViewNode.section(
            header: Self.block(18, width: 50), rows: [Self.block(22)], footer: Self.block(18))
        let root = try layout(.list([section]))
        // The header at 35, 7 pt, the card at 60 (one 44 pt row), 7 pt, the footer at 111.
        #expect(sections(root) == [Rect(x: 16, y: 35, width: 361, height: 18 + 7 + 44 + 7 + 18)])
        #expect(blocks(root).map(\.y) == [35, 60 + 11, 111])
        #expect(blocks(root).allSatisfy { $0.x == 36 })
    }

    @Test func sectionsAre35PointsApartAndLooseRowsMakeSectionsOfTheirOwn() throws {
        let root = try layout(
            .list([Self.block(22), .section(header: nil, rows: [Self.block(22)], footer: nil), Self.block(22)]))
        let step: Double = 44 + 35
        #expect(sections(root).map(\.y) == [35, 35 + step, 35 + 2 * step])
    }

    @Test func groupsAndForEachesAreOpenedIntoRows() throws {
        let rows = ViewNode.group([Self.block(22), .group([Self.block(22), .empty])])
        let root = try layout(.list([rows]))
        // Two rows (the empty view is none), each with its own row.
        #expect(sections(root).map(\.height) == [88])
        #expect(all(root) { $0 is ListRowKind }.map { ($0.kind as? ListRowKind)?.separated } == [false, true])
    }

    @Test func aListAtItsIdealSizeIsItsRowsWithTheirInsets() throws {
        let root = try layout(.list([Self.block(22, width: 100)]), .unspecified)
        // 100 + 2 × 20 (row) + 2 × 16 (card); 35 above, 44, 35 below.
        #expect(root.frame.size == Size(width: 172, height: 114))
    }

    @Test func aFormsPickerIsARowOfItsTitleAndItsValue() throws {
        let picker = ViewNode.picker(PickerData(title: "Size", labels: ["Small", "Large"], selected: 1))
        let root = try layout(.list(name: "Form", [picker]))
        let row = try #require(all(root) { $0 is ListAccessoryRowKind }.first)
        #expect(row.kind.name == "Picker")
        #expect(row.frame.x == 36 && row.frame.width == 321)
        // The value (and its chevron) trailing: it ends at the row's end.
        let value = try #require(row.children.first)
        #expect(abs(value.frame.maxX - 357) < 0.001)
        #expect(row.kind.layoutFields(environment: ViewEnvironment()).map(\.0) == ["style", "selection"])
    }

    /// `.badge(5)` on a row: the count in the secondary style at the row's trailing edge (it
    /// ends at 16 + 361 - 20 = 357), before a link's chevron; outside a list, nothing.
    @Test func aBadgeIsASecondaryCountAtTheRowsTrailingEdge() throws {
        let root = try layout(.list([ViewNode.text("Inbox").modified(BadgeKind("5"))]))
        let row = try #require(all(root) { $0 is ListAccessoryRowKind }.first)
        #expect(row.kind.name == ".badge")
        let badge = try #require(row.children.first)
        #expect(abs(badge.frame.maxX - 357) < 0.001)
        let five = all(badge) { ($0 as? TextKind)?.text == "5" }
        #expect(five.first?.environment.foreground == .secondary)
        let link = try layout(.list([ViewNode.navigationLink(label: .text("Archive")).modified(BadgeKind("12"))]))
        let linkRow = try #require(all(link) { $0 is ListAccessoryRowKind }.first)
        #expect(linkRow.kind.name == "NavigationLink")
        let counts = all(linkRow) { ($0 as? TextKind)?.text == "12" }
        let chevrons = all(linkRow) { ($0 as? ImageKind)?.systemName == "chevron.right" }
        let count = try #require(counts.first)
        let chevron = try #require(chevrons.first)
        #expect(count.frame.maxX + 8 <= chevron.frame.x + 0.001)
        let alone = try layout(ViewNode.text("Inbox").modified(BadgeKind("5")))
        let shown = all(alone) { ($0 as? TextKind)?.text == "5" }
        #expect(shown.isEmpty)
    }

    @Test func aNavigationLinkInAListIsARowWithAChevron() throws {
        let root = try layout(.list([.navigationLink(label: .text("Delivery"))]))
        let row = try #require(all(root) { $0 is ListAccessoryRowKind }.first)
        #expect(row.kind.name == "NavigationLink")
        #expect(all(row) { ($0 as? ImageKind)?.systemName == "chevron.right" }.count == 1)
        // Outside a list it is its label alone.
        let alone = try layout(.navigationLink(label: .text("Delivery")))
        #expect(all(alone) { $0 is ImageKind }.isEmpty)
    }

    @Test func aSectionOutsideAListStandsInItsStack() throws {
        let root = try layout(
            .vstack(spacing: 0, [.section(header: Self.block(10), rows: [Self.block(20)], footer: Self.block(30))]))
        #expect(blocks(root).map(\.height) == [10, 20, 30])
        #expect(blocks(root).map(\.y) == [0, 10, 30])
    }
}

// MARK: Cells

extension ListTests {
    @Test func cellsDrawARowALineAndABlankLineBetweenSections() {
        let list = ViewNode.list([
            .text("Apples"), .text("Pears"),
            .section(
                header: .text("Options"), rows: [.toggle(label: .text("Wrap"), isOn: true)], footer: .text("Soon")),
        ])
        let lines = plain(list, width: 20)
        #expect(
            lines == [
                " Apples", " Pears", "", " OPTIONS", " Wrap            ━●", " Soon", "",
            ])
    }
}
