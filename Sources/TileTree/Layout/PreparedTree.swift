/// A tree flattened for layout once: its kinds in pre-order, what each node inherits, what it
/// lays out. A `LayoutEngine` lays it out; a tree of a fixed shape (seed 1's tile) is prepared
/// once and only its leaves change (`replacingLeaf`), as SwiftUI keeps a view graph and updates
/// what changed.
public struct PreparedTree: Sendable {
    var kinds: [any ViewKind]
    let root: Int
    let end: [Int]
    let subviewStart: [Int]
    let subviewList: [Int]
    /// What each node inherits, shared by every context the engine makes for it.
    let environments: [SharedEnvironment]
    let empty: [Bool]
    /// The bytes of text each node measures itself (`ViewKind.textBytes`), its texts cut.
    var textBytes: [Int]
    /// Whether any node sets a `.layoutPriority`: stacks share space by priority only then.
    let hasPriorities: Bool
    /// The edges on which each node that ignores the safe area does (`.ignoresSafeArea`), by index:
    /// empty for most trees, so that laying one out on a device costs nothing more.
    let safeAreaEdges: [Int: Edge.Set]
    /// The edges on which each node that draws past the safe area does (`ViewKind.drawsPastSafeArea`).
    let drawingEdges: [Int: Edge.Set]

    /// `root` flattened, inheriting `environment`; an error past the engine's limits.
    public init(_ root: ViewNode, environment: ViewEnvironment = ViewEnvironment()) throws(LayoutError) {
        // Pre-order: a node's descendants are the indices after it, up to its `end`.
        var kinds: [any ViewKind] = []
        var end: [Int] = []
        // NB: what flattening asks of each kind, read once while its node is at hand: each
        // question asked of `kinds[i]` copied the `any ViewKind` out of the array.
        var traits: [(isEmpty: Bool, isContainer: Bool, splices: Bool, isTransparent: Bool)] = []
        var environments: [SharedEnvironment] = []
        var textBytes: [Int] = []
        var safeAreaEdges: [Int: Edge.Set] = [:]
        var drawingEdges: [Int: Edge.Set] = [:]
        // NB: texts that hold more than a tree may are refused here, before any is measured.
        var heldBytes = 0
        let heldLimit = LayoutBudget.heldTextBytes
        // NB: room for a small view's tree at once, instead of growing the arrays step by step.
        kinds.reserveCapacity(16)
        end.reserveCapacity(16)
        traits.reserveCapacity(16)
        environments.reserveCapacity(16)
        textBytes.reserveCapacity(16)
        func visit(_ node: borrowing ViewNode, environment env: consuming ViewEnvironment, depth: Int)
            throws(LayoutError)
        {
            // NB: the depth is checked before going deeper, so a hostile tree costs no stack.
            guard depth <= LayoutEngine.depthLimit else {
                throw .tooDeep(depth: root.depth, limit: LayoutEngine.depthLimit)
            }
            let index = kinds.count
            guard index < LayoutEngine.nodeLimit else {
                throw .tooLarge(count: root.count, limit: LayoutEngine.nodeLimit)
            }
            var kind = node.kind
            var bytes = kind.textBytes
            if bytes > LayoutBudget.textCut {
                kind = kind.cuttingTexts()
                bytes = kind.textBytes
            }
            heldBytes &+= bytes
            guard heldBytes <= heldLimit else { throw .textsTooLong(limit: heldLimit) }
            textBytes.append(bytes)
            // NB: the type compared first: a cast of every node would cost a dynamic cast each.
            if type(of: kind) == DecorationKind.self, let d = kind as? DecorationKind,
                case .ignoresSafeArea(let edges) = d.decoration, !edges.isEmpty
            {
                safeAreaEdges[index] = edges
            }
            let drawing = kind.drawsPastSafeArea
            if !drawing.isEmpty { drawingEdges[index] = drawing }
            kinds.append(kind)
            traits.append((kind.isEmpty, kind.isContainer, kind.splicesChildren, kind.isTransparent))
            end.append(index + 1)
            // NB: the environment moved into the node's own, and each child's copied from it.
            let shared = SharedEnvironment(env)
            environments.append(shared)
            for i in node.children.indices {
                // What the node passes down to this child (a stack's axis, a modifier's font).
                var inherited = shared.value
                kind.environment(forChild: i, &inherited)
                try visit(node.children[i], environment: inherited, depth: depth + 1)
            }
            end[index] = kinds.count
        }
        try visit(root, environment: environment, depth: 1)
        /// The children of `i`, in order.
        func childrenOf(_ i: Int) -> [Int] {
            var out: [Int] = []
            var c = i + 1
            while c < end[i] {
                out.append(c)
                c = end[c]
            }
            return out
        }
        // A modifier of nothing is nothing (`Text(optional: nil).font(.headline)` is nil).
        var empty = [Bool](repeating: false, count: kinds.count)
        for i in kinds.indices.reversed() {
            if traits[i].isEmpty {
                empty[i] = true
            } else if !traits[i].isContainer, i + 1 < end[i], empty[i + 1] {
                empty[i] = true
            } else if traits[i].splices {
                empty[i] = childrenOf(i).allSatisfy { empty[$0] }
            }
        }
        // NB: a styling modifier's child stands in its place: its environment already holds the
        // style, so laying the modifier out would only pass each question on.
        func through(_ c: Int) -> Int {
            var c = c
            while traits[c].isTransparent, c + 1 < end[c], end[c + 1] == end[c] { c += 1 }
            return c
        }
        var start: [Int] = []
        var list: [Int] = []
        start.reserveCapacity(kinds.count + 1)
        list.reserveCapacity(kinds.count)
        for i in kinds.indices {
            start.append(list.count)
            guard traits[i].isContainer else {
                var c = i + 1
                while c < end[i] {
                    list.append(through(c))
                    c = end[c]
                }
                continue
            }
            var pending = Array(childrenOf(i).reversed())
            while let next = pending.popLast() {
                if empty[next] { continue }
                let c = through(next)
                if traits[c].splices {
                    pending.append(contentsOf: childrenOf(c).reversed())
                } else {
                    list.append(c)
                }
            }
        }
        self.root = through(0)
        start.append(list.count)
        self.kinds = kinds
        self.end = end
        self.environments = environments
        self.textBytes = textBytes
        self.safeAreaEdges = safeAreaEdges
        self.drawingEdges = drawingEdges
        self.empty = empty
        // NB: the kind's type compared, not cast: `is` on an existential is a dynamic cast, which
        // costs many times a type comparison on every node.
        self.hasPriorities = kinds.contains { type(of: $0) == LayoutPriorityKind.self }
        self.subviewStart = start
        self.subviewList = list
    }

    /// The indices of the leaves whose kind matches, in pre-order.
    public func leaves(where matches: (any ViewKind) -> Bool) -> [Int] {
        kinds.indices.filter { end[$0] == $0 + 1 && matches(kinds[$0]) }
    }

    /// The tree with each leaf at an index replaced by its kind. A replacement must take room as
    /// the leaf did (neither may be empty) and, like the leaf, have no children to pass anything
    /// to; one that does not is left out.
    public func replacingLeaves(_ replacements: [(index: Int, kind: any ViewKind)]) -> PreparedTree {
        var copy = self
        for (index, kind) in replacements {
            guard kinds.indices.contains(index), end[index] == index + 1, !empty[index], !kind.isEmpty,
                !kind.isTransparent, !kind.splicesChildren
            else { continue }
            // NB: a replacement is cut as every text is, and charged by its own bytes.
            let cut = kind.textBytes > LayoutBudget.textCut ? kind.cuttingTexts() : kind
            copy.kinds[index] = cut
            copy.textBytes[index] = cut.textBytes
        }
        return copy
    }
}
