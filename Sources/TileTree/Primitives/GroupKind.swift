/// `Group { … }` and `ForEach(…) { … }`: their children stand in the enclosing stack as its own.
/// Alone (under a modifier, or at the root) they stack their children vertically, centred.
public struct GroupKind: SplicedStackKind {
    /// `"Group"` or `"ForEach"`.
    public var name: String

    public init(name: String = "Group") { self.name = name }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "not in a stack: its views stacked vertically"
    }

    /// `Group`: a `ForEach` over its views as they were made is the same group of them.
    public var swift: SwiftCode? { .container("Group") }
}

/// A kind whose children stand in the enclosing stack as its own (`Group`, `ForEach`, a
/// `Section` outside a list), and that, alone, stacks them vertically, centred.
public protocol SplicedStackKind: ViewKind {}

extension SplicedStackKind {
    public var isLayoutNode: Bool { true }
    public var splicesChildren: Bool { true }
    public var isContainer: Bool { true }

    var stack: StackKind { StackKind(axis: .vertical, alignment: .center, spacing: nil) }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        stack.environment(forChild: index, &environment)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
}
