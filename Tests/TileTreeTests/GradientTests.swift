import Testing
import TileRender

@testable import TileTree

/// Gradients as ShapeStyles: where a point lies along one, the colour there, and how the
/// layout and the terminal show them.
@Suite struct GradientTests {
    static let red = Paint.system(.red)  // #FF3B30
    static let blue = Paint.system(.blue)  // #007AFF
    static let redToBlue = Gradient(colors: [red, blue])

    static func linear(_ start: UnitPoint, _ end: UnitPoint) -> GradientPaint {
        GradientPaint(shape: .linear(start: start, end: end), gradient: redToBlue)
    }

    @Test func colorsAreSpreadEvenlyFromZeroToOne() {
        let g = Gradient(colors: [Self.red, .system(.green), Self.blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [Self.red]).stops.map(\.location) == [0])
        // Stops are kept in order of location, NaN at 0, past 1 at 1.
        let s = Gradient(stops: [.init(color: Self.blue, location: 7), .init(color: Self.red, location: .nan)])
        #expect(s.stops.map(\.location) == [0, 1])
        #expect(s.stops.first?.color == Self.red)
    }

    @Test func halfwayIsEachChannelHalfwayRoundedHalfUp() {
        // (255 + 0) / 2 = 127.5 -> 128; (59 + 122) / 2 = 90.5 -> 91; (48 + 255) / 2 = 151.5 -> 152.
        #expect(Self.redToBlue.rgb(at: 0.5, resolve: Paint.terminalRGB) == RGB(128, 91, 152))
        #expect(Self.redToBlue.rgb(at: -3, resolve: Paint.terminalRGB) == NamedColor.red.rgb)
        #expect(Self.redToBlue.rgb(at: 9, resolve: Paint.terminalRGB) == NamedColor.blue.rgb)
        // A clear stop gives way to its neighbour.
        let clear = Gradient(colors: [.clear, Self.blue])
        #expect(clear.rgb(at: 0.2, resolve: Paint.terminalRGB) == NamedColor.blue.rgb)
    }

    @Test func aLinearGradientProjectsOntoItsAxisInPoints() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        // Top to bottom: y = 20 + 25 is halfway, whatever x.
        #expect(Self.linear(.top, .bottom).parameter(at: Point(x: 13, y: 45), in: frame) == 0.5)
        // Leading to trailing: x = 10 + 25 is a quarter of 100.
        #expect(Self.linear(.leading, .trailing).parameter(at: Point(x: 35, y: 0), in: frame) == 0.25)
        // Corner to corner of a 100x50 frame: the axis is (100, 50); the point (50, 0) from the
        // start projects to (50*100 + 0*50) / (100^2 + 50^2) = 5000 / 12500 = 0.4.
        #expect(
            Self.linear(.topLeading, .bottomTrailing).parameter(at: Point(x: 60, y: 20), in: frame) == 0.4)
    }

    @Test func radialAndAngularGradientsMeasureFromTheirCentre() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let radial = GradientPaint(
            shape: .radial(center: .center, startRadius: 10, endRadius: 50), gradient: Self.redToBlue)
        // 30 pt from the centre: (30 - 10) / (50 - 10) = 0.5.
        #expect(radial.parameter(at: Point(x: 80, y: 50), in: frame) == 0.5)
        #expect(radial.parameter(at: Point(x: 50, y: 50), in: frame) == 0)
        let angular = GradientPaint(
            shape: .angular(center: .center, startAngle: 0, endAngle: 360), gradient: Self.redToBlue)
        // Straight below the centre is 90° clockwise from the trailing edge: 90 / 360 = 0.25.
        #expect(angular.parameter(at: Point(x: 50, y: 90), in: frame) == 0.25)
        // Above it is 270°: 0.75.
        #expect(angular.parameter(at: Point(x: 50, y: 10), in: frame) == 0.75)
    }

    @Test func aGradientsOneColourIsItsFirstStops() {
        let p = Paint.gradient(Self.linear(.top, .bottom))
        #expect(p.lightRGB == NamedColor.red.rgb)
        #expect(p.hex == "#FF3B30")
        #expect(
            p.description
                == "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)")
    }

    @Test func aGradientViewTakesTheWholeOfferAndNamesItself() throws {
        let tree = ViewNode.gradient(Self.linear(.top, .bottom))
        let root = try LayoutEngine(tree, context: LayoutContext(measure: .points)).layout(
            proposal: ProposedSize(width: 393, height: 759))
        #expect(root.frame.size == Size(width: 393, height: 759))
        let json = LayoutReport.json(points: root, cells: nil).map { $0.serialized() }
        #expect(json.first?.hasPrefix(#"{"view":"LinearGradient""#) == true)
        #expect(json.first?.contains(##""gradient":"LinearGradient","colors":["#FF3B30","#007AFF"]"##) == true)
    }

    @Test func theTerminalShadesEachCellByTheColourAtItsCentre() {
        // 75 pt is 10 columns; column i's centre is (i + 0.5) * 7.5 pt, (i + 0.5) / 10 along.
        let canvas = ViewNode.gradient(Self.linear(.leading, .trailing)).frame(width: 75, height: 17)
            .drawCells(width: 40)
        #expect(canvas.width == 10)
        let red = NamedColor.red.rgb
        let blue = NamedColor.blue.rgb
        #expect(canvas[0, 0].style.background == Gradient.mix(red, blue, 0.05))
        #expect(canvas[9, 0].style.background == Gradient.mix(red, blue, 0.95))
    }

    @Test func aGradientWorksWhereverAColourDoes() {
        let g = Paint.gradient(Self.linear(.leading, .trailing))
        // A background: the text keeps the shaded fill under it.
        let bg = ViewNode.text("Hi").frame(width: 75, height: 17).background(g).drawCells(width: 40)
        #expect(bg[0, 0].style.background != bg[9, 0].style.background)
        // A shape's fill.
        let fill = ViewNode.shape(.rectangle).fill(g).frame(width: 75, height: 17).drawCells(width: 40)
        #expect(fill[9, 0].style.background == Gradient.mix(NamedColor.red.rgb, NamedColor.blue.rgb, 0.95))
        // Text in a gradient is its middle colour.
        let text = ViewNode.text("Hi").foregroundStyle(g).drawCells(width: 40)
        #expect(text[0, 0].style.foreground == RGB(128, 91, 152))
        // A stroke shades its outline.
        let stroke = ViewNode.shape(.rectangle).stroke(g).frame(width: 75, height: 50).drawCells(width: 40)
        #expect(stroke[0, 1].style.foreground != stroke[9, 1].style.foreground)
        #expect(stroke[0, 1].text == "│")
    }
}
