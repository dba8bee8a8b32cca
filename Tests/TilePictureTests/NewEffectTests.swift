import Testing
import TileRender
import TileTree

@testable import TilePicture

/// An effect the project does not have, written in this one file: `.frosted()` draws its content
/// blurred by 3 pt and brightened by a fifth. Nothing outside this file knows it: it says what its
/// layer is, and the layout, the inspector, the terminal and both picture looks all take it.
struct FrostedKind: EffectKind {
    var name: String { ".frosted" }
    func layer(in frame: Rect) -> Layer { Layer(blur: 3, colorMatrix: .brightness(0.2)) }
}

extension ViewNode {
    func frosted() -> ViewNode { modified(FrostedKind()) }
}

@Suite struct NewEffectTests {
    let tree = ViewNode.text("Sale").foregroundColor(.system(.blue)).padding().background(.system(.red)).frosted()

    @Test func itChangesNoLayoutAndTheInspectorShowsIt() throws {
        let engine = try LayoutEngine(tree, context: LayoutContext(measure: .points))
        let frosted = try engine.layout(proposal: .unspecified)
        let plain = try LayoutEngine(tree.children[0], context: LayoutContext(measure: .points)).layout(
            proposal: .unspecified)
        #expect(frosted.frame == plain.frame)
        let json = LayoutReport.json(points: frosted, cells: nil).map { $0.serialized() }
        #expect(json.first?.hasPrefix(#"{"view":".frosted","#) == true)
    }

    @Test func cellsTakeItsColoursAndDimWhatTheyCannotBlur() {
        let canvas = tree.drawCells(width: 20)
        let cell = canvas[1, 1]
        #expect(cell.style.dim)
        // Red (255, 59, 48) and blue (0, 122, 255), each channel a fifth (51) brighter.
        #expect(cell.style.background == RGB(255, 110, 99))
        let text = (0..<canvas.width).map { canvas[$0, 1] }.first { $0.text == "S" }
        #expect(text?.style.foreground == RGB(51, 173, 255))
    }

    @Test func bothPictureLooksDrawIt() {
        let block = PictureBlock(canvas: tree.drawCells(width: 20), tree: tree)
        let swiftui = Picture.svg(blocks: [block], options: PictureOptions(look: .swiftui))
        #expect(swiftui.contains(#"<feColorMatrix type="matrix" values="1 0 0 0 0.2 "#))
        #expect(swiftui.contains(#"<feGaussianBlur stdDeviation="3"/>"#))
        #expect(swiftui.contains(#"<g filter="url(#tileshell-filter"#))
        #expect(swiftui.contains(">Sale</text>"))
        let terminal = Picture.svg(blocks: [block], options: PictureOptions(look: .terminal))
        #expect(terminal.contains("#FF6E63"))
        #expect(terminal.contains(#"opacity="0.6""#))
    }
}
