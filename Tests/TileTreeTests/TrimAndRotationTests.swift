import Testing
import TileRender

@testable import TileTree

/// `.trim(from:to:)` and `.rotationEffect`: drawing only, never layout.
@Suite struct TrimAndRotationTests {
    func layout(_ v: ViewNode) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: .points)).layout(
            proposal: ProposedSize(width: 393, height: 759))
    }

    static let ring = ViewNode.shape(.circle).stroke(.system(.blue), lineWidth: 8).frame(width: 80, height: 80)

    @Test func aTrimChangesNoLayoutAndTheTerminalDrawsTheWholeShape() throws {
        let trimmed = ViewNode.shape(.circle).trim(from: 0, to: 0.25).stroke(.system(.blue), lineWidth: 8)
            .frame(width: 80, height: 80)
        #expect(try layout(trimmed).frame == layout(Self.ring).frame)
        let plain = Renderer(depth: .truecolor)
        #expect(plain.renderString(trimmed.drawCells(width: 40)) == plain.renderString(Self.ring.drawCells(width: 40)))
    }

    @Test func aTrimOfATrimIsItsPartOfThePart() {
        // The inner trim keeps 0.5...1; the outer keeps its first half: 0.5 + 0.5 * 0...0.5 = 0.5...0.75.
        var env = ViewEnvironment()
        StyleModifierKind(.trim(from: 0, to: 0.5)).environment(forChild: 0, &env)
        StyleModifierKind(.trim(from: 0.5, to: 1)).environment(forChild: 0, &env)
        #expect(env.trim?.from == 0.5)
        #expect(env.trim?.to == 0.75)
        // NaN and lengths past the ends are kept within 0...1.
        var odd = ViewEnvironment()
        StyleModifierKind(.trim(from: .nan, to: 7)).environment(forChild: 0, &odd)
        #expect(odd.trim?.from == 0)
        #expect(odd.trim?.to == 1)
    }

    @Test func anEmptyTrimDrawsNothing() {
        let canvas = ViewNode.shape(.rectangle).trim(from: 0.6, to: 0.2).fill(.system(.red))
            .frame(width: 30, height: 17).drawCells(width: 10)
        #expect(canvas[0, 0].style.background == nil)
    }
}

extension TrimAndRotationTests {
    @Test func aRotationChangesNoLayoutAndIsShownByTheInspector() throws {
        let box = ViewNode.color(.system(.red)).frame(width: 100, height: 40)
        let turned = try layout(ViewNode.hstack([box.rotationEffect(degrees: 45), box]))
        let plain = try layout(ViewNode.hstack([box, box]))
        #expect(turned.frame == plain.frame)
        // The rotation takes its child's frame: the hstack's first child, at x = 0.
        let rotation = turned.children[0]
        #expect(rotation.kind.name == ".rotationEffect")
        #expect(rotation.frame == plain.children[0].frame)
        let json = LayoutReport.json(points: turned, cells: nil).map { $0.serialized() }
        #expect(json.first?.contains(#""view":".rotationEffect","x":"#) == true)
        #expect(json.first?.contains(#""degrees":45"#) == true)
    }

    @Test func aTreeSaysWhetherItTurnsAnything() {
        let box = ViewNode.color(.system(.red))
        #expect(!box.rotates)
        #expect(ViewNode.vstack([box, box.rotationEffect(degrees: 90).padding()]).rotates)
        // A whole turn, or NaN, turns nothing: 720 is 0 within a turn.
        #expect(!box.rotationEffect(degrees: 720).rotates)
        #expect(!box.rotationEffect(degrees: .nan).rotates)
    }

    @Test func theTerminalDrawsItUnturned() {
        let box = ViewNode.text("Hi").frame(width: 45, height: 17).background(.system(.red))
        let r = Renderer(depth: .truecolor)
        #expect(
            r.renderString(box.rotationEffect(degrees: 30).drawCells(width: 20))
                == r.renderString(box.drawCells(width: 20)))
    }
}
