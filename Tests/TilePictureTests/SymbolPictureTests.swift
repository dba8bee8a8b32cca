import Testing
import TileRender
import TileTree

@testable import TilePicture

/// SF Symbols in the SwiftUI look: drawn as the outlines of `SymbolOutlines`, paths filled or
/// stroked in the foreground, in the frame `Image(systemName:)` takes (the picture's 20 pt of
/// padding, one pixel a point); the terminal look keeps the glyph.
@Suite struct SymbolPictureTests {
    static let pad = 20.0

    static func symbol(_ name: String) -> ViewNode {
        .image(systemName: name, glyph: Symbols.glyph(for: name))
    }

    func svg(_ tree: ViewNode, _ look: PictureLook = .swiftui) -> String {
        let block = PictureBlock(canvas: tree.drawCells(width: 40), tree: tree)
        return Picture.svg(blocks: [block], options: PictureOptions(look: look))
    }

    /// The `d` of each `<path …>` in a document.
    func paths(_ doc: String) -> [String] {
        doc.split(separator: "<path d=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    /// The box of a path's points (a curve's control points lie outside it no further than the
    /// outlines' curves reach), grown by half of `stroke`.
    func bounds(_ d: String, stroke: Double) -> Rect? {
        let numbers = d.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        let h = stroke / 2
        return Rect(x: x0 - h, y: y0 - h, width: x1 - x0 + stroke, height: y1 - y0 + stroke)
    }

    func strokeWidth(_ doc: String) -> Double? {
        guard let after = doc.split(separator: "stroke-width=\"").dropFirst().first,
            let value = after.split(separator: "\"").first
        else { return nil }
        return Double(value)
    }

    @Test func aFilledSymbolIsAPathThatFillsItsFrame() throws {
        let doc = svg(Self.symbol("heart.fill").font(.largeTitle))
        #expect(!doc.contains("<text"), "\(doc)")
        let d = try #require(paths(doc).first)
        #expect(doc.contains(##"fill="#000000" stroke="#000000""##))
        // `.largeTitle` is 34 pt: the frame is 34×31.28 from the padding's corner.
        let frame = Rect(x: Self.pad, y: Self.pad, width: 34, height: 31.28)
        let width = try #require(strokeWidth(doc))
        let box = try #require(bounds(d, stroke: width))
        #expect(box.x >= frame.x - 0.1 && box.maxX <= frame.maxX + 0.1, "\(box)")
        #expect(box.y >= frame.y - 0.1 && box.maxY <= frame.maxY + 0.1, "\(box)")
        #expect(min(box.width, box.height) >= 0.8 * min(frame.width, frame.height), "\(box)")
    }

    @Test func anOutlineIsStrokedATwelfthOfThePointSizeAndHeavierWhenBold() throws {
        let regular = try #require(strokeWidth(svg(Self.symbol("heart").font(.largeTitle))))
        #expect(abs(regular - 34.0 / 12) < 0.35, "\(regular)")
        let bold = try #require(strokeWidth(svg(Self.symbol("heart").font(.largeTitle).fontWeight(.bold))))
        #expect(bold > regular * 1.3, "\(bold) against \(regular)")
        #expect(svg(Self.symbol("heart").font(.largeTitle)).contains(##"fill="none" stroke="#000000""##))
    }

    @Test func theForegroundColourFillsTheSymbol() {
        let doc = svg(Self.symbol("star.fill").foregroundColor(.system(.red)))
        #expect(doc.contains(##"fill="#FF3B30""##), "\(doc)")
        #expect(!doc.contains(##"fill="#000000" stroke"##))
    }

    @Test func aFilledBadgeCutsItsSymbolOutOfAMask() {
        let doc = svg(Self.symbol("checkmark.circle.fill"))
        #expect(doc.contains(#"<mask id="tileshell-mask"#), "\(doc)")
        #expect(doc.contains(#"<g mask="url(#tileshell-mask"#))
        #expect(!doc.contains("<text"))
        // The outline badge needs no mask: the circle and the tick are both stroked.
        #expect(!svg(Self.symbol("checkmark.circle")).contains("<mask"))
    }

    @Test func aSlashIsStrokedAboveTheGapItCuts() {
        let doc = svg(Self.symbol("bell.slash"))
        // The bell in a masked group, the slash after it, so that its gap does not cut it.
        #expect(doc.contains(#"<g><g mask="url(#tileshell-mask"#), "\(doc)")
        let afterMask = doc.components(separatedBy: "</g><path d=\"").dropFirst().first ?? ""
        #expect(afterMask.contains(##"fill="none" stroke="#000000""##), "\(doc)")
        #expect(!svg(Self.symbol("bell")).contains("<mask"))
    }

    @Test func anUnknownNameIsAnEmptyFrameWithoutText() {
        let doc = svg(Self.symbol("no.such.symbol").font(.largeTitle))
        #expect(!doc.contains("<text"), "\(doc)")
        #expect(!doc.contains("no.such.symbol"))
        #expect(!doc.contains("<path"))
        // A thin rounded outline of the 34×31.28 frame, in the secondary grey.
        #expect(doc.contains(##"width="33" height="30.3" rx="6.3" fill="none" stroke="#8A8A8E" stroke-width="1""##))
        #expect(SymbolOutlines.outline(for: "no.such.symbol") == nil)
        #expect(SymbolOutlines.outline(for: "heart.fancy") == nil)
        #expect(SymbolOutlines.outline(for: "person.fill.badge.plus") != nil)
    }

    @Test func theTerminalLookKeepsTheGlyph() {
        let tree = Self.symbol("heart.fill")
        let cells = Renderer(depth: .none).renderString(tree.drawCells(width: 10))
        #expect(
            cells.split(separator: "\n").map { String($0.reversed().drop(while: { $0 == " " }).reversed()) } == ["♥"],
            "\(cells)")
        let doc = svg(tree, .terminal)
        #expect(doc.contains(">♥</text>"), "\(doc)")
        #expect(!doc.contains("<path"))
    }

    @Test func aResizableSymbolStretchesUnlessItsAspectIsKept() throws {
        let stretched = svg(Self.symbol("heart.fill").resizable().frame(width: 100, height: 50))
        let kept = svg(Self.symbol("heart.fill").resizable().scaledToFit().frame(width: 100, height: 50))
        let sd = try #require(paths(stretched).first)
        let kd = try #require(paths(kept).first)
        let s = try #require(bounds(sd, stroke: 0))
        let k = try #require(bounds(kd, stroke: 0))
        // Stretched, the heart is twice as wide as tall; kept, about as wide as tall.
        #expect(s.width / s.height > 1.8, "\(s)")
        #expect(k.width / k.height < 1.3, "\(k)")
    }

    /// A 100 pt resizable `heart.fill` in red: red at its centre, the page at its top corners
    /// (between the lobes' round tops and the frame's corners).
    @Test func aResizableRedHeartIsRedInsideAndNotAtItsCorners() throws {
        let tree = Self.symbol("heart.fill").resizable().foregroundColor(.system(.red)).frame(width: 100, height: 100)
        let img = try RasterImage.of(svg: svg(tree)).get()
        let p = Int(Self.pad)
        let red = SystemColors.rgb(.red, .light)
        #expect(img.isColor(p + 50, p + 50, red))
        #expect(img.isColor(p + 25, p + 30, red))
        for (x, y) in [(p + 1, p + 1), (p + 98, p + 1), (p + 2, p + 97), (p + 97, p + 97)] {
            #expect(!img.isColor(x, y, red, tolerance: 60), "corner \(x),\(y)")
            #expect(img.isColor(x, y, RGB(255, 255, 255), tolerance: 8), "corner \(x),\(y)")
        }
    }
}
