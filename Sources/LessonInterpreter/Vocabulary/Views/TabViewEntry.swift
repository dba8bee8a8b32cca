import TileTree

/// `TabView { … }` and `TabView(selection: $tab) { … }` with each tab's `.tabItem { … }` and
/// `.tag(_:)`, and `.tabViewStyle(.page)`: the selected tab above iOS's tab bar, or the page with
/// its dots. `selection` is a binding like any other, so the session sets it; a tap on a tab's
/// label selects it (through `selection`, or the tab view's own state when it has none, kept as
/// `TabView.selection`, the tab's number).
enum TabViewEntry {
    static let entry = ViewEntry(
        name: "TabView", signatures: [Signature("content:{}"), Signature("selection:", "content:{}")], isConfirmed: true
    ) { c in
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let selection = args.labeled("selection")
        if let selection { try i.requireBinding(selection) }
        let content = try i.views(args.closure("content"), range)
        let tabs = ViewNode.tabs(content)
        var selected: String?
        var index: Int?
        if let selection {
            selected = i.describe(i.unbound(selection.value))
            for tab in tabs {
                guard let label = tab.label, let tag = tab.tag, let value = i.tagValues[tag] else { continue }
                i.buttons.append((label, nil, (selection.value, value)))
            }
        } else if tabs.count > 1 {
            // NB: a tab view without a selection keeps its own, as a child view keeps a `@State`.
            let number = i.stateRoot?.made["TabView", default: 0] ?? 0
            i.stateRoot?.made["TabView"] = number + 1
            let box = i.holdState("TabView" + (number == 0 ? "" : "#\(number)") + ".selection", .int(0), listed: false)
            if case .int(let n) = box.value { index = n }
            for (n, tab) in tabs.enumerated() {
                guard let label = tab.label else { continue }
                i.buttons.append((label, nil, (.state(box), .int(n))))
            }
        }
        return .view(.tabView(content, selectedTag: selected, selectedIndex: index, paged: false))
    }

    static let modifiers = [
        ModifierEntry(name: "tabItem", signatures: [Signature("_:{}")], isConfirmed: true) { c in
            let views = try c.interpreter.views(c.args.closure("_") ?? c.first?.value, c.range)
            return .view(c.node.modified(TabItemKind(), views))
        },
        ModifierEntry(name: "tabViewStyle", signatures: [Signature("_:")], isConfirmed: true) { c in
            guard let style = c.first else { return .view(c.node) }
            var paged = false
            switch c.interpreter.unbound(style.value) {
            case .implicitMember("page", _): paged = true
            case .instance(let s) where s.type == "PageTabViewStyle": paged = true
            default: break
            }
            return .view(c.node.tabViewStyle(paged: paged))
        },
    ]
}
