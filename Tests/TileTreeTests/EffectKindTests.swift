import Testing
import TileRender

@testable import TileTree

/// The nine effect modifiers as the tree holds them: each changes no layout, shows in the layout
/// inspector with its argument, explains itself, is written back as SwiftUI writes it, and draws
/// in cells as its kind says (colours recoloured, a blur or a blend dimmed).
@Suite struct EffectKindTests {
    static let red = ViewNode.color(.system(.red)).frame(width: 30, height: 17)

    struct Case: Sendable, CustomTestStringConvertible {
        var node: ViewNode
        var name: String
        var field: String
        var swift: String
        var reason: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            node: red.blur(radius: 4), name: ".blur", field: #""radius":4"#, swift: ".blur(radius: 4)",
            reason: "drawn blurred by 4 pt"),
        Case(
            node: red.blur(radius: 2.5, opaque: true), name: ".blur", field: #""radius":2.5,"opaque":true"#,
            swift: ".blur(radius: 2.5, opaque: true)", reason: "drawn blurred by 2.5 pt"),
        Case(
            node: red.brightness(0.4), name: ".brightness", field: #""amount":0.4"#, swift: ".brightness(0.4)",
            reason: "its colours brightened by 0.4"),
        Case(
            node: red.contrast(0.5), name: ".contrast", field: #""amount":0.5"#, swift: ".contrast(0.5)",
            reason: "at 0.5 of their contrast"),
        Case(
            node: red.saturation(0.3), name: ".saturation", field: #""amount":0.3"#, swift: ".saturation(0.3)",
            reason: "at 0.3 of their saturation"),
        Case(
            node: red.grayscale(1), name: ".grayscale", field: #""amount":1"#, swift: ".grayscale(1)",
            reason: "1 of the way to gray"),
        Case(
            node: red.hueRotation(degrees: 120), name: ".hueRotation", field: #""degrees":120"#,
            swift: ".hueRotation(.degrees(120))", reason: "turned 120° round the hue circle"),
        Case(
            node: red.colorInvert(), name: ".colorInvert", field: #""view":".colorInvert""#, swift: ".colorInvert()",
            reason: "its colours inverted"),
        Case(
            node: red.colorMultiply(.system(.blue)), name: ".colorMultiply", field: ##""color":"#007AFF""##,
            swift: ".colorMultiply(.blue)", reason: "multiplied by .blue"),
        Case(
            node: red.blendMode(.multiply), name: ".blendMode", field: #""blendMode":"multiply""#,
            swift: ".blendMode(.multiply)", reason: "blended by .multiply with what is under it"),
    ]

    func laidOut(_ node: ViewNode, explains: Bool = false) throws -> LaidOutNode {
        let engine = try LayoutEngine(node, context: LayoutContext(measure: .points))
        engine.explains = explains
        return try engine.layout(proposal: .unspecified)
    }

    @Test(arguments: cases)
    func itChangesNoLayoutAndTheInspectorShowsIt(_ c: Case) throws {
        let effect = try laidOut(c.node)
        #expect(effect.kind.name == c.name)
        #expect(effect.frame == (try laidOut(Self.red)).frame)
        let json = LayoutReport.json(points: effect, cells: nil).map { $0.serialized() }
        #expect(json.first?.hasPrefix(#"{"view":"\#(c.name)","#) == true, "\(json)")
        #expect(json.first?.contains(c.field) == true, "\(json)")
        let lines = LayoutReport.explanation(try laidOut(c.node, explains: true))
        #expect(lines.contains { $0.contains(c.reason) && $0.contains("without moving its neighbours") }, "\(lines)")
    }

    @Test(arguments: cases)
    func itIsWrittenAsSwiftUIWritesIt(_ c: Case) {
        #expect(SwiftUISource.lines(c.node) == ["Color.red", "  .frame(width: 30, height: 17)", "  " + c.swift])
    }

    /// Red is (255, 59, 48); each expected colour is worked out by hand from the effect's matrix.
    @Test(arguments: [
        (red.brightness(0.4), RGB(255, 161, 150)),
        (red.contrast(0.5), RGB(191, 93, 88)),
        (red.saturation(1), RGB(255, 59, 48)),
        (red.grayscale(1), RGB(100, 100, 100)),
        (red.saturation(0), RGB(100, 100, 100)),
        (red.hueRotation(degrees: 0), RGB(255, 59, 48)),
        (red.colorInvert(), RGB(0, 196, 207)),
        (ViewNode.color(.system(.white)).frame(width: 30, height: 17).colorMultiply(.system(.blue)), RGB(0, 122, 255)),
    ])
    func cellsRecolourTheirColours(_ node: ViewNode, _ expected: RGB) {
        let canvas = node.drawCells(width: 10)
        #expect(canvas[0, 0].style.background == expected)
        #expect(!canvas[0, 0].style.dim)
    }

    @Test func aHueRotationTurnsRedTowardGreen() {
        let rgb = Self.red.hueRotation(degrees: 120).drawCells(width: 10)[0, 0].style.background
        #expect((rgb?.g ?? 0) > (rgb?.r ?? 255))
        #expect((rgb?.g ?? 0) > (rgb?.b ?? 255))
    }

    @Test(arguments: [red.blur(radius: 4), red.blendMode(.multiply), red.blendMode(.screen)])
    func cellsDimWhatTheyCannotBlurOrBlend(_ node: ViewNode) {
        let canvas = node.drawCells(width: 10)
        #expect(canvas[0, 0].style.dim)
        #expect(canvas[0, 0].style.background == NamedColor.red.rgb)
    }

    @Test func aBlurOfNothingAndANormalBlendChangeNoCell() {
        let r = Renderer(depth: .truecolor)
        let plain = r.renderString(Self.red.drawCells(width: 10))
        #expect(r.renderString(Self.red.blur(radius: 0).drawCells(width: 10)) == plain)
        #expect(r.renderString(Self.red.blendMode(.normal).drawCells(width: 10)) == plain)
    }

    /// `.hidden()` is an opacity of 0: in cells, what is under it shows, as it does in SwiftUI;
    /// the view still takes its place.
    @Test func anOpacityOfZeroLeavesTheCellsUnderItAsTheyWere() {
        let r = Renderer(depth: .truecolor)
        let blue = ViewNode.color(.system(.blue)).frame(width: 60, height: 34)
        let under = ViewNode.zstack([blue])
        let hidden = ViewNode.zstack([blue, Self.red.opacity(0)])
        #expect(r.renderString(hidden.drawCells(width: 10)) == r.renderString(under.drawCells(width: 10)))
        let half = ViewNode.zstack([blue, Self.red.opacity(0.5)]).drawCells(width: 10)
        #expect(half[2, 0].style.background == NamedColor.red.rgb)
    }

    @Test func effectsOnEffectsComposeInOrder() {
        // Inverted, then brightened: 255 - 255 + 102 = 102 for red's red.
        let canvas = Self.red.colorInvert().brightness(0.4).drawCells(width: 10)
        #expect(canvas[0, 0].style.background == RGB(102, 255, 255))
    }

    @Test func oddAmountsAreKeptWithinReach() {
        #expect(BrightnessKind(.nan).amount == 0)
        #expect(ContrastKind(.infinity).amount == 0)
        #expect(SaturationKind(1e9).amount == 1000)
        #expect(HueRotationKind(degrees: 725).degrees == 5)
        #expect(BlurKind(radius: -3).radius == 0)
        // Gray past 1 is all gray, not a saturation below 0.
        #expect(ColorMatrix.grayscale(3) == ColorMatrix.saturation(0))
    }
}
