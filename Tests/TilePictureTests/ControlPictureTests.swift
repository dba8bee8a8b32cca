import Testing
import TileRender
import TileTree

@testable import TilePicture

/// SwiftUI's controls in the SwiftUI-look picture: each part drawn at its geometry and colours.
@Suite struct ControlPictureTests {
    func svg(_ tree: ViewNode, theme: PictureOptions.Theme = .light) -> String {
        let block = PictureBlock(canvas: tree.drawCells(width: 60), tree: tree)
        return Picture.svg(blocks: [block], options: PictureOptions(look: .swiftui, theme: theme))
    }

    /// The `<rect …>` elements of the picture.
    func rects(_ s: String) -> [Substring] { s.split(separator: "\n").filter { $0.hasPrefix("<rect") } }

    /// `.scrollContentBackground(.hidden)`: a list draws no grouped background (#F2F2F7), so
    /// what is behind it shows; its rows' card stays.
    @Test func aListWhoseScrollBackgroundIsHiddenDrawsNone() {
        let list = ViewNode.list([.text("Row")]).frame(width: 300, height: 200)
        #expect(svg(list).contains(##"fill="#F2F2F7""##))
        let hidden = svg(list.scrollContentBackground(hidden: true))
        #expect(!hidden.contains(##"fill="#F2F2F7""##))
        #expect(hidden.contains(##"fill="#FFFFFF""##))
        #expect(svg(list.scrollContentBackground(hidden: false)).contains(##"fill="#F2F2F7""##))
    }

    @Test func aSpinnerIsEightTicksFadingRoundItsCentre() {
        let s = svg(.progressView())
        let ticks = s.split(separator: "\n").filter { $0.hasPrefix("<line") }
        #expect(ticks.count == 8)
        #expect(ticks.allSatisfy { $0.contains("stroke-linecap=\"round\"") })
        #expect(ticks[0].contains("stroke-opacity=\"1\""))
    }

    @Test func aBarIsATrackFilledInTheAccentToItsFraction() {
        // Alone at its ideal width, 160 pt: a quarter is 40 pt of accent blue over the gray track.
        let r = rects(svg(.progressView(value: 1, total: 4)))
        #expect(r.contains { $0.contains(##"width="160" height="4" rx="2" fill="#E9E9EB""##) })
        #expect(r.contains { $0.contains(##"width="40" height="4" rx="2" fill="#007AFF""##) })
    }
}

extension ControlPictureTests {
    @Test func aToggleOnIsAGreenTrackWithItsWhiteKnobAtTheRight() {
        // Alone at its ideal width the row is just the switch: 51×31 at the picture's 20 pt margin,
        // the knob's radius 31 / 2 - 2 = 13.5, its centre at 20 + 51 - 2 - 13.5 = 55.5, 20 + 15.5 = 35.5.
        let s = svg(.toggle(label: .empty, isOn: true))
        #expect(rects(s).contains { $0.contains(##"width="51" height="31" rx="15.5" fill="#34C759""##) })
        #expect(s.contains(##"<circle cx="55.5" cy="35.5" r="13.5" fill="#FFFFFF" "##))
        let dark = svg(.toggle(label: .empty, isOn: true), theme: .dark)
        #expect(dark.contains(##"fill="#30D158""##))
    }

    @Test func aToggleOffIsAGrayTrackWithItsKnobAtTheLeft() {
        let s = svg(.toggle(label: .text("Wi-Fi"), isOn: false))
        #expect(rects(s).contains { $0.contains(##"width="51" height="31" rx="15.5" fill="#E9E9EB""##) })
        #expect(!s.contains("#34C759"))
        #expect(s.contains(">Wi-Fi</text>"))
    }
}

extension ControlPictureTests {
    @Test func aRoundedTextFieldHasAGrayBorderAndASecondaryPlaceholder() {
        let s = svg(.textField(placeholder: "Name", text: "", rounded: true))
        #expect(s.contains(##"rx="5" fill="none" stroke="#8E8E93" stroke-width="1""##))
        // The placeholder's baseline: the 20 pt margin, 7 pt in, and a body line's ascender
        // (17 × 1950 / 2048 = 16.19). SF Pro's tracking at 17 pt (−26/1000 em) is the text's
        // letter spacing.
        #expect(
            s.contains(##"<text x="26" y="43.2" font-size="17" letter-spacing="-0.44" fill="#8A8A8E">Name</text>"##))
        let typed = svg(.textField(placeholder: "Name", text: "Ada", rounded: false))
        #expect(typed.contains(">Ada</text>"))
        #expect(!typed.contains("Name"))
        #expect(!typed.contains("stroke="))
    }
}

extension ControlPictureTests {
    @Test func aSliderIsATrackFilledToItsWhiteThumb() {
        // At its ideal 160 pt, from the 20 pt margin: the thumb's centre 20 + 14 + 0.5 × (160 - 28)
        // = 100, half way down the 31 pt (35.5); the 4 pt track at 35.5 - 2, blue up to the thumb.
        let s = svg(.slider(value: 5, in: 0...10))
        #expect(s.contains(##"<rect x="20" y="33.5" width="160" height="4" rx="2" fill="#E9E9EB"/>"##))
        #expect(s.contains(##"<rect x="20" y="33.5" width="80" height="4" rx="2" fill="#007AFF"/>"##))
        #expect(s.contains(##"<circle cx="100" cy="35.5" r="14" fill="#FFFFFF" "##))
    }

    @Test func aStepperIsATrackWithItsMinusAndPlus() {
        let s = svg(.stepper(label: .empty))
        #expect(s.contains(##"<rect x="20" y="20" width="94" height="32" rx="8" fill="#EEEEEF"/>"##))
        #expect(s.contains(">−</text>"))
        #expect(s.contains(">+</text>"))
    }
}

extension ControlPictureTests {
    @Test func aLabelDrawsItsSymbolThenItsTitle() throws {
        let tree = ViewNode.label(title: "Rain", systemImage: "cloud.rain", glyph: "☂")
        let s = svg(tree)
        // The picture's 20 pt margin, the icon (a symbol in the body font is 17 pt wide), 8 pt:
        // where the title starts; its baseline 20 + 16.19 (SF Pro's ascender at 17 pt).
        let icon = 17.0
        // The icon is its outline, not the glyph as text.
        #expect(!s.contains(">☂</text>"))
        #expect(s.contains("<path d=\"M"))
        #expect(
            s.contains(
                "<text x=\"\(SVGWriter.num(20 + icon + 8))\" y=\"36.2\" font-size=\"17\" letter-spacing=\"-0.44\">Rain</text>"
            ))
    }
}

extension ControlPictureTests {
    static let tips = PickerData(
        title: "Tip percentage", labels: ["10%", "15%", "20%"], selected: 1, origin: .swiftUI)

    @Test func aSegmentedPickerIsATrackAcrossItsFrameInEqualSegmentsWithoutItsTitle() {
        // In 300 pt: the track spans it, the raised segment is (300 - 4) / 3 = 98.7 wide, second
        // of three (20 + 2 + 98.7 = 120.7), and the title is not drawn.
        let s = svg(ViewNode.picker(Self.tips).pickerStyle(.segmented).frame(width: 300))
        #expect(rects(s).contains { $0.contains(#"width="300" height="32" rx="9""#) })
        #expect(rects(s).contains { $0.contains(#"x="120.7" y="22" width="98.7" height="28" rx="7""#) })
        #expect(!s.contains("Tip percentage"))
    }

    @Test func anEnumPickerIsAsWideAsItsLabelsWithItsTitleAbove() {
        var seed = Self.tips
        seed.origin = .enumPicker
        let s = svg(ViewNode.picker(seed).pickerStyle(.segmented).frame(width: 300))
        let natural = SVGWriter.num(PickerMetrics.segmentWidth(seed) * 3 + 4)
        #expect(rects(s).contains { $0.contains(#"width="\#(natural)" height="32" rx="9""#) })
        #expect(!rects(s).contains { $0.contains(#"width="300" height="32""#) })
        #expect(s.contains(">Tip percentage</text>"))
    }

    /// iOS 16 and later draw a menu-style `Picker` outside a form as its value and chevron
    /// alone; the shell's own picker keeps its title before the value.
    @Test func aMenuPickerOutsideAFormShowsOnlyItsValue() {
        let s = svg(ViewNode.picker(Self.tips).pickerStyle(.menu))
        #expect(!s.contains("Tip percentage"))
        #expect(s.contains(">15%</text>"))
        let width = PickerMetrics.menuWidth(Self.tips)
        #expect(abs(width - (TextMetrics.width("15%", size: Font.body.size) + 17)) < 1e-9)
        var seed = Self.tips
        seed.origin = .enumPicker
        #expect(svg(ViewNode.picker(seed).pickerStyle(.menu)).contains(">Tip percentage</text>"))
        #expect(PickerMetrics.menuWidth(seed) > width + 50)
    }
}
