/// Why a tree cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable {
    /// Views nested deeper than `limit`.
    case tooDeep(depth: Int, limit: Int)
    /// More views than `limit`.
    case tooLarge(count: Int, limit: Int)
    /// Its texts take more than `limit` bytes to measure (`LayoutBudget.textBytes`).
    case textsTooLong(limit: Int)
    /// Laying it out and drawing it takes more than `limit` steps (`LayoutBudget.steps`).
    case tooManySteps(limit: Int)

    public var message: String {
        switch self {
        case .tooDeep(let depth, let limit):
            "views are nested \(depth) deep, past the limit of \(limit)"
        case .tooLarge(let count, let limit):
            "the view tree has \(count) views, past the limit of \(limit)"
        case .textsTooLong(let limit):
            "the view is too large to draw: its texts take more than \(limit) bytes to measure"
                + " (each text is cut at \(LayoutBudget.textCut) bytes)"
        case .tooManySteps(let limit):
            "the view is too large to draw: laying it out takes more than \(limit) steps"
        }
    }
}

/// Lays out a view tree the way SwiftUI does: the parent proposes a size, the child chooses its
/// own, the parent places it. Runs in points or in cells (`Measure`), with the same kinds and
/// the same algorithm.
///
/// ```
/// let engine = try LayoutEngine(tree, context: LayoutContext(measure: .points))
/// let root = engine.layout(proposal: ProposedSize(width: 393, height: 759))
/// ```
///
/// NB: the tree is flattened into arrays once, and every node remembers the sizes it chose for
/// the last few proposals: a stack asks each child for its smallest, largest and offered sizes,
/// so nested stacks would otherwise ask their grandchildren exponentially often.
public final class LayoutEngine {
    /// The deepest tree laid out; deeper is an error, not a stack overflow.
    public static let depthLimit = 200
    /// The most views in one tree.
    public static let nodeLimit = 1_000_000

    public let measure: Measure
    /// Whether placed nodes carry the reason for their size (for `explain layout`).
    public var explains = false
    /// What this engine may spend, over all the questions asked of it.
    public let budget: LayoutBudget
    /// Steps spent so far: each node sized (the memo did not know the answer), placed or drawn.
    public private(set) var steps = 0
    /// Text bytes measured so far: a node's texts each time it is sized, placed or drawn.
    public private(set) var textBytesMeasured = 0
    /// The limit the engine met; from then on it answers every question with nothing, at once.
    public private(set) var exceeded: LayoutError?

    /// The tree, flattened: its kinds, what each inherits and lays out (see `PreparedTree`).
    let tree: PreparedTree
    /// The number of nodes: every buffer below has room for each (the memo for `memoSlots` each).
    private let count: Int
    /// Each node's last answers: `memoSlots` proposals and sizes a node.
    /// NB: buffers, not arrays: an array of a struct of this module looks its storage's type up
    /// at run time when made, and each memo write checked the array's uniqueness.
    private let memoProposals: UnsafeMutablePointer<ProposedSize>
    private let memoSizes: UnsafeMutablePointer<Size>
    /// How many of a node's slots are used, and, once they are full, the one its next answer
    /// replaces (the oldest): two bytes a node.
    private let memoUse: UnsafeMutablePointer<UInt8>
    private static let memoSlots = 4

    /// The engine for a tree.
    public convenience init(_ root: ViewNode, context: LayoutContext, budget: LayoutBudget = .standard)
        throws(LayoutError)
    {
        self.init(try PreparedTree(root, environment: context.environment), measure: context.measure, budget: budget)
    }

    /// The engine for a tree flattened before (a template whose leaves were replaced).
    public init(_ tree: PreparedTree, measure: Measure, budget: LayoutBudget = .standard) {
        self.measure = measure
        self.budget = budget
        self.tree = tree
        let count = tree.kinds.count
        self.count = count
        // NB: a slot is read only once `memoUse` counts it, so the slots start uninitialised
        // (both types are plain values) and each is initialised when first written.
        memoProposals = .allocate(capacity: max(1, count * Self.memoSlots))
        memoSizes = .allocate(capacity: max(1, count * Self.memoSlots))
        memoUse = .allocate(capacity: max(1, 2 * count))
        memoUse.initialize(repeating: 0, count: 2 * count)
    }

    deinit {
        memoProposals.deallocate()
        memoSizes.deallocate()
        memoUse.deallocate()
    }

    /// Whether the whole tree draws nothing.
    public var isEmpty: Bool { tree.empty[tree.root] }

    /// The context `node` is laid out in: the engine's unit and the environment it inherits.
    func context(_ node: Int) -> LayoutContext { LayoutContext(measure: measure, shared: tree.environments[node]) }

    func subviews(of node: Int) -> Subviews {
        Subviews(engine: self, start: tree.subviewStart[node], end: tree.subviewStart[node + 1])
    }

    /// Charges one step and the node's text bytes; false once the budget is spent.
    @inline(__always)
    private func charge(_ node: Int) -> Bool {
        guard exceeded == nil else { return false }
        steps &+= 1
        textBytesMeasured &+= tree.textBytes[node]
        if steps > budget.steps {
            exceeded = .tooManySteps(limit: budget.steps)
        } else if textBytesMeasured > budget.textBytes {
            exceeded = .textsTooLong(limit: budget.textBytes)
        }
        return exceeded == nil
    }

    /// Throws the limit the engine met, if it met one.
    private func checkBudget() throws(LayoutError) {
        if let exceeded { throw exceeded }
    }

    /// The size `node` chooses for `proposal`.
    func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        if tree.empty[node] { return .zero }
        let p = ProposedSize(width: Length.sane(proposal.width), height: Length.sane(proposal.height))
        let base = node * Self.memoSlots
        let used = Int(memoUse[2 * node])
        for slot in base..<(base + used) where memoProposals[slot] == p { return memoSizes[slot] }
        guard charge(node) else { return .zero }
        let chosen = tree.kinds[node].sizeThatFits(p, subviews: subviews(of: node), context: context(node))
        let s = Size(width: Length.sane(chosen.width), height: Length.sane(chosen.height))
        let slot: Int
        if used < Self.memoSlots {
            slot = base + used
            memoUse[2 * node] = UInt8(used + 1)
        } else {
            let next = Int(memoUse[2 * node + 1])
            slot = base + next
            memoUse[2 * node + 1] = UInt8((next + 1) % Self.memoSlots)
        }
        (memoProposals + slot).initialize(to: p)
        (memoSizes + slot).initialize(to: s)
        return s
    }

    /// The tree's root chosen and placed for `proposal`, its top left at `origin`; an error once
    /// the engine's budget is spent.
    public func layout(proposal: ProposedSize, origin: Point = Point(x: 0, y: 0)) throws(LayoutError) -> LaidOutNode {
        let size = size(tree.root, proposal)
        let placed = place(tree.root, frame: Rect(origin: origin, size: size), proposal: proposal)
        try checkBudget()
        return placed
    }

    /// The root placed in `frame` (a device's safe area, say), as a parent would place it.
    public func place(in frame: Rect, proposal: ProposedSize) throws(LayoutError) -> LaidOutNode {
        let placed = place(tree.root, frame: frame, proposal: proposal)
        try checkBudget()
        return placed
    }

    /// The root's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) throws(LayoutError) -> Size {
        let size = size(tree.root, proposal)
        try checkBudget()
        return size
    }

    /// The device's safe area while the tree is placed or drawn on one (`DeviceCanvas`); nil
    /// lays it out with none (the terminal, a picture at the tree's own size).
    var safeArea: SafeAreaRegion?

    /// Where a node that ignores the safe area goes: its frame reaching out to the screen's edge
    /// on each edge it ignores and touches, offered the lengths it grew to; nil for any other node,
    /// or without a safe area. Its content then has no safe area on those edges (`safeArea`).
    @inline(__always)
    private func ignoringSafeArea(_ node: Int, frame: Rect, proposal: ProposedSize)
        -> (frame: Rect, proposal: ProposedSize, edges: Edge.Set, region: SafeAreaRegion)?
    {
        guard let region = safeArea, !tree.safeAreaEdges.isEmpty, let edges = tree.safeAreaEdges[node] else {
            return nil
        }
        let extended = region.extended(frame, edges: edges)
        var p = proposal
        if extended.width != frame.width { p.width = extended.width }
        if extended.height != frame.height { p.height = extended.height }
        return (extended, p, edges, region)
    }

    /// The safe area a child placed at `child` has under the bars its parent (`kind`, in `frame`)
    /// draws over it; nil when it has its parent's (no bars, no device, or nothing in the tree
    /// ignores the safe area).
    @inline(__always)
    private func region(under kind: any ViewKind, frame: Rect, child: Placement) -> SafeAreaRegion? {
        guard let region = safeArea, !tree.safeAreaEdges.isEmpty else { return nil }
        let bars = kind.barInsets(forChild: child.index, measure: measure)
        guard bars.top > 0 || bars.bottom > 0 else { return nil }
        return region.covered(by: bars, parent: frame, child: child.frame)
    }

    func place(_ node: Int, frame: Rect, proposal: ProposedSize) -> LaidOutNode {
        if let ignoring = ignoringSafeArea(node, frame: frame, proposal: proposal) {
            safeArea = ignoring.region.ignoring(ignoring.edges)
            defer { safeArea = ignoring.region }
            return placeOwn(
                node, frame: ignoring.frame, proposal: ignoring.proposal, anchored: ignoring.frame != frame)
        }
        return placeOwn(node, frame: frame, proposal: proposal)
    }

    /// Where a view that reached past the safe area (`anchored`) puts its content, as SwiftUI's
    /// `_SafeAreaRegionsIgnoringLayout` does: offered the extended frame's size, at its top left,
    /// the size it chooses (a colour fills it; a fixed frame keeps its lengths); else its kind's.
    @inline(__always)
    private func placements(
        _ node: Int, frame: Rect, proposal: ProposedSize, subviews: Subviews, anchored: Bool
    ) -> [Placement] {
        guard anchored else {
            return tree.kinds[node].placeSubviews(
                in: frame, proposal: proposal, subviews: subviews, context: context(node))
        }
        return subviews.indices.map {
            Placement(
                index: $0, frame: Rect(origin: frame.origin, size: subviews[$0].sizeThatFits(proposal)),
                proposal: proposal)
        }
    }

    private func placeOwn(_ node: Int, frame: Rect, proposal: ProposedSize, anchored: Bool = false) -> LaidOutNode {
        let subviews = subviews(of: node)
        var placed: [LaidOutNode] = []
        // NB: past the budget a node is placed without its children: the walk ends at once.
        if !tree.empty[node], charge(node) {
            let placements = placements(node, frame: frame, proposal: proposal, subviews: subviews, anchored: anchored)
            placed.reserveCapacity(placements.count)
            for p in placements where subviews.indices.contains(p.index) {
                if let under = region(under: tree.kinds[node], frame: frame, child: p) {
                    let outer = safeArea
                    safeArea = under
                    placed.append(place(subviews.node(p.index), frame: p.frame, proposal: p.proposal))
                    safeArea = outer
                } else {
                    placed.append(place(subviews.node(p.index), frame: p.frame, proposal: p.proposal))
                }
            }
        }
        if !tree.empty[node] {
            let environment = tree.environments[node].value
            for part in tree.kinds[node].parts(in: frame, environment: environment, measure: measure) {
                placed.append(
                    LaidOutNode(
                        kind: part, frame: part.frame,
                        proposal: ProposedSize(width: part.frame.width, height: part.frame.height),
                        environment: environment, children: [], isEmpty: false,
                        reason: explains ? part.reason : ""))
            }
        }
        let reason =
            explains
            ? tree.kinds[node].reason(proposal: proposal, size: frame.size, subviews: subviews, context: context(node))
            : ""
        return LaidOutNode(
            kind: tree.kinds[node], frame: frame, proposal: proposal, environment: tree.environments[node].value,
            children: placed,
            isEmpty: tree.empty[node], reason: reason)
    }

    /// The tree chosen for `proposal` and drawn with `painter`, its top left at `origin`, without
    /// keeping the placed tree: each view is placed and drawn in one walk.
    public func draw(
        proposal: ProposedSize, origin: Point = Point(x: 0, y: 0), into painter: inout any Painter
    ) throws(LayoutError) {
        let size = size(tree.root, proposal)
        draw(tree.root, frame: Rect(origin: origin, size: size), proposal: proposal, into: &painter)
        try checkBudget()
    }

    func draw(_ node: Int, frame: Rect, proposal: ProposedSize, into painter: inout any Painter) {
        if let ignoring = ignoringSafeArea(node, frame: frame, proposal: proposal) {
            safeArea = ignoring.region.ignoring(ignoring.edges)
            defer { safeArea = ignoring.region }
            return drawOwn(
                node, frame: ignoring.frame, proposal: ignoring.proposal, anchored: ignoring.frame != frame,
                into: &painter)
        }
        drawOwn(node, frame: frame, proposal: proposal, into: &painter)
    }

    private func drawOwn(
        _ node: Int, frame: Rect, proposal: ProposedSize, anchored: Bool = false, into painter: inout any Painter
    ) {
        if tree.empty[node] || !charge(node) { return }
        let kind = tree.kinds[node]
        // NB: read once: each read passed to a kind is copied (retaining its paints and font).
        let environment = tree.environments[node].value
        var drawn = frame
        if let region = safeArea, !tree.drawingEdges.isEmpty, let edges = tree.drawingEdges[node] {
            drawn = region.extended(frame, edges: edges)
        }
        kind.paint(in: drawn, environment: environment, painter: &painter)
        let subviews = subviews(of: node)
        let placements = placements(node, frame: frame, proposal: proposal, subviews: subviews, anchored: anchored)
        if kind.paintsChildrenReversed {
            for p in placements.reversed() where subviews.indices.contains(p.index) {
                drawChild(p, of: kind, in: frame, subviews: subviews, into: &painter)
            }
        } else {
            for p in placements where subviews.indices.contains(p.index) {
                drawChild(p, of: kind, in: frame, subviews: subviews, into: &painter)
            }
        }
        kind.paintAfter(in: drawn, environment: environment, painter: &painter)
    }

    /// Whether something in the tree may be drawn past the safe area on a device.
    public var reachesPastSafeArea: Bool { !tree.safeAreaEdges.isEmpty || !tree.drawingEdges.isEmpty }

    /// A child drawn where its parent (`kind`, in `frame`) placed it, under the parent's bars.
    @inline(__always)
    private func drawChild(
        _ p: Placement, of kind: any ViewKind, in frame: Rect, subviews: Subviews, into painter: inout any Painter
    ) {
        if let under = region(under: kind, frame: frame, child: p) {
            let outer = safeArea
            safeArea = under
            draw(subviews.node(p.index), frame: p.frame, proposal: p.proposal, into: &painter)
            safeArea = outer
        } else {
            draw(subviews.node(p.index), frame: p.frame, proposal: p.proposal, into: &painter)
        }
    }

    func baselines(_ node: Int, size: Size) -> (first: Double, last: Double)? {
        if tree.empty[node] || !charge(node) { return nil }
        return tree.kinds[node].baselines(size: size, subviews: subviews(of: node), context: context(node))
    }
}

/// The children a view lays out: its own, with `Group` and `ForEach` spliced in and absent
/// views left out, as SwiftUI's `LayoutSubviews`.
public struct Subviews: RandomAccessCollection, Sendable {
    // NB: the engine outlives every Subviews it hands out (they live only during a layout call).
    nonisolated(unsafe) let engine: LayoutEngine
    let start: Int
    let end: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { end - start }

    /// The engine's index of the child at `position`.
    func node(_ position: Int) -> Int { engine.tree.subviewList[start + position] }

    public subscript(position: Int) -> Subview { Subview(engine: engine, node: node(position)) }
}

/// One child as its parent sees it: it can be asked its size for a proposal.
public struct Subview: Sendable {
    nonisolated(unsafe) let engine: LayoutEngine
    let node: Int

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { engine.size(node, proposal) }

    public var kind: any ViewKind { engine.tree.kinds[node] }

    public var environment: ViewEnvironment { engine.tree.environments[node].value }

    /// Whether the child takes no room (`EmptyView`, a nil optional).
    var isEmpty: Bool { engine.tree.empty[node] }

    /// The child's text baselines when it is `size`.
    public func baselines(size: Size) -> (first: Double, last: Double)? { engine.baselines(node, size: size) }

    /// What the child prefers between itself and a neighbour: its kind's, seen through modifiers
    /// to their content, or the system's.
    ///
    /// NB: a padded text is no longer a bare text: it keeps its edges' preferences but not the
    /// text's own beside another text, so that a padded badge under a text stands 8 pt from it
    /// where two bare texts touch.
    public var spacing: ViewSpacing {
        var n = node
        var padded = false
        while true {
            if var spacing = engine.tree.kinds[n].spacing {
                if padded { spacing.verticalToText = nil }
                return spacing
            }
            if engine.tree.kinds[n] is PaddingKind { padded = true }
            guard n + 1 < engine.tree.end[n] else { return .system }
            n += 1
        }
    }
}

/// A view placed: its frame (absolute), what it was offered, and its children placed.
public struct LaidOutNode: Sendable {
    public var kind: any ViewKind
    public var frame: Rect
    public var proposal: ProposedSize
    public var environment: ViewEnvironment
    public var children: [LaidOutNode]
    /// Whether it draws nothing (a nil optional).
    public var isEmpty: Bool
    /// Why it chose its size (filled when the engine `explains`).
    public var reason: String

    /// The nodes `--format layout` shows: styling modifiers folded into what they wrap.
    public var layoutNodes: [LaidOutNode] {
        if isEmpty { return [] }
        if kind.isLayoutNode { return [self] }
        return children.flatMap(\.layoutNodes)
    }
}
