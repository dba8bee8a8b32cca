/// `Section { … }` outside a `List` or `Form`: its header, rows and footer stand in the enclosing
/// stack as its own, as SwiftUI's do. `ViewNode.list` turns it into a `ListSectionKind`. Its
/// children are the header (when it has one), the rows, then the footer (when it has one).
///
///     // VStack { Section("A") { Text("x") } } shows "A" above "x"
public struct SectionKind: SplicedStackKind {
    public var hasHeader: Bool
    public var hasFooter: Bool

    public init(hasHeader: Bool, hasFooter: Bool) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    public var name: String { "Section" }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "not in a list: its views stacked vertically"
    }

    public var swift: SwiftCode? { .container("Section") }
}

/// `NavigationLink("Title") { destination }`: drawn as its label, in the accent colour; in a list
/// `ViewNode.list` makes it a row of its label and a trailing chevron.
public struct NavigationLinkKind: ViewKind {
    public init() {}

    public var name: String { "NavigationLink" }
    public var isLayoutNode: Bool { true }
    public var spacing: ViewSpacing? { .system }

    public func environment(forChild index: Int, _ environment: inout ViewEnvironment) {
        environment.takeAccent()
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        "its label's size"
    }
}

/// A list row that shows its label leading and an accessory trailing, as a form lays out a
/// `Picker` (its selected value and a chevron) or a `NavigationLink` (a chevron): as wide as
/// offered (`ControlRow`). Its children are the accessory, then the label.
public struct ListAccessoryRowKind: ControlRowKind {
    /// `"Picker"`, `"NavigationLink"` or `".badge"`.
    public var name: String
    /// A picker's selected value; nil for a link.
    public var selection: String?

    public init(name: String, selection: String? = nil) {
        self.name = name
        self.selection = selection
    }

    public var isLayoutNode: Bool { true }

    public func layoutFields(environment: ViewEnvironment) -> [(String, JSONValue)] {
        selection.map { [("style", .string("menu")), ("selection", .string($0))] } ?? []
    }

    public func reason(proposal: ProposedSize, size: Size, subviews: Subviews, context: LayoutContext) -> String {
        let accessory = name == ".badge" ? "its badge" : selection == nil ? "a chevron" : "its value and a chevron"
        return "as wide as offered: its label leading, " + accessory + " trailing"
    }
}

extension ViewNode {
    /// `Section("Tip") { rows } footer: { … }`: the rows, with a header and a footer when given.
    public static func section(header: ViewNode?, rows: [ViewNode], footer: ViewNode?) -> ViewNode {
        ViewNode(
            SectionKind(hasHeader: header != nil, hasFooter: footer != nil),
            [header].compactMap { $0 } + rows + [footer].compactMap { $0 })
    }

    /// `NavigationLink("Title") { … }`: its label (the destination is not drawn).
    public static func navigationLink(label: ViewNode) -> ViewNode { ViewNode(NavigationLinkKind(), [label]) }

    /// `List { content }` or `Form { content }` (`name`): each `Section` in the content a card,
    /// the rows between sections gathered in cards of their own, `Group`s and `ForEach`es opened
    /// into their rows, a `Picker` a row of its title and its value, a `NavigationLink` a row of
    /// its label and a chevron.
    public static func list(name: String = "List", _ content: [ViewNode]) -> ViewNode {
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func card(_ rows: [ViewNode]) -> ViewNode {
            ViewNode(
                ListCardKind(),
                rows.enumerated().map { ViewNode(ListRowKind(separated: $0.offset > 0), [badgedRow($0.element)]) })
        }
        func closeLoose() {
            if !loose.isEmpty {
                sections.append(ViewNode(ListSectionKind(hasHeader: false, hasFooter: false), [card(loose)]))
            }
            loose = []
        }
        for row in opened(content, keepingSections: true) {
            guard let node = section(row), let s = node.kind as? SectionKind else {
                loose.append(row)
                continue
            }
            closeLoose()
            let header = s.hasHeader ? node.children.first : nil
            let footer = s.hasFooter ? node.children.last : nil
            let rows = Array(node.children.dropFirst(s.hasHeader ? 1 : 0).dropLast(s.hasFooter ? 1 : 0))
            sections.append(
                ViewNode(
                    ListSectionKind(hasHeader: header != nil, hasFooter: footer != nil),
                    [header].compactMap { $0 } + [card(opened(rows, keepingSections: false))]
                        + [footer].compactMap { $0 }))
        }
        closeLoose()
        return ViewNode(ListKind(name: name), sections)
    }

    /// The rows `nodes` stand for: groups and `ForEach`es opened (sections too, unless kept), and
    /// empty views left out. Walked without recursion.
    static func opened(_ nodes: [ViewNode], keepingSections: Bool) -> [ViewNode] {
        var out: [ViewNode] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if node.kind.isEmpty { continue }
            if node.kind.splicesChildren, !(keepingSections && section(node) != nil) {
                pending.append(contentsOf: node.children.reversed())
            } else {
                out.append(node)
            }
        }
        return out
    }

    /// The `Section` a node is, through the modifiers a `ForEach` or the file put on it that
    /// change neither layout nor drawing (`.tag`); nil for any other view.
    static func section(_ node: ViewNode) -> ViewNode? {
        var n = node
        while !(n.kind is SectionKind) {
            guard !n.kind.isLayoutNode, !n.kind.isContainer, n.children.count == 1 else { return nil }
            n = n.children[0]
        }
        return n
    }

    /// A row as a form shows it: a `Picker` in its own default style as its title leading and its
    /// value and a chevron trailing, a `NavigationLink` as its label and a chevron. A link is
    /// found through the modifiers a `ForEach` or the file put on it that change neither layout
    /// nor drawing, which it keeps (`List(cities) { NavigationLink(…) }` gives each link a `.tag`);
    /// a picker is not, since its style is such a modifier (`.pickerStyle(.segmented)`).
    static func listRow(_ node: ViewNode) -> ViewNode {
        var chain: [ViewNode] = []
        var n = node
        while !(n.kind is NavigationLinkKind) {
            if n.kind is PickerKind {
                if chain.isEmpty { break }
                return node
            }
            guard !n.kind.isLayoutNode, !n.kind.isContainer, n.children.count == 1 else { return node }
            chain.append(n)
            n = n.children[0]
        }
        var rebuilt = accessoryRow(n)
        while var outer = chain.popLast() {
            outer.children[0] = rebuilt
            rebuilt = outer
        }
        return rebuilt
    }

    /// A row with its badge (`.badge(3)`) in the secondary style at its trailing edge, before a
    /// link's chevron; any other row as `listRow` makes it.
    static func badgedRow(_ node: ViewNode) -> ViewNode {
        guard let (text, row) = BadgeKind.badge(of: node) else { return listRow(node) }
        let badge = ViewNode.text(text).foregroundStyle(.secondary)
        let inner = listRow(row)
        if let a = inner.kind as? ListAccessoryRowKind, a.name == "NavigationLink", inner.children.count == 2 {
            var link = inner
            link.children[0] = .hstack(spacing: 8, [badge, inner.children[0]])
            return link
        }
        return ViewNode(ListAccessoryRowKind(name: ".badge"), [badge, inner])
    }

    /// A picker's or a navigation link's row (any other view as it is).
    static func accessoryRow(_ node: ViewNode) -> ViewNode {
        if let p = node.kind as? PickerKind, p.style == nil {
            let value = ViewNode.hstack(
                spacing: 6,
                [
                    .text(p.picker.selectedLabel),
                    .image(systemName: "chevron.up.chevron.down", glyph: "↕").font(.footnote),
                ]
            ).foregroundStyle(.secondary)
            return ViewNode(
                ListAccessoryRowKind(name: "Picker", selection: p.picker.selectedLabel),
                [value, p.picker.title.map { .text($0) } ?? .empty])
        }
        if node.kind is NavigationLinkKind, let label = node.children.first {
            let chevron = ViewNode.image(systemName: "chevron.right", glyph: "›").font(.footnote).foregroundStyle(
                .secondary)
            return ViewNode(ListAccessoryRowKind(name: "NavigationLink"), [chevron, label])
        }
        return node
    }
}
