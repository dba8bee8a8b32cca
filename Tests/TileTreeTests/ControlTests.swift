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
        n.preOrder.first { matches($0.kind) }
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

// MARK: Toggle

extension ControlTests {
    @Test func aToggleIsAsWideAsOfferedWithItsSwitchAtTheTrailingEdge() throws {
        let root = try layout(.toggle(label: .color(Self.red).frame(width: 100, height: 20), isOn: true))
        #expect(root.kind.name == "Toggle")
        // 393 wide; max(31, 20) = 31 tall; the switch at 393 - 51 = 342, the label at (31 - 20) / 2.
        #expect(root.frame.size == Size(width: 393, height: 31))
        #expect(part(root) == Rect(x: 342, y: 0, width: 51, height: 31))
        #expect(redFrame(root) == Rect(x: 0, y: 5.5, width: 100, height: 20))
    }

    @Test func aTallLabelMakesTheToggleTallerAndCentresTheSwitch() throws {
        let root = try layout(.toggle(label: .color(Self.red).frame(width: 100, height: 40), isOn: false))
        // max(31, 40) = 40 tall; the switch at (40 - 31) / 2 = 4.5.
        #expect(root.frame.size == Size(width: 393, height: 40))
        #expect(part(root) == Rect(x: 342, y: 4.5, width: 51, height: 31))
    }

    @Test func aToggleAskedItsIdealWidthIsItsLabelTheSpacingAndItsSwitch() throws {
        let root = try layout(.toggle(label: Self.block, isOn: true), .unspecified)
        // 100 + 8 + 51 = 159.
        #expect(root.frame.size == Size(width: 159, height: 31))
        let bare = try layout(.toggle(label: .empty, isOn: true))
        #expect(bare.frame.size == Size(width: 393, height: 31))
        #expect(part(bare) == Rect(x: 342, y: 0, width: 51, height: 31))
    }

    @Test func aTextLabelIsOfferedTheRowLessTheSwitch() throws {
        let root = try layout(.toggle(label: .text("Wi-Fi"), isOn: true))
        let text = try #require(find(root) { $0 is TextKind })
        // A body line is 20.33 pt: the row stays 31 tall, the text centred at (31 - 20.33) / 2 = 5.33.
        #expect(root.frame.height == 31)
        #expect(abs(text.frame.y - 16.0 / 3) < 1e-9)
        #expect(text.proposal == ProposedSize(width: 393 - 51 - 8, height: 759))
    }

    @Test func theTerminalDrawsTheSwitchAtTheRightEdge() {
        #expect(plain(.toggle(label: .text("Wi-Fi"), isOn: true), width: 20) == ["Wi-Fi             ━●"])
        #expect(plain(.toggle(label: .text("Wi-Fi"), isOn: false), width: 20) == ["Wi-Fi             ◯━"])
        let on = ViewNode.toggle(label: .text("Wi-Fi"), isOn: true).drawCells(width: 20)
        #expect(on[19, 0].style.foreground == NamedColor.green.rgb)
        let off = ViewNode.toggle(label: .text("Wi-Fi"), isOn: false).drawCells(width: 20)
        #expect(off[18, 0].style.foreground == NamedColor.gray.rgb)
    }
}

// MARK: TextField

extension ControlTests {
    @Test func aPlainTextFieldIsAsWideAsOfferedAndOneBodyLineTall() throws {
        let root = try layout(.textField(placeholder: "Name", text: "Ada", rounded: false))
        #expect(root.kind.name == "TextField")
        // A body line is 20.33 pt.
        #expect(root.frame.size == Size(width: 393, height: Font.body.height(lines: 1)))
        #expect(abs(Font.body.height(lines: 1) - 61.0 / 3) < 1e-9)
        let text = try #require(find(root) { $0 is TextKind })
        #expect(text.frame.origin == Point(x: 0, y: 0))
        #expect(text.environment.foreground == nil)
    }

    @Test func aRoundedTextFieldIsThirtyFourTallWithItsTextSixIn() throws {
        let root = try layout(.textField(placeholder: "Name", text: "", rounded: true))
        // 20.33 + 7 + 7 = 34.33 tall; the text at (6, 7), offered 393 - 12 = 381 and one line.
        let line = Font.body.height(lines: 1)
        #expect(root.frame.size == Size(width: 393, height: line + 14))
        let text = try #require(find(root) { $0 is TextKind })
        #expect(text.frame.x == 6 && abs(text.frame.y - 7) < 1e-9)
        #expect(text.proposal == ProposedSize(width: 381, height: line))
        #expect(text.environment.foreground == .secondary)
    }

    @Test func aTextFieldAskedItsIdealWidthIsItsTextsAndTakesItsFontsLine() throws {
        let root = try layout(.textField(placeholder: "Name", text: "", rounded: true), .unspecified)
        #expect(root.frame.width == TextMetrics.width("Name", size: 17) + 12)
        let title = try layout(.textField(placeholder: "Name", text: "", rounded: false).font(.title))
        // A title line is 28 × 1.193 = 33.42 pt, 33.67 rounded up to the pixel.
        #expect(title.frame.size == Size(width: 393, height: Font.title.height(lines: 1)))
        #expect(abs(Font.title.height(lines: 1) - 101.0 / 3) < 1e-9)
    }

    @Test func aLongTextStaysOnOneLine() throws {
        let root = try layout(
            .textField(placeholder: "", text: String(repeating: "word ", count: 40), rounded: true),
            ProposedSize(width: 200, height: nil))
        #expect(root.frame.size == Size(width: 200, height: Font.body.height(lines: 1) + 14))
        let cells = plain(.textField(placeholder: "", text: String(repeating: "word ", count: 40), rounded: false))
        #expect(cells.count == 1)
    }

    @Test func theTerminalDrawsARoundedFieldAsABoxAndThePlaceholderDim() {
        #expect(
            plain(.textField(placeholder: "Name", text: "", rounded: true), width: 12) == [
                "╭──────────╮", "│ Name     │", "╰──────────╯",
            ])
        let canvas = ViewNode.textField(placeholder: "Name", text: "", rounded: false).drawCells(width: 12)
        #expect(canvas.height == 1)
        #expect(canvas[0, 0].style.dim)
        let typed = ViewNode.textField(placeholder: "Name", text: "Ada", rounded: false).drawCells(width: 12)
        #expect(!typed[0, 0].style.dim)
    }
}

// MARK: Slider and Stepper

extension ControlTests {
    @Test func aSliderIsAsWideAsOfferedAndThirtyOneTall() throws {
        let root = try layout(.slider(value: 5, in: 0...10))
        #expect(root.kind.name == "Slider")
        #expect(root.frame.size == Size(width: 393, height: 31))
        #expect((root.kind as? SliderKind)?.fraction == 0.5)
        let alone = try layout(.slider(value: 5, in: 0...10), .unspecified)
        #expect(alone.frame.size == Size(width: 160, height: 31))
    }

    @Test(arguments: [
        (20.0, 0.0, 10.0, 1.0), (-1, 0, 10, 0), (Double.nan, 0, 1, 0), (1, 1, 1, 0), (0, -Double.infinity, 1, 0),
        (0, 0, Double.infinity, 0), (Double.infinity, 0, 1, 1), (-Double.infinity, 0, 1, 0), (7.5, 5, 15, 0.25),
    ])
    func aSlidersFractionIsKeptInItsRange(value: Double, lower: Double, upper: Double, fraction: Double) throws {
        let root = try layout(.slider(value: value, in: lower...upper))
        #expect((root.kind as? SliderKind)?.fraction == fraction)
    }

    @Test func theTerminalDrawsTheSliderThumbWhereTheValueLies() {
        // 11 columns: the thumb at 0.5 × (11 - 1) = column 5.
        #expect(plain(.slider(value: 0.5, in: 0...1), width: 11) == ["━━━━━●─────"])
        #expect(plain(.slider(value: 1, in: 0...1), width: 5) == ["━━━━●"])
        let canvas = ViewNode.slider(value: 0, in: 0...1).drawCells(width: 5)
        #expect(canvas[0, 0].style.foreground == NamedColor.blue.rgb)
        #expect(canvas[1, 0].style.foreground == NamedColor.gray.rgb)
    }

    @Test func aStepperIsAsWideAsOfferedWithItsControlAtTheTrailingEdge() throws {
        let root = try layout(.stepper(label: .color(Self.red).frame(width: 100, height: 20)))
        #expect(root.kind.name == "Stepper")
        // 393 wide; max(32, 20) = 32 tall; the control at 393 - 94 = 299, the label at (32 - 20) / 2.
        #expect(root.frame.size == Size(width: 393, height: 32))
        #expect(part(root) == Rect(x: 299, y: 0, width: 94, height: 32))
        #expect(redFrame(root) == Rect(x: 0, y: 6, width: 100, height: 20))
        let ideal = try layout(.stepper(label: Self.block), .unspecified)
        // 100 + 8 + 94 = 202 wide, max(32, 30) tall.
        #expect(ideal.frame.size == Size(width: 202, height: 32))
    }

    @Test func theTerminalDrawsTheStepperAtTheRightEdge() {
        #expect(plain(.stepper(label: .text("Count: 3")), width: 20) == ["Count: 3       [−|+]"])
    }
}

// MARK: Label

extension ControlTests {
    @Test func aLabelIsItsIconThenItsTitleEightPointsApart() throws {
        let root = try layout(.label(title: "Rain", systemImage: "cloud.rain", glyph: "☂"))
        #expect(root.kind.name == "Label")
        let icon = try #require(find(root) { $0 is ImageKind })
        let title = try #require(find(root) { $0 is TextKind })
        // The symbol is 17 wide and 15.64 high in the body font, centred on the 20.33 pt line.
        let line = Font.body.height(lines: 1)
        #expect(abs(icon.frame.y - (line - 15.64) / 2) < 1e-9)
        #expect(icon.frame.size == Size(width: 17, height: 15.64))
        #expect(title.frame.x == icon.frame.maxX + 8)
        // Both a body line, 20.33 pt: the label is as tall, and as wide as icon + 8 + title.
        #expect(root.frame.size == Size(width: icon.frame.width + 8 + title.frame.width, height: line))
        #expect(title.proposal.width == 393 - icon.frame.width - 8)
    }

    @Test func aLabelsIconIsCentredOnATallerTitle() throws {
        let root = try layout(
            .label(title: "Rain", systemImage: "cloud.rain", glyph: "☂").font(.title).frame(width: 30))
        let icon = try #require(find(root) { $0 is ImageKind })
        let title = try #require(find(root) { $0 is TextKind })
        // The title wraps to lines of 34 pt; the one-line icon sits in their middle.
        #expect(title.frame.height > 34)
        #expect(icon.frame.y + icon.frame.height / 2 == title.frame.y + title.frame.height / 2)
    }

    @Test func theTerminalDrawsTheGlyphTwoColumnsBeforeTheTitle() {
        #expect(plain(.label(title: "Rain", systemImage: "cloud.rain", glyph: "☂")) == ["☂  Rain"])
        #expect(plain(.label(title: "Rain", systemImage: "no.such", glyph: nil)) == ["[no.such]  Rain"])
        let canvas = ViewNode.label(title: "Rain", systemImage: "no.such", glyph: nil).drawCells(width: 40)
        #expect(canvas[0, 0].style.dim)
        #expect(!canvas[11, 0].style.dim)
    }
}

// MARK: Picker

extension ControlTests {
    static let tips = PickerData(
        title: "Tip percentage", labels: ["10%", "15%", "20%"], selected: 1, origin: .swiftUI)
    static let row = ProposedSize(width: 390, height: 100)

    @Test func aSegmentedPickerSpansTheWidthOfferedWithEqualSegmentsAndNoTitle() throws {
        // As UISegmentedControl: as wide as offered, its segments sharing it, no label shown.
        let root = try layout(ViewNode.picker(Self.tips).pickerStyle(.segmented), Self.row)
        let picker = try #require(find(root) { $0 is PickerKind })
        #expect(picker.frame.size == Size(width: 390, height: PickerMetrics.segmentHeight))
        #expect(PickerMetrics.titleHeight(Self.tips, style: .segmented) == 0)
        #expect(!Self.tips.showsTitle(.segmented))
        #expect(PickerMetrics.segmentWidth(Self.tips, style: .segmented, width: 390) == 386.0 / 3)
        // Asked its ideal width it is its labels' natural width; its other styles keep their title.
        let ideal = try layout(ViewNode.picker(Self.tips).pickerStyle(.segmented), .unspecified)
        #expect(ideal.frame.width == PickerMetrics.segmentWidth(Self.tips) * 3 + 4)
        #expect(Self.tips.showsTitle(.inline) && !Self.tips.fillsWidth(.inline) && !Self.tips.fillsWidth(.menu))
    }

    @Test func anEnumPickerKeepsItsNaturalWidthAndItsTitle() throws {
        var seed = Self.tips
        seed.origin = .enumPicker
        let root = try layout(ViewNode.picker(seed).pickerStyle(.segmented), Self.row)
        let picker = try #require(find(root) { $0 is PickerKind })
        let natural = PickerMetrics.segmentWidth(seed) * 3 + 4
        let title = TextMetrics.width("Tip percentage", size: Font.subheadline.size)
        #expect(picker.frame.width == max(natural, title))
        #expect(picker.frame.width < 390)
        let titleLine = Font.subheadline.height(lines: 1)
        #expect(picker.frame.height == titleLine + PickerMetrics.labelGap + PickerMetrics.segmentHeight)
        #expect(seed.showsTitle(.segmented) && !seed.fillsWidth(.segmented))
        #expect(PickerMetrics.segmentWidth(seed, style: .segmented, width: 390) == PickerMetrics.segmentWidth(seed))
    }

    @Test func theTerminalDrawsASegmentedPickerAcrossTheRowInEqualSegments() {
        let lines = plain(ViewNode.picker(Self.tips).pickerStyle(.segmented), width: 40)
        #expect(
            lines == [
                "╭────────────┬────────────┬────────────╮",
                "│    10%     │   ✓ 15%    │    20%     │",
                "╰────────────┴────────────┴────────────╯",
            ])
        // An EnumPicker is as wide as its labels, its title above.
        var seed = Self.tips
        seed.origin = .enumPicker
        #expect(
            plain(ViewNode.picker(seed).pickerStyle(.segmented), width: 40) == [
                "Tip percentage", "╭─────┬───────┬─────╮", "│ 10% │ ✓ 15% │ 20% │", "╰─────┴───────┴─────╯",
            ])
    }

    @Test func aSegmentedPickerTooWideForTheTerminalGoesOnInRowsWithoutItsTitle() {
        // 25 columns at the least for three equal segments: at 20 the segments wrap, as before.
        #expect(PickerMetrics.equalRowWidth(Self.tips) == 25)
        let lines = plain(ViewNode.picker(Self.tips).pickerStyle(.segmented), width: 20)
        #expect(!lines.contains { $0.contains("Tip") })
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.count <= 20 })
    }
}
