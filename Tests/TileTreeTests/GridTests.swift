import Testing
import TileRender

@testable import TileTree

/// `LazyVGrid`, `LazyHGrid` and `Grid`, laid out in points by SwiftUI's rules and drawn in cells.
///
/// The track distribution: fixed tracks and every gap are set aside, then each other track in
/// order takes an equal share of what is left; an adaptive track fits as many of its minimum as
/// its share holds, spaced by its own spacing (8 pt unless given), and they share it equally.
@Suite struct GridTests {
    func layout(_ v: ViewNode, _ p: ProposedSize, measure: Measure = .points) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).layout(proposal: p)
    }

    func colours(_ n: LaidOutNode) -> [Rect] {
        n.preOrder.filter { $0.kind is ColorKind }.map(\.frame)
    }

    func lengths(_ tracks: [GridTrack], _ length: Double?, ideal: Double = 0) -> [Double] {
        GridTrack.resolve(tracks, length: length, ideal: ideal, along: .horizontal, measure: .points).map {
            ($0.length * 100).rounded() / 100
        }
    }

    static func cell(height: Double = 40) -> ViewNode { ViewNode.color(.system(.blue)).frame(height: height) }
}

extension GridTests {
    @Test func flexibleColumnsShareWhatTheGapsLeave() {
        // 393 - 2 × 8 = 377, a third each.
        #expect(lengths([GridTrack(), GridTrack(), GridTrack()], 393) == [125.67, 125.67, 125.67])
        // A given spacing is the gap after its column: 393 - 2 × 6 = 381, 127 each.
        let six = GridTrack(spacing: 6)
        #expect(lengths([six, six, six], 393) == [127, 127, 127])
    }

    @Test func fixedColumnsComeFirstAndKeepTheirLength() {
        // 200 - 70 - 8 = 122 for the adaptive column: (122 + 8) / (40 + 8) = 2 of them, (122 - 8) / 2 = 57.
        #expect(
            lengths([GridTrack(.fixed(70)), GridTrack(.adaptive(minimum: 40, maximum: .infinity))], 200) == [
                70, 57, 57,
            ])
        // Fixed columns wider than the grid stay as they are.
        #expect(lengths([GridTrack(.fixed(300)), GridTrack(.fixed(300))], 200) == [300, 300])
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
        // 300 pt: (300 + 8) / (50 + 8) = 5.3, so 5 columns of (300 - 4 × 8) / 5 = 53.6.
        #expect(lengths([GridTrack(.adaptive(minimum: 50, maximum: 100))], 300) == Array(repeating: 53.6, count: 5))
        // Two adaptive items share 300 - 8: 146 each; the first holds 2 of (146 - 8) / 2 = 69, the
        // second 3 of (146 - 16) / 3 = 43.33.
        let two = lengths(
            [GridTrack(.adaptive(minimum: 50, maximum: 100)), GridTrack(.adaptive(minimum: 40, maximum: 100))], 300)
        #expect(two == [69, 69, 43.33, 43.33, 43.33])
        // A maximum caps each: 393 pt of adaptive(minimum: 100, maximum: 110) holds 3 of 110.
        #expect(lengths([GridTrack(.adaptive(minimum: 100, maximum: 110))], 393) == [110, 110, 110])
        // Too narrow for one: one column at its minimum.
        #expect(lengths([GridTrack(.adaptive(minimum: 80, maximum: .infinity))], 50) == [80])
    }

    @Test func flexibleBoundsHoldInOrder() {
        // 200 - 8 = 192: the first takes 96 of it (above its minimum 50), the second the 96 left,
        // raised to its minimum 120: the grid is wider than offered, as SwiftUI's is.
        let tracks = [
            GridTrack(.flexible(minimum: 50, maximum: .infinity)),
            GridTrack(.flexible(minimum: 120, maximum: .infinity)),
        ]
        #expect(lengths(tracks, 200) == [96, 120])
        #expect(lengths([GridTrack(.flexible(minimum: 10, maximum: 60)), GridTrack()], 200) == [60, 132])
    }

    @Test func withNoWidthOfferedTracksTakeTheirCellsIdealWidth() {
        #expect(lengths([GridTrack(), GridTrack(.fixed(30))], nil, ideal: 44) == [44, 30])
        #expect(lengths([GridTrack(.flexible(minimum: 50, maximum: .infinity))], nil, ideal: 20) == [50])
    }

    @Test func aLazyVGridFillsItsRowsInOrder() throws {
        let grid = ViewNode.lazyGrid(
            LazyGridKind(axis: .vertical, tracks: [GridTrack(), GridTrack(), GridTrack()]),
            (0..<7).map { _ in Self.cell() })
        let root = try layout(grid, ProposedSize(width: 393, height: nil))
        #expect(root.frame.size == Size(width: 393, height: 3 * 40 + 2 * 8))
        let frames = colours(root)
        #expect(frames.count == 7)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 377.0 / 3, height: 40))
        #expect(abs(frames[1].x - (377.0 / 3 + 8)) < 0.001)
        #expect(frames[3].y == 48)
        #expect(frames[6] == Rect(x: 0, y: 96, width: 377.0 / 3, height: 40))
    }

    @Test func aRowIsAsTallAsItsTallestCellAndCellsAreCentredInIt() throws {
        let grid = ViewNode.lazyGrid(
            LazyGridKind(axis: .vertical, tracks: [GridTrack(.fixed(50)), GridTrack(.fixed(50))], spacing: 10),
            [Self.cell(height: 20), Self.cell(height: 60), Self.cell(height: 10)])
        let root = try layout(grid, ProposedSize(width: 393, height: nil))
        #expect(root.frame.size == Size(width: 108, height: 60 + 10 + 10))
        #expect(
            colours(root) == [
                Rect(x: 0, y: 20, width: 50, height: 20), Rect(x: 58, y: 0, width: 50, height: 60),
                Rect(x: 0, y: 70, width: 50, height: 10),
            ])
    }

    @Test func aTrackAlignmentPlacesItsCells() throws {
        let block = ViewNode.color(.system(.red)).frame(width: 20, height: 20)
        let grid = ViewNode.lazyGrid(
            LazyGridKind(
                axis: .vertical,
                tracks: [GridTrack(.fixed(100), alignment: .leading), GridTrack(.fixed(100))], alignment: .center),
            [block, block])
        let root = try layout(grid, ProposedSize(width: 393, height: nil))
        #expect(colours(root).map(\.x) == [0, 108 + 40])
    }

    @Test func aLazyHGridFillsColumnsTopToBottom() throws {
        let cell = ViewNode.color(.system(.red)).frame(width: 30)
        let grid = ViewNode.lazyGrid(
            LazyGridKind(axis: .horizontal, tracks: [GridTrack(.fixed(40)), GridTrack(.fixed(40))]),
            [cell, cell, cell])
        let root = try layout(grid, ProposedSize(width: nil, height: 200))
        #expect(root.frame.size == Size(width: 30 + 8 + 30, height: 88))
        #expect(colours(root).map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 48), Point(x: 38, y: 0)])
    }

    @Test func aSectionInALazyGridIsItsHeaderThenItsCells() throws {
        let header = ViewNode.color(.system(.green)).frame(width: 60, height: 20)
        let grid = ViewNode.lazyGrid(
            LazyGridKind(axis: .vertical, tracks: [GridTrack(), GridTrack()]),
            [.section(header: header, rows: [Self.cell(), Self.cell(), Self.cell()], footer: nil)])
        let root = try layout(grid, ProposedSize(width: 200, height: nil))
        let frames = colours(root)
        // The header centred across the grid, 8 pt above two rows of (200 - 8) / 2 = 96.
        #expect(frames[0] == Rect(x: 70, y: 0, width: 60, height: 20))
        #expect(frames[1] == Rect(x: 0, y: 28, width: 96, height: 40))
        #expect(frames[3] == Rect(x: 0, y: 76, width: 96, height: 40))
        #expect(root.frame.height == 20 + 8 + 40 + 8 + 40)
    }

    @Test func aGridSizesColumnsByTheirWidestCell() throws {
        func box(_ w: Double, _ h: Double) -> ViewNode { ViewNode.color(.system(.red)).frame(width: w, height: h) }
        let grid = ViewNode.grid(
            alignment: .leading,
            [
                ViewNode(GridRowKind(), [box(30, 10), box(50, 10)]),
                ViewNode(GridRowKind(), [box(60, 20), box(10, 10).gridCell(columnAlignment: .trailing)]),
                ViewNode.color(.system(.blue)).frame(height: 4),
                ViewNode(GridRowKind(), [box(20, 10).gridCell(columns: 2)]),
            ])
        let root = try layout(grid, ProposedSize(width: 393, height: nil))
        // Columns 60 and 50, 8 apart: 118 wide; rows 10, 20, 4, 10 with 8 pt between: 68 tall.
        #expect(root.frame.size == Size(width: 118, height: 10 + 20 + 4 + 10 + 3 * 8))
        let frames = colours(root)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames[1] == Rect(x: 68, y: 0, width: 50, height: 10))
        // Leading in the first column, centred vertically in the 20 pt row; the second column
        // trailing (its alignment set by a cell) for every row.
        #expect(frames[2] == Rect(x: 0, y: 18, width: 60, height: 20))
        #expect(frames[3] == Rect(x: 108, y: 23, width: 10, height: 10))
        // The view outside a row spans the grid; the two-column cell starts at the first column.
        #expect(frames[4] == Rect(x: 0, y: 46, width: 118, height: 4))
        #expect(frames[5] == Rect(x: 0, y: 58, width: 20, height: 10))
    }

    @Test func aGridSharesWidthWithFlexibleCells() throws {
        let grid = ViewNode.grid([
            ViewNode(
                GridRowKind(),
                [
                    ViewNode.color(.system(.red)).frame(width: 40, height: 10),
                    ViewNode.color(.system(.blue)).frame(height: 10),
                ])
        ])
        let root = try layout(grid, ProposedSize(width: 200, height: nil))
        // The fixed cell's column first (40), the colour's takes the 200 - 40 - 8 left.
        #expect(colours(root).map(\.width) == [40, 152])
    }

    @Test func gridsDrawInCells() {
        let grid = ViewNode.lazyGrid(
            LazyGridKind(axis: .vertical, tracks: [GridTrack(), GridTrack()]),
            ["A", "B", "C"].map { ViewNode.text($0) })
        let lines = Renderer(depth: .none).renderString(grid.drawCells(width: 20)).split(separator: "\n").map(
            String.init)
        // Two 9-column tracks 2 columns apart (8 pt is 2 columns), each text centred in its track;
        // rows 0 rows apart (8 pt is less than a row).
        #expect(lines == ["    A          B", "    C"])
    }

    @Test func gridsAreWrittenAsSwiftUISource() {
        let kind = LazyGridKind(
            axis: .vertical,
            tracks: [GridTrack(.adaptive(minimum: 80, maximum: .infinity)), GridTrack(.fixed(40), spacing: 4)],
            spacing: 12)
        #expect(
            kind.swift
                == .container(
                    "LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40), spacing: 4)], spacing: 12)"
                ))
        #expect(GridTrack().swift == "GridItem(.flexible())")
        #expect(GridKind(rows: [], horizontalSpacing: 2).swift == .container("Grid(horizontalSpacing: 2)"))
    }
}
