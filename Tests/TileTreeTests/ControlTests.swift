import Testing
import TileRender

@testable import TileTree

/// SwiftUI's controls laid out in points (pinned on shapes where text metrics would only add
/// noise) and drawn in cells.
@Suite struct ControlTests {
    static let phone = ProposedSize(width: 393, height: 759)
    static let red = Paint.system(.red)

    func layout(_ v: ViewNode, _ p: ProposedSize = phone, measure: Measure = .points) throws -> LaidOutNode {
        try LayoutEngine(v, context: LayoutContext(measure: measure)).layout(proposal: p)
    }

    /// The first node, depth first, whose kind matches.
    func find(_ n: LaidOutNode, _ matches: (any ViewKind) -> Bool) -> LaidOutNode? {
        var stack = [n]
        while let x = stack.popLast() {
            if matches(x.kind) { return x }
            stack.append(contentsOf: x.children.reversed())
        }
        return nil
    }

    func part(_ n: LaidOutNode) -> Rect? { find(n) { $0 is ControlPartKind }?.frame }
    func redFrame(_ n: LaidOutNode) -> Rect? { find(n) { ($0 as? ColorKind)?.paint == Self.red }?.frame }

    func plain(_ v: ViewNode, width: Int = 40) -> [String] {
        Renderer(depth: .none).renderString(v.drawCells(width: width)).split(separator: "\n").map(String.init)
    }

    /// A 100×30 pt red block standing in for a label.
    static let block = ViewNode.color(red).frame(width: 100, height: 30)
}

// MARK: ProgressView

extension ControlTests {
    @Test func anIndeterminateProgressViewIsATwentyPointSpinner() throws {
        let root = try layout(.progressView())
        #expect(root.kind.name == "ProgressView")
        #expect(root.frame.size == Size(width: 20, height: 20))
        #expect(part(root) == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aSpinnersLabelIsCentredEightPointsBelowIt() throws {
        let root = try layout(.progressView(label: Self.block))
        // 100 wide (the label); 20 (spinner) + 8 + 30 (label) = 58 tall; the spinner at (100 - 20) / 2.
        #expect(root.frame.size == Size(width: 100, height: 58))
        #expect(part(root) == Rect(x: 40, y: 0, width: 20, height: 20))
        #expect(redFrame(root) == Rect(x: 0, y: 28, width: 100, height: 30))
    }

    @Test func aDeterminateProgressViewIsAFourPointBarAsWideAsOffered() throws {
        let root = try layout(.progressView(label: Self.block, value: 0.25))
        // The label first (30), 8 pt, then the 4 pt bar: 42 tall, 393 wide.
        #expect(root.frame.size == Size(width: 393, height: 42))
        #expect(redFrame(root) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(part(root) == Rect(x: 0, y: 38, width: 393, height: 4))
        let alone = try layout(.progressView(value: 0.25), .unspecified)
        #expect(alone.frame.size == Size(width: ControlPart.idealBarWidth, height: 4))
    }

    @Test(arguments: [
        (0.5, 1.0, 0.5), (5, 2, 1), (-3, 1, 0), (Double.nan, 1, 0), (Double.infinity, 1, 1), (1, 0, 0),
        (1, -1, 0), (1, Double.infinity, 0), (1, Double.nan, 0), (3, 4, 0.75),
    ])
    func aProgressViewsFractionIsKeptBetweenZeroAndOne(value: Double, total: Double, fraction: Double) throws {
        let root = try layout(.progressView(value: value, total: total))
        #expect((root.kind as? ProgressViewKind)?.fraction == fraction)
        #expect(root.frame.size == Size(width: 393, height: 4))
    }

    @Test func theTerminalDrawsASpinnerGlyphAndABar() {
        #expect(plain(.progressView()) == ["⟳"])
        #expect(plain(.progressView(label: .text("Loading"))) == ["   ⟳", "Loading"])
        #expect(plain(.progressView(value: 0.5), width: 10) == ["━━━━━─────"])
        let canvas = ViewNode.progressView(value: 0.5).drawCells(width: 10)
        #expect(canvas[0, 0].style.foreground == NamedColor.blue.rgb)
        #expect(canvas[9, 0].style.foreground == NamedColor.gray.rgb)
        #expect(plain(.progressView(label: .text("Copying"), value: 1), width: 8) == ["Copying", "━━━━━━━━"])
    }
}
