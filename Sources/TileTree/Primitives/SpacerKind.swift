/// `Spacer(minLength:)`: along its stack's axis it takes all it is offered, at least its minimum
/// (the system spacing by default); across it, nothing.
public struct SpacerKind: ViewKind {
    public var minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength.map(Length.sane) }

    public var name: String { "Spacer" }
    public var isLayoutNode: Bool { true }
    public var spacing: ViewSpacing? { .spacer }

    func minimum(_ axis: Axis, _ context: LayoutContext) -> Double {
        context.measure.spacing(minLength ?? Measure.systemSpacing, axis)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        guard let axis = context.environment.stackAxis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        var size = Size.zero
        size[axis] = max(minimum(axis, context), proposal[axis] ?? 0)
        return size
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        guard let axis = context.environment.stackAxis else { return "outside a stack it takes the offer" }
        return
            "takes all the \(axis == .horizontal ? "width" : "height") offered, at least \(Length.text(minimum(axis, context)))"
    }

    public var swift: SwiftCode? { .view("Spacer(" + SwiftUISource.arguments([("minLength", minLength)]) + ")") }
}

extension Subview {
    /// Whether the child is a `Spacer` (seen through modifiers, as `.background` on one): a stack
    /// offers its spacers what their siblings leave, once their minimum lengths are set aside.
    public var isSpacer: Bool {
        var n = node
        while true {
            // NB: the kind's type compared, not cast: `is` on an existential is a dynamic cast.
            let kind = engine.tree.kinds[n]
            if type(of: kind) == SpacerKind.self { return true }
            guard !kind.isContainer, kind.spacing == nil, n + 1 < engine.tree.end[n] else { return false }
            n += 1
        }
    }
}
