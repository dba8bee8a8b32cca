import Testing
import TileRender

@testable import TileTree

/// A tree prepared once whose leaves are replaced draws what the tree built afresh draws.
@Suite struct PreparedTreeTests {
    func bytes(_ c: Canvas) -> String { Renderer(depth: .truecolor).renderString(c) }

    /// A canvas's size and every cell, row by row.
    func cells(_ c: Canvas) -> [[Cell]] {
        [[Cell(String(c.width)), Cell(String(c.height))]]
            + (0..<c.height).map { y in (0..<c.width).map { x in c[x, y] } }
    }

    @Test func onlyLeavesThatTakeRoomAreReplaced() throws {
        let tree = try PreparedTree(.vstack([.text("a"), .text("b")]))
        let leaves = tree.leaves(where: { $0 is TextKind })
        #expect(leaves == [1, 2])
        let replaced = tree.replacingLeaves([(1, TextKind("long text")), (2, EmptyKind()), (0, TextKind("x"))])
        #expect((replaced.kinds[1] as? TextKind)?.text == "long text")
        #expect((replaced.kinds[2] as? TextKind)?.text == "b")
        #expect(replaced.kinds[0] is StackKind)
        let size = try LayoutEngine(replaced, measure: .cells).sizeThatFits(.unspecified)
        #expect(size == Size(width: 9, height: 2))
    }

    /// Texts of every kind a text leaf meets: empty, plain, long enough to wrap, wide characters,
    /// emoji, a combining accent, a bidi mark as Foundation puts in prices, a control character,
    /// a line feed, numbers that `.largeTitle` draws as big digits.
    static let texts = [
        "", "a", "Ada Lovelace", "$78,778.79", "3 days ago", "unit = minute", "日本語のテキスト", "👩‍💻 coder 🇯🇵",
        "e\u{301}tude", "\u{200F}5.00 ₪", "tab\there", "two\nlines", "-1234", "7",
        "a long sentence of several words that wraps at narrow widths", String(repeating: "x", count: 300),
    ]

    /// Looks a text leaf takes from its modifiers: the shell's roles and emphases, and others.
    static let looks: [@Sendable (ViewNode) -> ViewNode] = [
        { $0 }, { $0.font(.headline).foregroundStyle(.primary) },
        { $0.font(.subheadline).foregroundStyle(.secondary) }, { $0.font(.caption).foregroundStyle(.secondary) },
        { $0.foregroundStyle(.system(.red)) }, { $0.foregroundStyle(.secondary) }, { $0.bold() },
        { $0.font(.largeTitle).foregroundColor(.system(.white)).underline() }, { $0.italic().strikethrough() },
        { $0.foregroundColor(.rgb(RGB(1, 2, 3), opacity: 1)) }, { $0.textCase(.uppercase) }, { $0.lineLimit(1) },
        { $0.multilineTextAlignment(.center) }, { $0.padding(.horizontal, 8) },
    ]

    /// A text leaf drawn without the engine gives the engine's cells, over every text, look and
    /// width (a width of 1, narrower than the text, and none at all among them).
    @Test func aTextDrawnAloneIsWhatTheEngineDraws() throws {
        var painted = 0
        for look in Self.looks {
            let marker = "\u{0}text"
            let tree = try PreparedTree(look(.text(marker)))
            let leaves = tree.leaves(where: { ($0 as? TextKind)?.text == marker })
            let leaf = try #require(leaves.first)
            for text in Self.texts {
                for width in [-1, 0, 1, 2, 3, 5, 8, 13, 40, 80, 400] {
                    let engine = LayoutEngine(tree.replacingLeaves([(leaf, TextKind(text))]), measure: .cells)
                    let expected = try engine.drawCells(width: width)
                    let drawn = tree.drawCells(text: text, at: leaf, width: width)
                    #expect(cells(drawn) == cells(expected), "\(text.debugDescription) at \(width)")
                    #expect(bytes(drawn) == bytes(expected))
                    let env = tree.environments[leaf].value
                    if leaf == tree.root,
                        CellPainter.line(TextKind(text).shown(env), width: width, environment: env) != nil
                    {
                        painted += 1
                    }
                }
            }
        }
        // The shortcut is taken for most of them, not only the engine compared with itself.
        #expect(painted > Self.looks.count * Self.texts.count * 4)
    }

    /// Every look the shell gives a text is a text leaf at the root of its tree: the shortcut's case.
    @Test func aStyledTextIsItsTreesRoot() throws {
        for look in Self.looks.dropLast() {
            let tree = try PreparedTree(look(.text("x")))
            #expect(tree.root == tree.leaves(where: { $0 is TextKind }).first)
        }
    }
}
