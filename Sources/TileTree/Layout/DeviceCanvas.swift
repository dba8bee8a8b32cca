/// Where a preview's root view goes on a device, as Xcode's canvas places it: the root is offered
/// the safe area and centred in it, or the whole screen when it ignores the safe area.
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

    /// The rectangle the root is offered: the safe area, or the whole screen.
    public func offer(ignoringSafeArea: Bool) -> Rect {
        let screen = Rect(origin: Point(x: 0, y: 0), size: size)
        return ignoringSafeArea ? screen : screen.inset(by: safeArea)
    }

    /// The tree laid out in points and placed on the canvas: offered the safe area (the screen,
    /// when its root ignores the safe area), centred in it, with absolute canvas coordinates.
    public func place(_ engine: LayoutEngine) throws(LayoutError) -> LaidOutNode {
        let area = offer(ignoringSafeArea: engine.rootIgnoresSafeArea)
        let proposal = ProposedSize(area.size)
        let size = try engine.sizeThatFits(proposal)
        let frame = aligned(size, in: area, .center, context: LayoutContext(measure: engine.measure))
        return try engine.place(in: frame, proposal: proposal)
    }
}

extension LayoutEngine {
    /// Whether the root, through the modifiers that wrap it, asks to ignore the safe area.
    public var rootIgnoresSafeArea: Bool {
        var node = 0
        while node < tree.kinds.count {
            if let d = tree.kinds[node] as? DecorationKind, case .ignoresSafeArea = d.decoration { return true }
            // NB: only down a chain of modifiers: a stack's child ignoring the safe area does not move the root.
            guard !tree.kinds[node].isContainer, node + 1 < tree.end[node] else { return false }
            node += 1
        }
        return false
    }
}
