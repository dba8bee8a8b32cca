/// Where a preview's root view goes on a device, as Xcode's canvas places it: the root is offered
/// the safe area and centred in it, or the whole screen on the edges where it ignores the safe
/// area. Below the root, a view that ignores the safe area reaches past it where it touches it
/// (`SafeAreaRegion`).
///
/// `DeviceCanvas.iPhone15` is 393×852 pt with 59 pt of safe area at the top and 34 at the
/// bottom, so a root is offered 393×759 and a 100×100 colour lands at (146.5, 388.5).
public struct DeviceCanvas: Hashable, Sendable {
    public var size: Size
    public var safeArea: EdgeInsets

    public init(size: Size, safeArea: EdgeInsets = EdgeInsets()) {
        self.size = Size(width: Length.sane(size.width), height: Length.sane(size.height))
        self.safeArea = safeArea
    }

    /// An iPhone 15, portrait, as Xcode's previews draw it.
    public static let iPhone15 = DeviceCanvas(
        size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// The whole screen, from the top left.
    public var screen: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

    /// The rectangle the root is offered: the safe area, or the whole screen.
    public func offer(ignoringSafeArea: Bool) -> Rect { offer(ignoring: ignoringSafeArea ? .all : []) }

    /// The rectangle the root is offered: the safe area, but the screen on the edges in `edges`.
    public func offer(ignoring edges: Edge.Set) -> Rect {
        let s = safeArea
        return screen.inset(
            by: EdgeInsets(
                top: edges.contains(.top) ? 0 : s.top, leading: edges.contains(.leading) ? 0 : s.leading,
                bottom: edges.contains(.bottom) ? 0 : s.bottom, trailing: edges.contains(.trailing) ? 0 : s.trailing))
    }

    /// Where the engine's root goes and what it is offered, and the safe area below it, with
    /// the screen's top left at `origin`.
    func root(_ engine: LayoutEngine, origin: Point) throws(LayoutError) -> (
        frame: Rect, proposal: ProposedSize, region: SafeAreaRegion
    ) {
        let area = offer(ignoring: engine.rootIgnoredEdges)
        let proposal = ProposedSize(area.size)
        let size = try engine.sizeThatFits(proposal)
        let frame = aligned(size, in: area, .center, context: LayoutContext(measure: engine.measure))
        let region = SafeAreaRegion(screen: screen, safe: area).offsetBy(origin.x, origin.y)
        return (frame.offsetBy(origin.x, origin.y), proposal, region)
    }

    /// The tree laid out in points and placed on the canvas: offered the safe area (the screen,
    /// when its root ignores the safe area), centred in it, with absolute canvas coordinates.
    public func place(_ engine: LayoutEngine) throws(LayoutError) -> LaidOutNode {
        let (frame, proposal, region) = try root(engine, origin: Point(x: 0, y: 0))
        engine.safeArea = region
        defer { engine.safeArea = nil }
        return try engine.place(in: frame, proposal: proposal)
    }

    /// The tree drawn on the canvas as `place` lays it out, the screen's top left at `origin`.
    public func draw(_ engine: LayoutEngine, origin: Point, into painter: inout any Painter) throws(LayoutError) {
        let (frame, proposal, region) = try root(engine, origin: origin)
        engine.safeArea = region
        defer { engine.safeArea = nil }
        try engine.draw(proposal: proposal, origin: frame.origin, into: &painter)
    }
}

extension LayoutEngine {
    /// Whether the root, through the modifiers that wrap it, asks to ignore the safe area.
    public var rootIgnoresSafeArea: Bool { !rootIgnoredEdges.isEmpty }

    /// The edges on which the root, through the modifiers that wrap it, ignores the safe area.
    public var rootIgnoredEdges: Edge.Set {
        var node = 0
        var edges: Edge.Set = []
        while node < tree.kinds.count {
            if let e = tree.safeAreaEdges[node] { edges.formUnion(e) }
            // NB: only down a chain of modifiers (whose names start with a dot): a stack's child,
            // or a navigation stack's or a tab view's content, ignoring the safe area does not
            // move the root; it reaches past the safe area itself (`SafeAreaRegion`).
            let kind = tree.kinds[node]
            guard !kind.isContainer, kind.name.hasPrefix("."), node + 1 < tree.end[node] else { return edges }
            node += 1
        }
        return edges
    }
}
