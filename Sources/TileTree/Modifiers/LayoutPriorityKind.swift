/// `.layoutPriority(_:)`: the view's size and place are its content's; a stack offers space to
/// its children of higher priority first, once the lower ones' minimum sizes are set aside.
///
/// `ViewNode.hstack([.text("A long title").layoutPriority(1), .text("Detail")])` keeps the title whole.
public struct LayoutPriorityKind: ViewKind {
    public var priority: Double

    public init(_ priority: Double) { self.priority = priority.isFinite ? priority : 0 }

    public var name: String { ".layoutPriority" }
}

extension ViewNode {
    public func layoutPriority(_ priority: Double) -> ViewNode { modified(LayoutPriorityKind(priority)) }
}

extension Subview {
    /// The child's layout priority (seen through modifiers), 0 by default.
    public var priority: Double {
        var n = node
        while true {
            if let p = engine.tree.kinds[n] as? LayoutPriorityKind { return p.priority }
            guard !engine.tree.kinds[n].isContainer, n + 1 < engine.tree.end[n] else { return 0 }
            n += 1
        }
    }
}
