import SwiftLesson
import TileTree

/// `.toolbar { … }` (with `ToolbarItem(placement:)` and `ToolbarItemGroup`), the older
/// `.navigationBarItems(leading:trailing:)`, and `.searchable(text:prompt:)`: what the enclosing
/// `NavigationStack`'s bars show, gathered as its title is (`NavigationStackKind` places them).
/// Outside a navigation stack there is no bar, and iOS shows none of them.
enum ToolbarModifiers {
    static let entries = [
        ModifierEntry(name: "toolbar", signatures: [Signature("content:{}"), Signature("_:", "for:...")]) { c in
            // NB: `.toolbar(.hidden, for: .navigationBar)` hides a bar, which a still preview keeps.
            guard let content = c.args.closure("content") else { return .view(c.node) }
            let views = try c.interpreter.views(content, c.range)
            c.interpreter.navigationBar.items += items(views)
            return .view(c.node)
        },
        ModifierEntry(name: "navigationBarItems", signatures: [Signature("leading:=", "trailing:=")]) { c in
            let i = c.interpreter
            for (label, slot) in [("leading", NavigationSlot.leading), ("trailing", .trailing)] {
                guard let a = c.args.labeled(label) else { continue }
                i.navigationBar.items += try i.views(a.value, a.range).map { (slot, $0) }
            }
            return .view(c.node)
        },
        ModifierEntry(
            name: "searchable",
            signatures: [
                Signature("text:", "placement:=", "prompt:="),
                Signature("text:", "isPresented:", "placement:=", "prompt:="),
            ]
        ) { c in
            let i = c.interpreter
            guard let text = c.args.labeled("text") else { return .view(c.node) }
            try i.requireBinding(text)
            var prompt = "Search"
            if let p = c.args.labeled("prompt") {
                switch i.unbound(p.value) {
                case .string(let s): prompt = s
                case .view(let v): prompt = v.plainText ?? prompt
                default: break
                }
            }
            i.navigationBar.search = .searchField(prompt: prompt, text: try i.string(text.value, text.range))
            return .view(c.node)
        },
    ]

    /// `ToolbarItem(placement: .topBarTrailing) { … }`, `ToolbarItemGroup(placement:) { … }`.
    static let views = ["ToolbarItem", "ToolbarItemGroup"].map { name in
        ViewEntry(
            name: name,
            signatures: name == "ToolbarItem"
                ? [Signature("placement:=", "content:{}"), Signature("id:", "placement:=", "content:{}")]
                : [Signature("placement:=", "content:{}")],
            isConfirmed: true
        ) { c in
            let (args, i) = (c.args, c.interpreter)
            var slot: NavigationSlot? = .trailing
            if let p = args.labeled("placement") {
                guard case .implicitMember(let member, _) = i.unbound(p.value) else {
                    throw i.error("expected a toolbar placement such as '.topBarTrailing' or '.bottomBar'", p.range)
                }
                slot = NavigationSlot(placement: member)
            }
            let content = try i.views(args.closure("content"), c.range)
            return .view(ViewNode(ToolbarItemKind(name: name, slot: slot), content))
        }
    }

    /// The items a toolbar's content makes, each with its slot: a `ToolbarItem`'s views where its
    /// placement puts them (none for a placement a still iPhone does not show), a group's and a
    /// `ForEach`'s opened, and any other view at the bar's trailing end (`.automatic` on iOS).
    static func items(_ views: [ViewNode]) -> [(NavigationSlot, ViewNode)] {
        var out: [(NavigationSlot, ViewNode)] = []
        var pending: [(ViewNode, NavigationSlot?)] = views.reversed().map { ($0, .trailing) }
        while let (v, slot) = pending.popLast() {
            if let item = v.kind as? ToolbarItemKind {
                pending += v.children.reversed().map { ($0, item.slot) }
            } else if v.kind.splicesChildren {
                pending += v.children.reversed().map { ($0, slot) }
            } else if let slot, !v.kind.isEmpty {
                out.append((slot, v))
            }
        }
        return out
    }
}
