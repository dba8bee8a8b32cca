import TileRender

extension ViewNode {
    /// A `TabView` of `tabs` (groups and `ForEach`es opened): the tab whose `.tag` is
    /// `selectedTag` (the first when none is), above a bar of every tab's item; or, `paged`, that
    /// page with a dot for each tab.
    public static func tabView(_ tabs: [ViewNode], selectedTag: String?, selectedIndex: Int? = nil, paged: Bool)
        -> ViewNode
    {
        let pages = opened(tabs, keepingSections: false)
        guard !pages.isEmpty else { return ViewNode(TabViewKind(paged: paged), []) }
        let selected =
            selectedTag.flatMap { tag in pages.firstIndex { Self.tag(of: $0) == tag } }
            ?? selectedIndex.flatMap { pages.indices.contains($0) ? $0 : nil } ?? 0
        let accessory =
            paged
            ? dots(count: pages.count, lit: selected)
            : .hstack(
                spacing: 0, pages.enumerated().map { i, page in tabBarItem(item(of: page), selected: i == selected) })
        return ViewNode(TabViewKind(paged: paged), [pages[selected], accessory])
    }

    /// The same tabs in the page style (`.tabViewStyle(.page)`), or in the bar's.
    public func tabViewStyle(paged: Bool) -> ViewNode {
        guard let kind = kind as? TabViewKind, kind.paged != paged, children.count == 2 else { return self }
        // NB: rebuilt from the bar or the dots: the selected tab is the one already shown.
        return ViewNode(TabViewKind(paged: paged), [children[0], paged ? dots(children[1]) : children[1]])
    }

    /// The dots for a bar's items, the selected one lit.
    func dots(_ bar: ViewNode) -> ViewNode {
        let items = bar.children
        return Self.dots(
            count: items.count, lit: items.firstIndex { ($0.kind as? TabBarItemKind)?.selected == true } ?? 0)
    }

    /// A page indicator: `count` white dots, the `lit` one opaque, the others at 30 %.
    static func dots(count: Int, lit: Int) -> ViewNode {
        .hstack(
            spacing: 8,
            (0..<count).map { i in
                ViewNode.shape(.circle).fill(i == lit ? .system(.white) : .rgb(RGB(255, 255, 255), opacity: 0.3))
                    .frame(width: 8, height: 8)
            })
    }

    /// The views a tab's `.tabItem` holds, through the modifiers on the tab; none when it has none.
    static func item(of page: ViewNode) -> [ViewNode] {
        var n = page
        while true {
            if n.kind is TabItemKind { return Array(n.children.dropFirst()) }
            guard !n.kind.isContainer, let first = n.children.first else { return [] }
            n = first
        }
    }

    /// The tabs of a `TabView`'s content, in order: each one's tag and the first text of its
    /// `.tabItem` (what a tap on the tab bar names), nil where it has none.
    public static func tabs(_ content: [ViewNode]) -> [(tag: String?, label: String?)] {
        opened(content, keepingSections: false).map { page in
            (tag(of: page), item(of: page).lazy.compactMap { $0.kinds(TextKind.self).first?.text }.first)
        }
    }

    /// The innermost `.tag` down a chain of modifiers (a `Picker`'s option's, a tab's).
    public static func tag(of node: ViewNode) -> String? {
        var found: String?
        var n = node
        while true {
            if let d = n.kind as? DecorationKind, case .tag(let t) = d.decoration { found = t }
            guard !n.kind.isContainer, let first = n.children.first, !n.kind.isLayoutNode else { return found }
            n = first
        }
    }

    /// Whether a view is a `Text`, through the styling modifiers on it.
    static func isText(_ node: ViewNode) -> Bool {
        var n = node
        while !(n.kind is TextKind) {
            guard !n.kind.isContainer, !n.kind.isLayoutNode, n.children.count == 1 else { return false }
            n = n.children[0]
        }
        return true
    }

    /// One item of the bar: its symbol above its title, in the accent colour when selected.
    static func tabBarItem(_ views: [ViewNode], selected: Bool) -> ViewNode {
        var symbol: ViewNode?
        var title: ViewNode?
        var pending = Array(views.reversed())
        while let v = pending.popLast() {
            if let label = v.kind as? LabelKind {
                symbol = symbol ?? v.children.first
                title = title ?? .text(label.title)
            } else if v.kind.splicesChildren || (v.kind is StackKind) {
                pending.append(contentsOf: v.children.reversed())
            } else if isText(v) {
                title = title ?? v
            } else if symbol == nil {
                symbol = v
            }
        }
        var parts: [ViewNode] = []
        if let symbol { parts.append(symbol.font(.system(size: 22))) }
        if let title { parts.append(title.font(.system(size: 10, weight: .medium))) }
        let paint: Paint = selected ? .system(.blue) : .system(.gray)
        return ViewNode(
            TabBarItemKind(selected: selected),
            [ViewNode.vstack(spacing: 2, parts).foregroundColor(paint)])
    }
}

/// One item of a tab bar: an equal share of the bar's width, its content at the top, 7 pt down.
public struct TabBarItemKind: ViewKind {
    public var selected: Bool

    public init(selected: Bool) { self.selected = selected }

    public var name: String { "TabItem" }
    public var isLayoutNode: Bool { true }

    static let top = 7.0

    public func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(ProposedSize(width: proposal.width, height: nil)) ?? .zero
        return Size(
            width: proposal.width == .infinity ? content.width : proposal.width ?? content.width,
            height: proposal.height ?? content.height + context.measure.spacing(Self.top, .vertical))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: Subviews, context: LayoutContext)
        -> [Placement]
    {
        guard let content = subviews.first else { return [] }
        let offer = ProposedSize(width: bounds.width, height: nil)
        let size = content.sizeThatFits(offer)
        let top = context.measure == .cells ? 0 : Self.top
        return [
            Placement(
                index: 0,
                frame: Rect(
                    x: bounds.x + (bounds.width - size.width) / 2, y: bounds.y + top, width: size.width,
                    height: size.height),
                proposal: offer)
        ]
    }

    public var swift: SwiftCode? { nil }
}
