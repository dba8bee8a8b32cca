/// A primitive view or a modifier: SwiftUI's `Layout` protocol's two questions
/// (`sizeThatFits`, `placeSubviews`), plus what it passes down to its children (fonts,
/// colours), what it draws and what the layout inspector says of it. Each kind is one type in
/// one file; nothing else switches over kinds.
///
/// The defaults serve a modifier that wraps one child and changes nothing of its layout
/// (`.font`, `.opacity`): the child's size, placed where the modifier is.
public protocol ViewKind: Sendable {
    /// The SwiftUI name: `"Text"`, `"VStack"`, or a modifier's `".frame"`.
    var name: String { get }
    /// Whether `--format layout` and `explain layout` show the node; styling modifiers are
    /// folded into the view they wrap.
    var isLayoutNode: Bool { get }
    /// Whether the node's children stand in its parent's place (`Group`, `ForEach`), as SwiftUI
    /// splices them into the enclosing stack.
    var splicesChildren: Bool { get }
    /// Whether the node takes no room and no spacing (`EmptyView`, a nil optional).
    var isEmpty: Bool { get }
    /// Whether the node only changes what its one child inherits, and neither lays out nor draws
    /// anything itself (`.font`, `.foregroundColor`): the engine lays its child out in its place.
    var isTransparent: Bool { get }

    /// The size this view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size
    /// Where each child goes, given the bounds this view was given (absolute coordinates).
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    /// What the child at `index` inherits: fonts, colours, the stack axis.
    func environment(forChild index: Int, _ environment: inout ViewEnvironment)
    /// Whether the node's children stand in its parent's place (`Group`, `ForEach`), as SwiftUI
    /// splices them into the enclosing stack; only containers take spliced children.
    var isContainer: Bool { get }
    /// Draws what this view itself shows, before its children.
    func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter)
    /// Draws after its children (ends a clip or an opacity).
    func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter)
    /// Whether its children are drawn last first (a background's view under its content).
    var paintsChildrenReversed: Bool { get }
    /// The edges on which what it draws itself reaches past the safe area where it touches it,
    /// on a device (a scroll view's content shows under the home indicator), its layout unchanged.
    var drawsPastSafeArea: Edge.Set { get }
    /// The bars it draws over its child at `index`, which add to that child's safe area on a
    /// device: a navigation bar over its content. A child that ignores the safe area reaches
    /// under them, as far as the screen's edge where this view's own frame touches the safe area.
    func barInsets(forChild index: Int, measure: Measure) -> EdgeInsets
    /// The baselines of its text, from the top, when the view is `size`; nil for no text.
    func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)?
    /// The parts it draws itself that the layout inspector shows as its children (a picker's
    /// segments), in `frame` in the unit of `measure`; none by default.
    func parts(in frame: Rect, environment: ViewEnvironment, measure: Measure) -> [ViewPart]
    /// Fields `--format layout` adds to the node: `"text"`, `"color"`.
    func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)]
    /// Why the view chose `size` for `proposal`, in a few words, for `explain layout`.
    func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String
    /// How SwiftUI source writes it (`SwiftUISource`); nil for a kind Swift cannot spell, whose
    /// content is written in its place.
    var swift: SwiftCode? { get }
    /// What it prefers between itself and a neighbour in a stack; nil for its content's (a
    /// modifier's), or the system's for a view with no content.
    var spacing: ViewSpacing? { get }
    /// The bytes of text the view measures and draws itself (a `Text`'s string, a button's
    /// title): the engine charges them to its budget (`LayoutBudget`) each time it asks the view.
    var textBytes: Int { get }
    /// The view with each of its own texts cut to `LayoutBudget.textCut` bytes (`LayoutBudget.cut`).
    func cuttingTexts() -> Self
}

/// Where a child goes: its frame (absolute) and the proposal it was given.
public struct Placement: Sendable {
    public var index: Int
    public var frame: Rect
    public var proposal: ProposedSize

    public init(index: Int, frame: Rect, proposal: ProposedSize) {
        self.index = index
        self.frame = frame
        self.proposal = proposal
    }
}

extension ViewKind {
    public var isLayoutNode: Bool { false }
    public var splicesChildren: Bool { false }
    public var isEmpty: Bool { false }
    public var isTransparent: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        subviews.indices.map { Placement(index: $0, frame: bounds, proposal: proposal) }
    }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {}

    public var isContainer: Bool { false }
    public func paint(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {}
    public func paintAfter(in frame: Rect, environment: ViewEnvironment, painter: inout any Painter) {}
    public var paintsChildrenReversed: Bool { false }
    public var drawsPastSafeArea: Edge.Set { [] }
    public func barInsets(forChild index: Int, measure: Measure) -> EdgeInsets { EdgeInsets() }

    public func baselines(size: Size, subviews: Subviews, context: LayoutContext) -> (first: Double, last: Double)? {
        subviews.first?.baselines(size: size)
    }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] { [] }
    public func parts(in frame: Rect, environment: ViewEnvironment, measure: Measure) -> [ViewPart] { [] }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "takes its content's size"
    }

    public var swift: SwiftCode? { nil }

    /// A container's is the system's; a modifier passes its content's through.
    public var spacing: ViewSpacing? { isContainer ? .system : nil }

    public var textBytes: Int { 0 }
    public func cuttingTexts() -> Self { self }
}

/// Places a child of `size` inside `bounds` by `alignment`.
public func aligned(_ size: Size, in bounds: Rect, _ alignment: Alignment, context: LayoutContext) -> Rect {
    let dx = alignment.horizontal.position(in: bounds.width) - alignment.horizontal.position(in: size.width)
    let dy: Double
    switch alignment.vertical {
    case .top, .center, .bottom:
        dy =
            alignment.vertical.position(in: bounds.height, baselines: nil)
            - alignment.vertical.position(in: size.height, baselines: nil)
    case .firstTextBaseline, .lastTextBaseline:
        dy = (bounds.height - size.height) / 2
    }
    return Rect(
        x: bounds.x + dx, y: bounds.y + dy, width: size.width,
        height: size.height)
}
