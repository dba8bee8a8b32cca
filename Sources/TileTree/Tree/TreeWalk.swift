/// A node of a tree of views (built or placed), walked without recursion, so that a deep tree
/// (a long chain of modifiers) cannot exhaust the stack.
public protocol ViewTreeNode {
    var kind: any ViewKind { get }
    var children: [Self] { get }
}

extension ViewTreeNode {
    /// This node and every node under it, in pre-order (a parent before its children, children
    /// in order), as `--format tree` and `--format layout` list them.
    public var preOrder: [Self] {
        var out: [Self] = []
        var stack = [self]
        while let node = stack.popLast() {
            out.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }

    /// Whether some node's kind matches, stopping at the first that does.
    public func contains(_ matches: (any ViewKind) -> Bool) -> Bool {
        var stack = [self]
        while let node = stack.popLast() {
            if matches(node.kind) { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// The kinds in `preOrder` that are a `K`.
    public func kinds<K: ViewKind>(_: K.Type) -> [K] { preOrder.compactMap { $0.kind as? K } }
}

extension ViewNode: ViewTreeNode {}
extension LaidOutNode: ViewTreeNode {}
