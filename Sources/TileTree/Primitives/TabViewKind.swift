/// `TabView { … }`: the selected tab's view above iOS's tab bar, or with `.tabViewStyle(.page)`
/// the page with its dots over it. It takes the whole space it is offered. Its children are the
/// selected tab's content, then the bar (or the dots), which `ViewNode.tabView` builds from the
/// tabs' `tabItem`s.
///
/// iOS 17's tab bar is 49 pt tall above the home indicator: the content has what the bar leaves
/// and is centred in it, as a root view is in the safe area. Each item shares the bar's width
/// equally, its symbol above its label (10 pt, medium); the selected one in the accent colour,
/// the others grey. The page dots sit 26 pt above the bottom, each 8 pt wide, 8 pt apart.
///
///     // TabView { A().tabItem { Label("Home", systemImage: "house") } } at the root: A in 393 x 710
public struct TabViewKind: ViewKind {
    /// Paged (`.tabViewStyle(.page)`): dots over the page instead of a bar below it.
    public var paged: Bool

    public init(paged: Bool = false) { self.paged = paged }

    public var name: String { "TabView" }
    public var isLayoutNode: Bool { true }

    /// The tab bar's height on an iPhone, above the home indicator.
    public static let barHeight = 49.0
    /// How far above the bottom the page dots' middle is.
    public static let dotsLift = 26.0

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.boxed = false
        environment.stackAxis = nil
        environment.textAnchor = .center
    }

    func bar(_ context: LayoutContext) -> Double { paged ? 0 : context.measure.length(Self.barHeight, .vertical) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let bar = bar(context)
        let content =
            subviews.first?.sizeThatFits(
                ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })) ?? .zero
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        let bar = bar(context)
        var out: [Placement] = []
        let area = Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: max(0, bounds.height - bar))
        if let content = subviews.first {
            let offer = ProposedSize(area.size)
            let size = content.sizeThatFits(offer)
            out.append(Placement(index: 0, frame: aligned(size, in: area, .center, context: context), proposal: offer))
        }
        if subviews.count > 1 {
            if paged {
                let offer = ProposedSize(width: bounds.width, height: nil)
                let size = subviews[1].sizeThatFits(offer)
                let lift = context.measure.length(Self.dotsLift, .vertical)
                let y = max(bounds.y, bounds.y + bounds.height - lift - size.height / 2)
                out.append(
                    Placement(
                        index: 1,
                        frame: Rect(
                            x: bounds.x + (bounds.width - size.width) / 2, y: y, width: size.width, height: size.height),
                        proposal: offer))
            } else {
                let frame = Rect(x: bounds.x, y: area.y + area.height, width: bounds.width, height: bar)
                out.append(Placement(index: 1, frame: frame, proposal: ProposedSize(frame.size)))
            }
        }
        return out
    }

    public func barInsets(forChild index: Int, measure: Measure) -> EdgeInsets {
        guard index == 0, !paged else { return EdgeInsets() }
        return EdgeInsets(bottom: measure.length(Self.barHeight, .vertical))
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        paged
            ? "takes the whole offer; the page fills it, its dots over the bottom"
            : "takes the whole offer; the selected tab above the \(Length.text(bar(context))) tab bar"
    }

    /// Written as the selected tab's view alone: the other tabs are not in the tree.
    public var swift: SwiftCode? { nil }
}

/// `.tabItem { Label("Home", systemImage: "house") }`: what a `TabView` shows for the tab in its
/// bar. Its children are the content, then the item's views; only the content is laid out and
/// drawn here (outside a `TabView` the item shows nowhere).
public struct TabItemKind: ViewKind {
    public init() {}

    public var name: String { ".tabItem" }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        subviews.isEmpty ? [] : [Placement(index: 0, frame: bounds, proposal: proposal)]
    }
}
