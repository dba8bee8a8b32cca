/// Why a tree cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable {
    /// Views nested deeper than `limit`.
    case tooDeep(depth: Int, limit: Int)
    /// More views than `limit`.
    case tooLarge(count: Int, limit: Int)

    public var message: String {
        switch self {
        case .tooDeep(let depth, let limit):
            "views are nested \(depth) deep, past the limit of \(limit)"
        case .tooLarge(let count, let limit):
            "the view tree has \(count) views, past the limit of \(limit)"
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

    var kinds: [any ViewKind] = []
    var children: [[Int]] = []
    var subviewIndices: [[Int]] = []
    var environments: [ViewEnvironment] = []
    var empty: [Bool] = []
    private var memo: [[(ProposedSize, Size)]] = []
    private static let memoSlots = 6

    public init(_ root: ViewNode, context: LayoutContext) throws(LayoutError) {
        self.measure = context.measure
        let depth = root.depth
        guard depth <= Self.depthLimit else { throw .tooDeep(depth: depth, limit: Self.depthLimit) }
        let count = root.count
        guard count <= Self.nodeLimit else { throw .tooLarge(count: count, limit: Self.nodeLimit) }
        kinds.reserveCapacity(count)
        // Pre-order, without recursion: a parent's index is below its children's.
        var parentOf: [Int] = []
        var slotOf: [Int] = []
        var stack: [(node: ViewNode, parent: Int, slot: Int)] = [(root, -1, 0)]
        while let (node, parent, slot) = stack.popLast() {
            let index = kinds.count
            kinds.append(node.kind)
            children.append([])
            parentOf.append(parent)
            slotOf.append(slot)
            if parent >= 0 { children[parent].append(index) }
            for (i, child) in node.children.enumerated().reversed() { stack.append((child, index, i)) }
        }
        environments = [ViewEnvironment](repeating: context.environment, count: kinds.count)
        for i in kinds.indices where parentOf[i] >= 0 {
            var env = environments[parentOf[i]]
            kinds[parentOf[i]].environment(forChild: slotOf[i], &env)
            environments[i] = env
        }
        // A modifier of nothing is nothing (`Text(optional: nil).font(.headline)` is nil).
        empty = [Bool](repeating: false, count: kinds.count)
        for i in kinds.indices.reversed() {
            if kinds[i].isEmpty {
                empty[i] = true
            } else if !kinds[i].isContainer, let first = children[i].first, empty[first] {
                empty[i] = true
            } else if kinds[i].splicesChildren {
                empty[i] = children[i].allSatisfy { empty[$0] }
            }
        }
        subviewIndices = kinds.indices.map { i in
            guard kinds[i].isContainer else { return children[i] }
            var out: [Int] = []
            var pending = Array(children[i].reversed())
            while let c = pending.popLast() {
                if empty[c] { continue }
                if kinds[c].splicesChildren {
                    pending.append(contentsOf: children[c].reversed())
                } else {
                    out.append(c)
                }
            }
            return out
        }
        memo = [[(ProposedSize, Size)]](repeating: [], count: kinds.count)
    }

    /// Whether the whole tree draws nothing.
    public var isEmpty: Bool { empty.first ?? true }

    func subviews(of node: Int) -> Subviews { Subviews(engine: self, nodes: subviewIndices[node]) }

    func context(_ node: Int) -> LayoutContext { LayoutContext(measure: measure, environment: environments[node]) }

    /// The size `node` chooses for `proposal`.
    func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        if empty[node] { return .zero }
        let p = ProposedSize(width: Length.sane(proposal.width), height: Length.sane(proposal.height))
        for (q, s) in memo[node] where q == p { return s }
        let chosen = kinds[node].sizeThatFits(p, subviews: subviews(of: node), context: context(node))
        let s = Size(width: Length.sane(chosen.width), height: Length.sane(chosen.height))
        if memo[node].count >= Self.memoSlots { memo[node].removeFirst() }
        memo[node].append((p, s))
        return s
    }

    /// The tree's root chosen and placed for `proposal`, its top left at `origin`.
    public func layout(proposal: ProposedSize, origin: Point = Point(x: 0, y: 0)) -> LaidOutNode {
        let size = size(0, proposal)
        return place(0, frame: Rect(origin: origin, size: size), proposal: proposal)
    }

    /// The root placed in `frame` (a device's safe area, say), as a parent would place it.
    public func place(in frame: Rect, proposal: ProposedSize) -> LaidOutNode {
        place(0, frame: frame, proposal: proposal)
    }

    /// The root's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { size(0, proposal) }

    func place(_ node: Int, frame: Rect, proposal: ProposedSize) -> LaidOutNode {
        let subviews = subviews(of: node)
        var placed: [LaidOutNode] = []
        if !empty[node] {
            let placements = kinds[node].placeSubviews(
                in: frame, proposal: proposal, subviews: subviews, context: context(node))
            placed.reserveCapacity(placements.count)
            for p in placements where subviews.indices.contains(p.index) {
                placed.append(place(subviews.nodes[p.index], frame: p.frame, proposal: p.proposal))
            }
        }
        let reason =
            explains
            ? kinds[node].reason(proposal: proposal, size: frame.size, subviews: subviews, context: context(node)) : ""
        return LaidOutNode(
            kind: kinds[node], frame: frame, proposal: proposal, environment: environments[node], children: placed,
            isEmpty: empty[node], reason: reason)
    }

    func baselines(_ node: Int, size: Size) -> (first: Double, last: Double)? {
        if empty[node] { return nil }
        return kinds[node].baselines(size: size, subviews: subviews(of: node), context: context(node))
    }
}

/// The children a view lays out: its own, with `Group` and `ForEach` spliced in and absent
/// views left out, as SwiftUI's `LayoutSubviews`.
public struct Subviews: RandomAccessCollection, Sendable {
    // NB: the engine outlives every Subviews it hands out (they live only during a layout call).
    nonisolated(unsafe) let engine: LayoutEngine
    let nodes: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    public subscript(position: Int) -> Subview { Subview(engine: engine, node: nodes[position]) }
}

/// One child as its parent sees it: it can be asked its size for a proposal.
public struct Subview: Sendable {
    nonisolated(unsafe) let engine: LayoutEngine
    let node: Int

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { engine.size(node, proposal) }

    public var kind: any ViewKind { engine.kinds[node] }

    public var environment: ViewEnvironment { engine.environments[node] }

    /// The child's text baselines when it is `size`.
    public func baselines(size: Size) -> (first: Double, last: Double)? { engine.baselines(node, size: size) }

    /// Whether the child is a `Spacer` (seen through modifiers).
    public var isSpacer: Bool {
        var n = node
        while true {
            if engine.kinds[n] is SpacerKind { return true }
            guard !engine.kinds[n].isContainer, let first = engine.children[n].first else { return false }
            n = first
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

    /// Draws the tree with `painter`.
    public func paint(into painter: inout any Painter) {
        if isEmpty { return }
        kind.paint(in: frame, environment: environment, painter: &painter)
        if kind.paintsChildrenReversed {
            for child in children.reversed() { child.paint(into: &painter) }
        } else {
            for child in children { child.paint(into: &painter) }
        }
        kind.paintAfter(in: frame, environment: environment, painter: &painter)
    }

    /// The nodes `--format layout` shows: styling modifiers folded into what they wrap.
    public var layoutNodes: [LaidOutNode] {
        if isEmpty { return [] }
        if kind.isLayoutNode { return [self] }
        return children.flatMap(\.layoutNodes)
    }
}
