import Testing

@testable import TileTree

/// A preview's root on an iPhone 15 canvas, by SwiftUI's rule: offered the safe area (393×759 from
/// y 59), centred in it, unless it ignores the safe area.
@Suite struct DeviceCanvasTests {
    func place(_ v: ViewNode) throws -> LaidOutNode {
        try DeviceCanvas.iPhone15.place(try LayoutEngine(v, context: LayoutContext(measure: .points)))
    }

    @Test func aFixedRootIsCentredInTheSafeArea() throws {
        let root = try place(ViewNode.color(.system(.red)).frame(width: 100, height: 100))
        #expect(root.frame == Rect(x: 146.5, y: 388.5, width: 100, height: 100))
    }

    @Test func aColourRootFillsTheSafeArea() throws {
        let root = try place(.color(.system(.blue)))
        #expect(root.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func ignoringTheSafeAreaTakesTheWholeScreen() throws {
        let root = try place(ViewNode.color(.system(.blue)).ignoresSafeArea())
        #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aPaddedStackIsCentredWithItsChildrenAtAbsolutePlaces() throws {
        // VStack { red 50×50; blue 50×50 }.padding(): 82×140 (16 + 50 + 8 + 50 + 16), centred.
        let v = ViewNode.vstack([
            ViewNode.color(.system(.red)).frame(width: 50, height: 50),
            ViewNode.color(.system(.blue)).frame(width: 50, height: 50),
        ]).padding()
        let root = try place(v)
        #expect(root.frame == Rect(x: 155.5, y: 368.5, width: 82, height: 140))
        let colours = root.preOrder.filter { $0.kind is ColorKind }.map(\.frame)
        #expect(
            colours == [
                Rect(x: 171.5, y: 384.5, width: 50, height: 50), Rect(x: 171.5, y: 442.5, width: 50, height: 50),
            ])
    }
}
