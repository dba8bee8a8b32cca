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
