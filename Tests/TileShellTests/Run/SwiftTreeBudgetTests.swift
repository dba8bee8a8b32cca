import Testing
import TileRender
import TileTree

@testable import TileShell

/// A session's SwiftUI views (`open`, `show Card()`, the preview) are drawn within the layout's
/// budget in every format: text says it cannot draw, layout gives an error object, json cuts.
@Suite struct SwiftTreeBudgetTests {
    static let doubled: String = {
        var s = "abcdef"
        for _ in 0..<17 { s += s }
        return s
    }()

    static func view(rows: Int) -> SwiftTreeView {
        SwiftTreeView(
            tree: ViewNode(StackKind(axis: .vertical), (0..<rows).map { _ in ViewNode.text(doubled) }), name: "Big")
    }

    static let refusal =
        "the view is too large to draw: its texts take more than \(LayoutBudget.heldTextBytes) bytes to measure"

    @Test func textSaysItCannotDraw() {
        let drawn = Renderer(depth: .none).renderString(Self.view(rows: 1000).draw(width: 80))
        // NB: the message wraps at the width: compared with its line breaks as spaces.
        let words = drawn.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.hasPrefix("── Big ── cannot draw: " + Self.refusal), "\(drawn.prefix(300))")
        let one = Renderer(depth: .none).renderString(Self.view(rows: 1).draw(width: 80))
        #expect(one.utf8.count < 2 * LayoutBudget.textCut)
        #expect(one.contains("…"))
    }

    @Test func layoutIsAnError() {
        #expect(throws: LayoutError.textsTooLong(limit: LayoutBudget.heldTextBytes)) {
            try DrawnLayout(tree: Self.view(rows: 1000).tree(), width: 80)
        }
        var shell = Shell(environment: environment())
        shell.outputFormat = .layout
        let bytes = String(decoding: shell.render(Self.view(rows: 1000)), as: UTF8.self)
        #expect(bytes.hasPrefix(#"{"error":"the view is too large to draw: its texts"#), "\(bytes.prefix(200))")
    }

    @Test func jsonTextsAreCutAndBounded() {
        let objects = Self.view(rows: 1000).json()
        let text = objects.map { $0.serialized() }.joined()
        #expect(text.utf8.count < LayoutBudget.heldTextBytes + 2 * LayoutBudget.textCut)
        #expect(text.contains("…"))
    }
}
