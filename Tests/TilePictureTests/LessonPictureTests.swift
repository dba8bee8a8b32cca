import Glibc
import Testing
import TileRender
import TileTree

@testable import TilePicture

/// The lesson files' APIs in pictures: gradients, clips, trims and rotations as SVG, checked in
/// the document and, through rsvg-convert, in its pixels (the SwiftUI look: 20 pt of padding,
/// one pixel a point).
@Suite struct LessonPictureTests {
    static let pad = 20
    static let red = Paint.system(.red)
    static let blue = Paint.system(.blue)

    func svg(_ trees: [ViewNode]) -> String {
        let blocks = trees.map { PictureBlock(canvas: $0.drawCells(width: 80), tree: $0) }
        return Picture.svg(blocks: blocks, options: PictureOptions(look: .swiftui))
    }

    func image(_ tree: ViewNode) -> RasterImage? {
        switch RasterImage.of(svg: svg([tree])) {
        case .success(let image): return image
        case .failure(let error):
            Issue.record("\(error)")
            return nil
        }
    }

    static func gradient(_ shape: GradientPaint.Shape) -> GradientPaint {
        GradientPaint(shape: shape, gradient: Gradient(colors: [red, blue]))
    }

    @Test func aLinearGradientIsAnSVGGradientInUserSpace() {
        let tree = ViewNode.gradient(Self.gradient(.linear(start: .leading, end: .trailing)))
            .frame(width: 100, height: 40)
        let doc = svg([tree])
        #expect(
            doc.contains(
                ##"<linearGradient id="tileshell-gradient1" gradientUnits="userSpaceOnUse" x1="20" y1="40" x2="120" y2="40"><stop offset="0" stop-color="#FF3B30"/><stop offset="1" stop-color="#007AFF"/></linearGradient>"##
            ))
        #expect(doc.contains(#"fill="url(#tileshell-gradient1)""#))
        #expect(parseXML(doc).error == nil)
        guard let img = image(tree) else { return }
        // Near the leading edge red, near the trailing edge blue.
        #expect(img.isColor(Self.pad + 1, Self.pad + 20, NamedColor.red.rgb, tolerance: 6))
        #expect(img.isColor(Self.pad + 98, Self.pad + 20, NamedColor.blue.rgb, tolerance: 6))
    }

    @Test func aRadialGradientMovesItsStopsOutToItsStartRadius() {
        let tree = ViewNode.shape(.circle)
            .fill(.gradient(Self.gradient(.radial(center: .center, startRadius: 10, endRadius: 50))))
            .frame(width: 100, height: 100)
        let doc = svg([tree])
        // Stop 0 at 10 / 50 = 0.2 of the end radius.
        #expect(
            doc.contains(
                #"<radialGradient id="tileshell-gradient1" gradientUnits="userSpaceOnUse" cx="70" cy="70" r="50"><stop offset="0.2""#
            ))
        #expect(doc.contains(#"<circle cx="70" cy="70" r="50" fill="url(#tileshell-gradient1)"/>"#))
        guard let img = image(tree) else { return }
        #expect(img.isColor(Self.pad + 50, Self.pad + 50, NamedColor.red.rgb, tolerance: 6))
    }

    @Test func anAngularGradientIsWedgesClippedToTheShape() {
        let tree = ViewNode.gradient(Self.gradient(.angular(center: .center, startAngle: 0, endAngle: 360)))
            .frame(width: 100, height: 100)
        let doc = svg([tree])
        #expect(
            doc.contains(#"<clipPath id="tileshell-clip1"><rect x="20" y="20" width="100" height="100"/></clipPath>"#))
        #expect(doc.components(separatedBy: "<path d=").count - 1 == SVGPainter.conicWedges)
        guard let img = image(tree) else { return }
        // Just clockwise of the trailing edge the start colour; just anticlockwise of it the end.
        #expect(img.isColor(Self.pad + 95, Self.pad + 52, NamedColor.red.rgb, tolerance: 12))
        #expect(img.isColor(Self.pad + 95, Self.pad + 48, NamedColor.blue.rgb, tolerance: 12))
        // Nothing drawn outside the frame.
        #expect(
            img.pixel(Self.pad + 101, Self.pad + 50).a == 0
                || img.isColor(Self.pad + 101, Self.pad + 50, RGB(255, 255, 255)))
    }

    /// Round a ring 40 pt out, every pixel is the gradient's colour at its angle within a few
    /// levels: no wedge's edge lets the background through (a seam of white was 19 levels off).
    @Test func anAngularGradientShowsNoSeams() {
        let tree = ViewNode.gradient(Self.gradient(.angular(center: .center, startAngle: 0, endAngle: 360)))
            .frame(width: 100, height: 100)
        guard let img = image(tree) else { return }
        let (red, blue) = (NamedColor.red.rgb, NamedColor.blue.rgb)
        var worst = 0
        for degrees in stride(from: 4.0, through: 356, by: 3) {
            let a = degrees * Double.pi / 180
            let (x, y) = (70 + 40 * cos(a), 70 + 40 * sin(a))
            let p = img.pixel(Int(x.rounded()), Int(y.rounded()))
            let t = degrees / 360
            let expected = [red.r, red.g, red.b].enumerated().map { i, c in
                Double(c) + (Double([blue.r, blue.g, blue.b][i]) - Double(c)) * t
            }
            for (got, want) in zip([p.r, p.g, p.b], expected) {
                worst = max(worst, abs(Int(got) - Int(want.rounded())))
            }
        }
        #expect(worst <= 8, "worst \(worst)")
    }

    /// An uneven rounded rectangle is a path whose corners each take their own radius (none
    /// past half the shorter side); as a clip it cuts, and the colour it clips keeps its corners.
    @Test func anUnevenRoundedRectangleRoundsEachCornerByItsOwn() {
        let radii = CornerRadii(topLeading: 40, bottomTrailing: 80)
        let doc = svg([ViewNode.shape(.unevenRoundedRectangle(radii)).fill(Self.blue).frame(width: 200, height: 100)])
        // 40 at the top leading corner; 80 is more than half of 100, so 50 at the bottom trailing.
        #expect(
            doc.contains(#"<path d="M60 20L220 20L220 70A50 50 0 0 1 170 120L20 120L20 60A40 40 0 0 1 60 20Z""#),
            "\(doc)")
        let clipped = ViewNode.color(Self.red).frame(width: 100, height: 100).clipShape(.unevenRoundedRectangle(radii))
        guard let img = image(clipped) else { return }
        // The top leading corner is cut away; the top trailing one stays square.
        #expect(!img.isColor(Self.pad + 3, Self.pad + 3, NamedColor.red.rgb, tolerance: 20))
        #expect(img.isColor(Self.pad + 97, Self.pad + 3, NamedColor.red.rgb, tolerance: 6))
    }

    @Test func gradientIdsAreUniqueAcrossBlocks() {
        let tree = ViewNode.text("Hi").foregroundStyle(.gradient(Self.gradient(.linear(start: .top, end: .bottom))))
        let doc = svg([tree, tree])
        #expect(doc.contains(#"id="tileshell-gradient1""#))
        #expect(doc.contains(#"id="tileshell-gradient2""#))
        #expect(doc.contains(#"fill="url(#tileshell-gradient2)""#))
    }
}

extension LessonPictureTests {
    @Test func clippedCutsWhatOverflowsItsFrame() {
        // A 100×50 view filling a 60×60 frame is 120×60, 30 pt past each side: the clip cuts it.
        let tree = ViewNode.color(.system(.red)).frame(idealWidth: 100, idealHeight: 50).scaledToFill()
            .frame(width: 60, height: 60).clipped().padding(.all, 40)
        let doc = svg([tree])
        #expect(
            doc.contains(#"<clipPath id="tileshell-clip1"><rect x="60" y="60" width="60" height="60"/></clipPath>"#))
        #expect(doc.contains(#"<g clip-path="url(#tileshell-clip1)">"#))
        guard let img = image(tree) else { return }
        #expect(img.isColor(Self.pad + 70, Self.pad + 70, NamedColor.red.rgb))
        #expect(!img.isColor(Self.pad + 30, Self.pad + 70, NamedColor.red.rgb))
    }
}

extension LessonPictureTests {
    @Test func textModifiersReachTheSVGText() {
        let doc = svg([ViewNode.text("Hi").kerning(1.5).baselineOffset(4).textCase(.uppercase)])
        // Body text's baseline is SF Pro's ascender, 17 × 1950 / 2048 = 16.19; 4 higher is 12.19,
        // from y 20. 1.5 on top of SF Pro's −0.44 at 17 pt.
        #expect(doc.contains(#"<text x="20" y="32.2" font-size="17" letter-spacing="1.06">HI</text>"#))
        // A text shrunk to fit is drawn in the shrunk size: "aaaa" (38.76 pt) in 19.38 is 8.5 pt.
        let shrunk = svg([ViewNode.text("aaaa").minimumScaleFactor(0.5).frame(width: 19.38)])
        #expect(shrunk.contains(#"font-size="8.5""#))
    }
}

extension LessonPictureTests {
    @Test func aTrimmedStrokeIsADashOfItsPart() {
        // A circle of radius 40 is 2 * pi * 40 = 251.3 long; a quarter of it 62.8, from its start.
        let tree = ViewNode.shape(.circle).trim(from: 0, to: 0.25).stroke(.system(.blue), lineWidth: 8)
            .frame(width: 80, height: 80)
        let doc = svg([tree])
        #expect(
            doc.contains(
                ##"<circle cx="60" cy="60" r="40" fill="none" stroke="#007AFF" stroke-width="8" stroke-dasharray="62.8 252.3" stroke-dashoffset="0"/>"##
            ))
        guard let img = image(tree) else { return }
        // The quarter from the trailing point clockwise: the bottom right is drawn, the top left is not.
        let blue = NamedColor.blue.rgb
        let d = Int((40 / 2.0.squareRoot()).rounded())
        #expect(img.isColor(Self.pad + 40 + d, Self.pad + 40 + d, blue, tolerance: 8))
        #expect(!img.isColor(Self.pad + 40 - d, Self.pad + 40 - d, blue, tolerance: 8))
    }

    @Test func aTrimmedFillIsThePolygonOfItsPartClosed() {
        // The first 5/8 of a 60×60 square's outline: the top edge, the right edge, half the
        // bottom; closed back to the top leading corner.
        let tree = ViewNode.shape(.rectangle).trim(from: 0, to: 0.625).fill(.system(.orange))
            .frame(width: 60, height: 60)
        let doc = svg([tree])
        #expect(doc.contains(#"<path d="M20 20"#))
        #expect(doc.contains("L80 20"))
        #expect(doc.contains("L80 80"))
        #expect(doc.contains(##"L50 80Z" fill="#FF9500"/>"##))
        guard let img = image(tree) else { return }
        let orange = NamedColor.orange.rgb
        #expect(img.isColor(Self.pad + 55, Self.pad + 50, orange))
        #expect(!img.isColor(Self.pad + 5, Self.pad + 50, orange))
    }
}

extension LessonPictureTests {
    @Test func aRotationTurnsThePictureAboutItsAnchor() {
        // A 100×20 bar centred in a 100×100 frame at (20, 20) lies at (20, 60), its centre at
        // (70, 70); turned 90° about it, it stands 20×100 from x 60 to 80, y 20 to 120.
        let tree = ViewNode.color(.system(.red)).frame(width: 100, height: 20).rotationEffect(degrees: 90)
            .frame(width: 100, height: 100)
        let doc = svg([tree])
        #expect(doc.contains(#"<g transform="rotate(90 70 70)">"#))
        guard let img = image(tree) else { return }
        let red = NamedColor.red.rgb
        // Along the bar's turned length (x = 70, y = 25 and 115) red; where it lay unturned
        // (x = 25, y = 70) not.
        #expect(img.isColor(Self.pad + 50, Self.pad + 5, red))
        #expect(img.isColor(Self.pad + 50, Self.pad + 95, red))
        #expect(!img.isColor(Self.pad + 5, Self.pad + 50, red))
        // Anchored at its top leading corner instead: rotate(90 20 60).
        let corner = ViewNode.color(.system(.red)).frame(width: 100, height: 20)
            .rotationEffect(degrees: 90, anchor: .topLeading).frame(width: 100, height: 100)
        #expect(svg([corner]).contains(#"<g transform="rotate(90 20 60)">"#))
    }

    /// A symbol whose terminal stand-in is an emoji (`flame` is 🔥) is drawn as its outline in
    /// pictures, not from the emoji font: at 60 pt `flame.fill` is a filled shape of about
    /// 1 500 dark pixels, `flame` a stroke round the same shape of about 650.
    @Test func anEmojiSymbolIsDrawnAsItsOutline() {
        func dark(_ name: String) -> Int? {
            let tree = ViewNode.image(systemName: name, glyph: Symbols.glyph(for: name)).font(.system(size: 60))
            #expect(!svg([tree]).contains("<text"))
            guard let img = image(tree) else { return nil }
            var dark = 0
            for y in 0..<img.height {
                for x in 0..<img.width {
                    let p = img.pixel(x, y)
                    if p.a == 255, p.r < 80, p.g < 80, p.b < 80 { dark += 1 }
                }
            }
            return dark
        }
        guard let filled = dark("flame.fill"), let outline = dark("flame") else { return }
        #expect(filled > 1_300, "\(filled) dark pixels")
        #expect(outline > 400 && outline < filled / 2, "\(outline) dark pixels")
    }
}

extension LessonPictureTests {
    /// `.shadow(radius: 10)` on a white card on white: the card is invisible but for its shadow,
    /// a Gaussian of standard deviation 10 pt round its silhouette in black at 33 % opacity.
    @Test func aShadowIsTheSilhouetteBlurredUnderTheView() {
        let card = ViewNode.color(.system(.white)).frame(width: 100, height: 60)
            .shadow(Layer.Shadow(radius: 10)).padding(.all, 40)
        let doc = svg([card])
        #expect(doc.contains(#"<feGaussianBlur stdDeviation="10"/><feOffset dx="0" dy="0""#), "\(doc)")
        #expect(doc.contains(##"<feFlood flood-color="#000000" flood-opacity="0.33"/>"##))
        #expect(!doc.contains("feDropShadow"))
        guard let img = image(card) else { return }
        // The card (at 60…160 × 60…120 with the picture's 20 pt margin) stays white; 4 pt outside
        // its edge the shadow darkens the background, and 40 pt out it has all but faded.
        let (left, top) = (Self.pad + 40, Self.pad + 40)
        #expect(img.isColor(left + 50, top + 30, RGB(255, 255, 255)))
        let near = img.pixel(left + 50, top + 64)
        #expect(near.r < 235 && near.r == near.g && near.g == near.b, "\(near)")
        #expect(img.pixel(left + 50, top + 98).r > 250)
    }

    /// A shadow's offset moves it (down by y), and its colour is the one given.
    @Test func aShadowMovesByItsOffsetInItsColour() {
        let dot = ViewNode.color(.system(.white)).frame(width: 40, height: 40)
            .shadow(Layer.Shadow(color: .system(.red), radius: 1, x: 0, y: 30)).padding(.all, 40)
        guard let img = image(dot) else { return }
        let (left, top) = (Self.pad + 40, Self.pad + 40)
        // Below the dot, where only the moved shadow reaches: red. Above it: background.
        #expect(img.isColor(left + 20, top + 60, NamedColor.red.rgb, tolerance: 8))
        #expect(img.isColor(left + 20, top - 10, RGB(255, 255, 255)))
    }

    /// A clear shadow, or one of no blur and no offset, draws no filter at all.
    @Test func aShadowThatCannotShowWritesNoFilter() {
        for shadow in [Layer.Shadow(color: .clear, radius: 8), Layer.Shadow(radius: 0)] {
            #expect(!svg([ViewNode.color(Self.red).frame(width: 20, height: 20).shadow(shadow)]).contains("<filter"))
        }
    }
}
