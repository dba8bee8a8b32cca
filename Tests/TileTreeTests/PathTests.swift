import Testing
import TileRender

@testable import TileTree

/// Paths (a `Path`, a custom `Shape`'s `path(in:)`): their SVG data scaled to the frame they are
/// drawn in, arcs as SwiftUI turns them, and the quarter-block cells a path lights, worked out by
/// hand from each quarter's centre (a column is 7.5 pt, a row 16.67 pt; quarters at 1/4 and 3/4).
@Suite struct PathTests {
    static func triangle(_ w: Double, _ h: Double) -> ShapePath {
        ShapePath(
            name: "Triangle",
            [.move(Point(x: w / 2, y: 0)), .line(Point(x: w, y: h)), .line(Point(x: 0, y: h)), .close],
            reference: Size(width: w, height: h))
    }

    func cells(_ node: ViewNode, width: Int) -> [String] {
        Renderer(depth: .none).renderString(node.drawCells(width: width)).split(
            separator: "\n"
        ).map(String.init)
    }
}

extension PathTests {
    @Test func aShapesPathIsScaledToItsFrame() {
        let path = Self.triangle(100, 100)
        let d = path.svgData(in: Rect(x: 10, y: 20, width: 200, height: 100)) { Length.text($0) }
        #expect(d == "M110 20 L210 120 L10 120 Z")
        // A `Path` used as a view is not scaled: it starts at its frame's corner.
        let plain = ShapePath([.move(Point(x: 5, y: 5)), .line(Point(x: 50, y: 5))])
        #expect(plain.svgData(in: Rect(x: 10, y: 20, width: 300, height: 300)) { Length.text($0) } == "M15 25 L60 25")
    }

    @Test func aFilledTriangleLightsTheQuartersInsideIt() {
        // 60 x 33.33 pt is 8 columns by 2 rows. The edges run from the apex (30, 0) to the
        // corners: at a quarter's height y the triangle spans 30 ± 0.9 y. Row 0's quarters sit
        // at y 4.17 (26.25...33.75) and 12.5 (18.75...41.25); row 1's at 20.83 and 29.17.
        let node = ViewNode.shape(.path(Self.triangle(60, 100.0 / 3))).frame(width: 60, height: 100.0 / 3)
        #expect(cells(node, width: 8) == ["  ▗▟▙▖", "▗▟████▙▖"])
    }

    @Test func aStrokeLightsTheQuartersOnItsLine() {
        // A vertical line down the middle of the first column (x 3.75): both its quarters are
        // 1.875 pt away, within reach; the next column's (5.6 pt and more) are not.
        let line = ShapePath([.move(Point(x: 3.75, y: 0)), .line(Point(x: 3.75, y: 50.0 / 3))])
        let node = ViewNode.shape(.path(line)).stroke(.system(.blue), lineWidth: 1).frame(width: 30, height: 50.0 / 3)
        #expect(cells(node, width: 4) == ["█"])
    }

    @Test func anEvenOddFillLeavesTheHoleEmpty() {
        // Two squares, one inside the other, both clockwise: non-zero fills the hole, even-odd does not.
        var path = ShapePath(
            ShapePath.rectangle(Rect(x: 0, y: 0, width: 30, height: 50))
                + ShapePath.rectangle(Rect(x: 7.5, y: 16.67, width: 15, height: 16.66)),
            reference: Size(width: 30, height: 50))
        let lines = path.polylines(in: Rect(x: 0, y: 0, width: 30, height: 50))
        let middle = Point(x: 15, y: 25)
        #expect(ShapePath.contains(middle, lines, evenOdd: false))
        #expect(!ShapePath.contains(middle, lines, evenOdd: true))
        path.evenOdd = true
        #expect(ShapePath.contains(Point(x: 2, y: 2), lines, evenOdd: true))
    }

    @Test func arcsTurnAsSwiftUIsDo() {
        func end(_ elements: [ShapePath.Element]) -> Point? {
            if case .cubic(let p, _, _)? = elements.last { return p }
            return nil
        }
        func near(_ a: Point?, _ b: Point) -> Bool {
            guard let a else { return false }
            return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
        }
        // y points down: 90° is straight down. `clockwise: false` runs to larger angles: a quarter turn.
        let quarter = ShapePath.arc(
            center: Point(x: 0, y: 0), radius: 10, start: 0, end: .pi / 2, clockwise: false, moving: true)
        #expect(quarter.count == 2)
        #expect(near(end(quarter), Point(x: 0, y: 10)))
        // `clockwise: true` runs to smaller angles: the long way round, three quarters, up first.
        let long = ShapePath.arc(
            center: Point(x: 0, y: 0), radius: 10, start: 0, end: .pi / 2, clockwise: true, moving: true)
        #expect(long.count == 4)
        if case .cubic(let p, _, _) = long[1] { #expect(near(p, Point(x: 0, y: -10))) }
        #expect(near(end(long), Point(x: 0, y: 10)))
        // Every point of a quarter's curve is on the circle, to within 0.03 % of the radius.
        let lines = ShapePath(quarter).polylines(in: Rect(x: 0, y: 0, width: 0, height: 0))
        for p in lines[0].points { #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 10) < 0.003) }
    }

    @Test func aPathsLengthWalksItsOutline() {
        let square = ShapePath(
            ShapePath.rectangle(Rect(x: 0, y: 0, width: 10, height: 20)), reference: Size(width: 10, height: 20))
        #expect(square.length(in: Rect(x: 0, y: 0, width: 10, height: 20)) == 60)
        #expect(square.length(in: Rect(x: 0, y: 0, width: 20, height: 40)) == 120)
    }
}

/// `.scaleEffect`: its child keeps its size and place; the picture's layer scales it about its anchor.
@Suite struct ScaleEffectTests {
    @Test func aScaleKeepsTheLayoutAndScalesTheDrawing() throws {
        let node = ViewNode.color(.system(.red)).frame(width: 20, height: 10).modified(
            ScaleKind(x: 2, y: 3, anchor: .topLeading))
        let placed = try LayoutEngine(node, context: LayoutContext(measure: .points)).layout(
            proposal: ProposedSize(width: 100, height: 100))
        #expect(placed.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        let layer = ScaleKind(x: 2, y: 3, anchor: .topLeading).layer(in: placed.frame)
        #expect(layer.transform.apply(Point(x: 20, y: 10)) == Point(x: 40, y: 30))
        #expect(ScaleKind(x: 2, y: 2).swift == .modifier(".scaleEffect(2)"))
        #expect(ScaleKind(x: -1, y: 1, anchor: .top).swift == .modifier(".scaleEffect(x: -1, y: 1, anchor: .top)"))
        #expect(ScaleKind(x: .nan, y: .infinity).x == 1)
    }
}
