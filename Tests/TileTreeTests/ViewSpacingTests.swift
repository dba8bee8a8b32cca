import Testing
import TileRender

@testable import TileTree

/// Each view's spacing preference, and the gap a stack with no spacing of its own puts between
/// two neighbours (points; shapes and colours, where SwiftUI's 8 pt is documented).
@Suite struct ViewSpacingTests {
    func gaps(_ children: [ViewNode], axis: Axis = .horizontal) throws -> [Double] {
        let stack = axis == .horizontal ? ViewNode.hstack(children) : ViewNode.vstack(children)
        let root = try LayoutEngine(stack, context: LayoutContext(measure: .points))
            .layout(proposal: ProposedSize(width: 393, height: 759))
        let frames = root.children.map(\.frame)
        return zip(frames, frames.dropFirst()).map { a, b in
            axis == .horizontal ? b.x - (a.x + a.width) : b.y - (a.y + a.height)
        }
    }

    static let square = ViewNode.color(.system(.red)).frame(width: 50, height: 50)

    @Test func theLargerPreferenceWinsAndNoneBesideASpacerWins() {
        let wide = ViewSpacing(all: 20)
        #expect(ViewSpacing.system.distance(to: .system, along: .horizontal) == 8)
        #expect(ViewSpacing.system.distance(to: wide, along: .vertical) == 20)
        #expect(wide.distance(to: .system, along: .horizontal) == 20)
        #expect(ViewSpacing.system.distance(to: .spacer, along: .horizontal) == 0)
        #expect(ViewSpacing.spacer.distance(to: wide, along: .vertical) == 0)
        // Only the edges the two views share count: the first's trailing, the second's leading.
        let lopsided = ViewSpacing(top: 1, leading: 2, bottom: 3, trailing: 30)
        #expect(lopsided.distance(to: .system, along: .horizontal) == 30)
        #expect(ViewSpacing.system.distance(to: lopsided, along: .horizontal) == 8)
        #expect(lopsided.distance(to: lopsided, along: .vertical) == 3)
    }

    /// Two texts one above the other touch; beside each other, or next to any other view, they
    /// keep the system's 8 pt, and a modifier (`.font`) passes the text's preference through.
    @Test func textsOneAboveTheOtherHaveNoSpaceBetween() throws {
        let button = ViewNode.button(title: "Go", label: .text("Go"))
        #expect(try gaps([.text("A"), .text("B").font(.title), .text("C").bold()], axis: .vertical) == [0, 0])
        #expect(try gaps([.text("A"), .text("B")]).map { abs($0 - 8) < 1e-9 } == [true])
        #expect(try gaps([.text("A"), button, Self.square, .text("B")], axis: .vertical) == [8, 8, 8])
        // A padded text stands the system's 8 pt from a text: 20.33 + 8 + 4 of padding.
        let badge = ViewNode.text("20% OFF").padding(.vertical, 2)
        #expect(try gaps([.text("A"), badge, .text("B")], axis: .vertical).map { abs($0 - 8) < 1e-9 } == [true, true])
        #expect(ViewSpacing.text.distance(to: .system, along: .vertical) == 8)
        #expect(ViewSpacing.text.distance(to: .spacer, along: .vertical) == 0)
    }

    @Test func shapesColoursAndControlsAreEightPointsApart() throws {
        let button = ViewNode.button(title: "Go", label: .text("Go"))
        #expect(try gaps([Self.square, Self.square, button]) == [8, 8])
        #expect(try gaps([Self.square, ViewNode.shape(.circle).frame(width: 10, height: 10)], axis: .vertical) == [8])
    }

    @Test func modifiersPassTheirContentsPreferenceThrough() throws {
        // A Spacer under a background and a padding still wants none beside it:
        // 393 = 50 + 0 + (spacer, 16 + 16 of padding at least) + 0 + 50.
        let padded = ViewNode.spacer().padding().background(.system(.green))
        #expect(try gaps([Self.square, padded, Self.square]) == [0, 0])
        // A button is a control: the system's spacing, even when its label is a Spacer.
        let button = ViewNode.button(title: nil, label: .spacer())
        #expect(try gaps([Self.square, button, Self.square]) == [8, 8])
        // A stack is the system's too, whatever it holds.
        #expect(try gaps([Self.square, .vstack([.spacer()]), Self.square]) == [8, 8])
    }
}
