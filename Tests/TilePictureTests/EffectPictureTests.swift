import Testing
import TileRender
import TileTree

@testable import TilePicture

/// The nine effect modifiers in pictures: the SwiftUI look writes each as a filter or a blend on
/// a group round what it draws, and the terminal look draws the cells, recoloured or dimmed.
@Suite struct EffectPictureTests {
    static let red = ViewNode.color(.system(.red)).frame(width: 60, height: 60)

    func svg(_ tree: ViewNode, _ look: PictureLook) -> String {
        let block = PictureBlock(canvas: tree.drawCells(width: 20), tree: tree)
        return Picture.svg(blocks: [block], options: PictureOptions(look: look))
    }

    @Test(arguments: [
        (red.brightness(0.4), "1 0 0 0 0.4 0 1 0 0 0.4 0 0 1 0 0.4 0 0 0 1 0"),
        (red.contrast(0.5), "0.5 0 0 0 0.25 0 0.5 0 0 0.25 0 0 0.5 0 0.25 0 0 0 1 0"),
        (red.saturation(0), "0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0"),
        (red.grayscale(1), "0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0"),
        (red.hueRotation(degrees: 180), "-0.574 1.43 0.144 0 0 0.426 0.43 0.144 0 0 0.426 1.43 -0.856 0 0 0 0 0 1 0"),
        (red.colorInvert(), "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"),
        (red.colorMultiply(.system(.blue)), "0 0 0 0 0 0 0.4784 0 0 0 0 0 1 0 0 0 0 0 1 0"),
    ])
    func aColourEffectIsAColourMatrixOnAGroup(_ tree: ViewNode, _ values: String) {
        let picture = svg(tree, .swiftui)
        #expect(picture.contains(#"<feColorMatrix type="matrix" values="\#(values)"/>"#), "\(picture)")
        #expect(picture.contains(#"color-interpolation-filters="sRGB""#))
        #expect(picture.contains(#"<g filter="url(#tileshell-filter"#))
        // The colour itself is written as it is: the filter recolours it.
        #expect(picture.contains(##"fill="#FF3B30""##))
    }

    @Test func aBlurIsAGaussianWhoseDeviationIsTheRadius() {
        let picture = svg(Self.red.blur(radius: 4), .swiftui)
        #expect(picture.contains(#"<feGaussianBlur stdDeviation="4"/>"#))
        // The filter's region is the frame grown by three deviations, 12 pt each way.
        #expect(picture.contains(#"width="84" height="84""#), "\(picture)")
    }

    @Test func anOpaqueBlurKeepsToTheFrameAndDuplicatesItsEdges() {
        let picture = svg(Self.red.blur(radius: 4, opaque: true), .swiftui)
        #expect(picture.contains(#"<feGaussianBlur stdDeviation="4" edgeMode="duplicate"/>"#))
        #expect(picture.contains(#"width="60" height="60" color-interpolation-filters"#), "\(picture)")
    }

    @Test(arguments: [(BlendMode.multiply, "multiply"), (.colorDodge, "color-dodge"), (.luminosity, "luminosity")])
    func aBlendModeIsMixBlendMode(_ mode: BlendMode, _ css: String) {
        let picture = svg(ViewNode.zstack([.color(.system(.yellow)), Self.red.blendMode(mode)]), .swiftui)
        #expect(picture.contains(#"<g style="mix-blend-mode:\#(css)">"#))
        #expect(!picture.contains("<filter"))
    }

    @Test func everyModeAPictureDrawsIsOneOfCSSsSixteen() {
        #expect(BlendMode.drawn.count == 16)
        #expect(BlendMode.drawn.first == .normal)
        for mode in [BlendMode.sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter] {
            #expect(mode.css == nil)
        }
    }

    @Test func theTerminalLookDrawsTheCellsRecoloured() {
        let picture = svg(Self.red.colorInvert(), .terminal)
        #expect(picture.contains("#00C4CF"))
        #expect(!picture.contains("#FF3B30"))
        #expect(!picture.contains("<filter"))
    }

    @Test func theTerminalLookDrawsABlurredTextDimmed() {
        let text = ViewNode.text("Soft")
        #expect(svg(text.blur(radius: 2), .terminal).contains(#"opacity="0.6">Soft</text>"#))
        #expect(!svg(text, .terminal).contains(#"opacity="0.6""#))
    }
}
