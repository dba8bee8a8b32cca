/// `GeometryReader { proxy in … }`: it takes all the space it is offered (10 pt on an axis with
/// no offer, as a colour does) and places its content at its top leading corner, each view
/// offered the reader's whole size, later views over earlier ones.
///
/// `id` numbers the readers of a preview in the order they were made, so that the interpreter
/// can give each closure the size its reader was given (`Lesson`'s measuring pass).
///
///     // GeometryReader { _ in Text("Hi") } at the root: 393 x 759, the text at its top left
public struct GeometryReaderKind: ViewKind {
    public var id: Int

    public init(id: Int) { self.id = id }

    public var name: String { "GeometryReader" }
    public var isLayoutNode: Bool { true }
    public var isContainer: Bool { true }

    /// A colour's ideal length, for an axis with no offer.
    static let ideal = 10.0

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = .leading
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        Size(
            width: proposal.width.map { $0 == .infinity ? Length.largest : $0 }
                ?? context.measure.length(Self.ideal, .horizontal),
            height: proposal.height.map { $0 == .infinity ? Length.largest : $0 }
                ?? context.measure.length(Self.ideal, .vertical))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let offer = ProposedSize(bounds.size)
        return subviews.indices.map { i in
            Placement(
                index: i, frame: Rect(origin: bounds.origin, size: subviews[i].sizeThatFits(offer)), proposal: offer)
        }
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes the whole offer; its content at the top leading corner"
    }

    /// Written as the views it held: the proxy's numbers are already in them.
    public var swift: SwiftCode? { .container("Group") }
}
