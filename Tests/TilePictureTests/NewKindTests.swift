import Testing
import TileRender
import TileTree

@testable import TilePicture

/// A modifier the project does not have, written in this one file: `.stripe(color)` draws a bar
/// 4 pt (one row) under its content. Nothing outside this file knows it, and the layout, the
/// layout inspector, the terminal and both picture looks all take it.
struct StripeKind: ViewKind {
    var paint: Paint

    var name: String { ".stripe" }
    var isLayoutNode: Bool { true }

    func bar(_ context: LayoutContext) -> Double { context.measure == .points ? 4 : 1 }

    func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let child =
            subviews.first?.sizeThatFits(
                ProposedSize(width: proposal.width, height: proposal.height.map { $0 - bar(context) }))
            ?? .zero
        return Size(width: child.width, height: child.height + bar(context))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard subviews.first != nil else { return [] }
        let content = Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height - bar(context))
        return [Placement(index: 0, frame: content, proposal: ProposedSize(content.size))]
    }

    func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {
        // NB: the painter does not say its unit; a frame this short is one in cells.
        let height = frame.height > 10 ? 4.0 : 1.0
        painter.fill(
            Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height), shape: .rectangle,
            paint: paint)
    }

    func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [("color", .string(paint.hex ?? ""))] }

    func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its content's size and a bar below"
    }
}

extension ViewNode {
    func stripe(_ paint: Paint) -> ViewNode { modified(StripeKind(paint: paint)) }
}

extension StripeKind {
    /// The modifier in an exported SwiftUI file: its call on a view of `color`, and the extension
    /// that declares it there.
    static func swiftCall(_ color: NamedColor) -> String { ".stripe(.\(color.rawValue))" }
    static let swiftDeclaration = """
        extension View {
          func stripe(_ color: Color) -> some View {
            VStack(spacing: 0) {
              self
              color.frame(height: 4)
            }
          }
        }
        """
}

@Suite struct NewKindTests {
    let tree = ViewNode.text("Sale").font(.headline).stripe(.system(.green))

    @Test func itIsLaidOutAndShownByTheLayoutInspector() throws {
        let points = try LayoutEngine(tree, context: LayoutContext(measure: .points)).layout(proposal: .unspecified)
        let cells = try LayoutEngine(tree, context: LayoutContext(measure: .cells)).layout(
            proposal: ProposedSize(width: 80, height: nil))
        // A headline line (20.33 pt) over the 4 pt stripe.
        #expect(abs(points.frame.height - (Font.headline.height(lines: 1) + 4)) < 1e-9)
        #expect(cells.frame.size == Size(width: 4, height: 2))
        let json = LayoutReport.json(points: points, cells: cells).map { $0.serialized() }
        #expect(json.count == 1)
        #expect(json[0].hasPrefix(#"{"view":".stripe","x":0,"y":0,"#))
        #expect(json[0].contains(##""color":"#34C759""##))
        #expect(json[0].contains(#""cells":[0,0,4,2]"#))
        let engine = try LayoutEngine(tree, context: LayoutContext(measure: .points))
        engine.explains = true
        let lines = LayoutReport.explanation(try engine.layout(proposal: .unspecified))
        #expect(lines.contains { $0.contains("its content's size and a bar below") })
    }

    @Test func theTerminalDrawsItsBarInCells() {
        let canvas = tree.drawCells(width: 80)
        #expect(canvas.height == 2)
        #expect(canvas[0, 1].style.background == NamedColor.green.rgb)
        #expect(canvas[0, 0].style.bold)
    }

    @Test func bothPictureLooksDrawIt() {
        let block = PictureBlock(canvas: tree.drawCells(width: 80), tree: tree)
        let swiftui = Picture.svg(blocks: [block], options: PictureOptions(look: .swiftui))
        #expect(swiftui.contains(##"fill="#34C759""##))
        #expect(swiftui.contains(">Sale</text>"))
        let terminal = Picture.svg(blocks: [block], options: PictureOptions(look: .terminal))
        #expect(terminal.contains("#34C759"))
    }
}
