import TileTree

/// `TabView { … }` and `TabView(selection: $tab) { … }` with each tab's `.tabItem { … }` and
/// `.tag(_:)`, and `.tabViewStyle(.page)`: the selected tab above iOS's tab bar, or the page with
/// its dots. `selection` is a binding like any other, so the session sets it.
enum TabViewEntry {
    static let entry = ViewEntry(
        name: "TabView", signatures: [Signature("content:{}"), Signature("selection:", "content:{}")], isConfirmed: true
    ) { c in
        let (args, i, range) = (c.args, c.interpreter, c.range)
        var selected: String?
        if let selection = args.labeled("selection") {
            try i.requireBinding(selection)
            selected = i.describe(i.unbound(selection.value))
        }
        let tabs = try i.views(args.closure("content"), range)
        return .view(.tabView(tabs, selectedTag: selected, paged: false))
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
