import Testing

@testable import TileTree

/// Layout and drawing have a budget of their own (`LayoutBudget`): a long text is cut before it
/// is measured, texts that hold more than the budget are refused before any is measured, and the
/// engine stops at the step or byte that passes a limit, whichever question it was asked.
@Suite struct LayoutBudgetTests {
    /// A string doubled 17 times, as a hostile file builds it: 786 432 bytes.
    static let doubled: String = {
        var s = "abcdef"
        for _ in 0..<17 { s += s }
        return s
    }()

    static func texts(_ count: Int, _ text: String = doubled) -> ViewNode {
        ViewNode(StackKind(axis: .vertical), (0..<count).map { _ in ViewNode.text(text) })
    }

    @Test func aLongTextIsCutAtACharacterBeforeItIsMeasured() throws {
        let tree = try PreparedTree(.text(Self.doubled))
        let shown = try #require(tree.kinds[tree.root] as? TextKind).text
        #expect(shown.utf8.count == LayoutBudget.textCut)
        #expect(shown.suffix(5) == "defa…")  // 4093 bytes of "abcdef…", then "…"
        #expect(tree.textBytes[tree.root] == LayoutBudget.textCut)
        // Never inside a character: two-byte letters and a four-byte emoji.
        for unit in ["é", "🍎", "e\u{301}"] {
            let cut = LayoutBudget.cut(String(repeating: unit, count: 5000))
            #expect(cut.utf8.count <= LayoutBudget.textCut)
            #expect(cut.dropLast().allSatisfy { String($0) == unit }, "\(unit)")
            #expect(cut.last == "…")
        }
        #expect(LayoutBudget.cut("short") == "short")
        #expect(
            LayoutBudget.cut(String(repeating: "a", count: LayoutBudget.textCut)).utf8.count == LayoutBudget.textCut)
    }

    @Test func everyKindThatHoldsTextIsCut() throws {
        let long = Self.doubled
        let kinds: [any ViewKind] = [
            TextKind(long), TextFieldKind(placeholder: long, text: long, rounded: true), PlaceholderKind(long),
            ImageKind(systemName: long, glyph: nil),
            PickerKind(PickerData(title: long, labels: [long, "b"], selected: 0)),
        ]
        for kind in kinds {
            let tree = try PreparedTree(ViewNode(kind))
            #expect(tree.textBytes[0] <= 3 * LayoutBudget.textCut, "\(kind.name)")
            #expect(tree.kinds[0].textBytes == tree.textBytes[0], "\(kind.name)")
        }
        // A template's leaf replaced by a long text is cut as well.
        let template = try PreparedTree(.text("x"))
        let replaced = template.replacingLeaves([(0, TextKind(long))])
        #expect((replaced.kinds[0] as? TextKind)?.text.utf8.count == LayoutBudget.textCut)
    }

    /// 1 000 texts of 786 KB (the 203-byte file): refused while the tree is flattened.
    @Test func textsThatHoldMoreThanTheBudgetAreRefusedBeforeAnyIsMeasured() {
        #expect(throws: LayoutError.textsTooLong(limit: LayoutBudget.heldTextBytes)) {
            try PreparedTree(Self.texts(1000))
        }
        #expect(
            LayoutError.textsTooLong(limit: 1 << 20).message
                == "the view is too large to draw: its texts take more than 1048576 bytes to measure"
                + " (each text is cut at 4096 bytes)")
    }

    /// 100 rows (400 KB once cut) are measured more than twice over in points: the engine stops
    /// at the text that passes the budget, whichever question it was asked.
    @Test(arguments: [Measure.points, .cells])
    func theEngineStopsAtTheByteThatPassesTheBudget(measure: Measure) throws {
        let budget = LayoutBudget(textBytes: 100_000, steps: .max)
        let engine = try LayoutEngine(Self.texts(100), context: LayoutContext(measure: measure), budget: budget)
        #expect(throws: LayoutError.textsTooLong(limit: 100_000)) {
            try engine.layout(proposal: ProposedSize(width: 393, height: nil))
        }
        #expect(engine.textBytesMeasured <= 100_000 + LayoutBudget.textCut)
        #expect(engine.textBytesMeasured > 100_000)
        let spent = engine.steps
        // Spent once: every later question is answered at once, with the same error.
        #expect(throws: LayoutError.textsTooLong(limit: 100_000)) { try engine.sizeThatFits(.unspecified) }
        #expect(throws: LayoutError.textsTooLong(limit: 100_000)) { try engine.drawCells(width: 80) }
        #expect(engine.steps == spent)
    }

    /// Many small views: the step limit, met in every entry point at the step past it.
    @Test func theEngineStopsAtTheStepThatPassesTheBudget() throws {
        let tree = ViewNode(
            StackKind(axis: .vertical),
            (0..<5000).map { _ in ViewNode.color(.system(.red)).frame(width: 10, height: 10) })
        let budget = LayoutBudget(textBytes: .max, steps: 1000)
        let entries: [(String, (LayoutEngine) throws(LayoutError) -> Void)] = [
            ("sizeThatFits", { e throws(LayoutError) in _ = try e.sizeThatFits(.unspecified) }),
            ("layout", { e throws(LayoutError) in _ = try e.layout(proposal: .unspecified) }),
            (
                "place",
                { e throws(LayoutError) in
                    _ = try e.place(in: Rect(x: 0, y: 0, width: 393, height: 759), proposal: .unspecified)
                }
            ),
            (
                "draw",
                { e throws(LayoutError) in
                    var painter: any Painter = CellPainter(size: Size(width: 80, height: 100))
                    try e.draw(proposal: .unspecified, into: &painter)
                }
            ),
            ("drawCells", { e throws(LayoutError) in _ = try e.drawCells(width: 80) }),
            ("device", { e throws(LayoutError) in _ = try DeviceCanvas.iPhone15.place(e) }),
        ]
        for (name, entry) in entries {
            let engine = try LayoutEngine(tree, context: LayoutContext(measure: .points), budget: budget)
            #expect(throws: LayoutError.tooManySteps(limit: 1000), "\(name)") { try entry(engine) }
            #expect(engine.steps == 1001, "\(name)")
        }
        #expect(
            LayoutError.tooManySteps(limit: 1000).message
                == "the view is too large to draw: laying it out takes more than 1000 steps")
    }

    /// The same views within the standard budget lay out as they did.
    @Test func aScreenOfViewsIsWellWithinTheBudget() throws {
        let tree = ViewNode(StackKind(axis: .vertical), (0..<200).map { ViewNode.text("Row \($0)").padding(.all, 8) })
        let engine = try LayoutEngine(tree, context: LayoutContext(measure: .points))
        _ = try engine.layout(proposal: ProposedSize(width: 393, height: 759))
        #expect(engine.steps < 10_000)
        #expect(engine.textBytesMeasured < 20_000)
    }
}
