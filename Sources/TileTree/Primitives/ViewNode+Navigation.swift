/// A navigation stack with what `.toolbar` and `.searchable` put in its bars, as iOS 17 draws
/// them (`NavigationStackKind` places them).
extension ViewNode {
    /// The space between two items of a bar: an estimate of UIKit's, whose items are padded to
    /// 44 pt touch targets (the visible gap between two symbols is about 16 pt).
    static let barItemSpacing = 16.0

    /// `NavigationStack { content }` with its title, and `items` in the order the file made them:
    /// the items of one slot stand side by side in it, a label by its symbol alone (a toolbar's
    /// labels are icon-only), and `search` is the search field under the title. `back` is the
    /// title of a pushed screen's back button, before the leading items.
    public static func navigationStack(
        name: String, title: String?, inline: Bool, content: ViewNode, items: [(NavigationSlot, ViewNode)],
        search: ViewNode?, back: String? = nil
    ) -> ViewNode {
        var slots: [NavigationSlot] = [.content]
        var children = [content]
        if let search {
            slots.append(.search)
            children.append(search)
        }
        for var slot in [NavigationSlot.principal, .leading, .trailing, .bottom] {
            var views = items.filter { $0.0 == slot }.map { iconOnly($0.1) }
            if slot == .leading, let back {
                (slot, views) = (.back, [backButton(back)] + views)
            }
            guard !views.isEmpty else { continue }
            slots.append(slot)
            children.append(views.count == 1 ? views[0] : .hstack(spacing: barItemSpacing, views))
        }
        return ViewNode(NavigationStackKind(name: name, title: title, inline: inline, slots: slots), children)
    }

    /// A pushed screen's back button as UIKit draws it: a semibold `chevron.backward` (about
    /// 22 pt tall, the body text's height and a half), then the
    /// title of the screen under it, in the accent colour, its chevron 8 pt from the bar's edge
    /// (`NavigationSlot.back`; the other items keep the 16 pt margin).
    public static func backButton(_ title: String) -> ViewNode {
        let chevron = ViewNode.image(systemName: "chevron.backward", glyph: Symbols.glyph(for: "chevron.backward"))
            .font(Font(.title2)).fontWeight(.semibold)
        return ViewNode.button(title: title, label: .hstack(spacing: 3, [chevron, .text(title)]))
    }

    /// A toolbar item as the bar shows it: a `Label` by its symbol, alone or down a chain of
    /// one-child views that hold it (a button's label, a navigation link's, a modifier's content).
    static func iconOnly(_ item: ViewNode) -> ViewNode {
        var chain: [ViewNode] = []
        var node = item
        while !(node.kind is LabelKind) {
            guard node.children.count == 1, let first = node.children.first else { return item }
            chain.append(node)
            node = first
        }
        var rebuilt = node.children.first ?? node
        while var outer = chain.popLast() {
            outer.children[0] = rebuilt
            rebuilt = outer
        }
        return rebuilt
    }

    /// `.searchable(text: $query, prompt: "Find")`: a rounded field of iOS's tertiary fill, a
    /// magnifying glass then the text typed, or the prompt in the secondary colour.
    public static func searchField(prompt: String, text: String) -> ViewNode {
        let glass = ViewNode.image(systemName: "magnifyingglass", glyph: Symbols.glyph(for: "magnifyingglass"))
            .foregroundColor(.secondary)
        let typed = text.isEmpty ? ViewNode.text(prompt).foregroundColor(.secondary) : .text(text)
        return ViewNode.hstack(spacing: 6, [glass, typed, .spacer(minLength: 0)])
            .padding(EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8))
            .background(ViewNode.shape(.roundedRectangle(cornerRadius: 10)).fill(tertiaryFill))
    }
}
