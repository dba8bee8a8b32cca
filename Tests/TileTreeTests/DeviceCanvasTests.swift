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

    @Test func aChildThatIgnoresTheSafeAreaReachesTheScreenWhereItTouchesIt() throws {
        // VStack { red ignoring; Spacer; blue 100 high }: the red fills the VStack's first part,
        // touches the top of the safe area and reaches 0; the blue, its sibling, does not move.
        let v = ViewNode.vstack(
            spacing: 0,
            [
                ViewNode.color(.system(.red)).frame(height: 100).ignoresSafeArea(), .spacer(),
                ViewNode.color(.system(.blue)).frame(height: 100),
            ])
        let colours = try place(v).preOrder.filter { $0.kind is ColorKind }.map(\.frame)
        // NB: the red's view (59…159) reaches 0…159 and offers its fixed frame 393 x 159 from its
        // top left: the frame keeps its 100, so it moves up to 0…100, as SwiftUI places it.
        #expect(colours == [Rect(x: 0, y: 0, width: 393, height: 100), Rect(x: 0, y: 718, width: 393, height: 100)])
        let flexible = ViewNode.vstack(
            spacing: 0, [ViewNode.color(.system(.red)).ignoresSafeArea(), ViewNode.color(.system(.blue))])
        let halves = try place(flexible).preOrder.filter { $0.kind is ColorKind }.map(\.frame)
        // NB: each half is 379.5 high; the red reaches up to 0 and fills what it is offered.
        #expect(
            halves == [Rect(x: 0, y: 0, width: 393, height: 438.5), Rect(x: 0, y: 438.5, width: 393, height: 379.5)])
    }

    @Test func onlyTheIgnoredEdgesReachOut() throws {
        let v = ViewNode.zstack([ViewNode.color(.system(.red)).ignoresSafeArea(.bottom)])
        let colour = try #require(try place(v).preOrder.first { $0.kind is ColorKind })
        #expect(colour.frame == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func withoutADeviceNothingReachesOut() throws {
        let v = ViewNode.zstack([ViewNode.color(.system(.red)).ignoresSafeArea(), .text("Hi")])
        let engine = try LayoutEngine(v, context: LayoutContext(measure: .points))
        let root = try engine.layout(proposal: ProposedSize(width: 393, height: 759))
        let colour = try #require(root.preOrder.first { $0.kind is ColorKind })
        #expect(colour.frame == Rect(x: 0, y: 0, width: 393, height: 759))
    }

    @Test func theRegionExtendsOnlyTouchingEdges() {
        let region = SafeAreaRegion(
            screen: Rect(x: 0, y: 0, width: 393, height: 852), safe: Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(
            region.extended(Rect(x: 0, y: 59.4, width: 393, height: 100), edges: .all)
                == Rect(x: 0, y: 0, width: 393, height: 159.4))
        #expect(
            region.extended(Rect(x: 0, y: 60, width: 393, height: 100), edges: .all)
                == Rect(x: 0, y: 60, width: 393, height: 100))
        #expect(
            region.extended(Rect(x: 0, y: 59, width: 393, height: 759), edges: .top)
                == Rect(x: 0, y: 0, width: 393, height: 818))
        #expect(region.ignoring(.top).safe == Rect(x: 0, y: 0, width: 393, height: 818))
    }
}
