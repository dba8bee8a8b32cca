/// `.badge(5)`, `.badge("New")`: in a `List` or `Form`, a count or a word in the secondary style
/// at the row's trailing edge (before a link's chevron); elsewhere nothing is drawn, as iOS
/// shows a badge only on list rows and tab items. `.badge(0)` and `.badge(nil)` show none.
public struct BadgeKind: ViewKind {
    public var text: String

    public init(_ text: String) { self.text = text }

    public var name: String { ".badge" }
    public var isTransparent: Bool { true }
    public var textBytes: Int { text.utf8.count }
    public func cuttingTexts() -> BadgeKind { BadgeKind(LayoutBudget.cut(text)) }

    public var swift: SwiftCode? { .modifier(".badge(\(SwiftUISource.string(text)))") }

    /// The badge a row carries through the modifiers around it that change neither layout nor
    /// drawing, and the row without it; nil for a row with none.
    static func badge(of node: ViewNode) -> (text: String, row: ViewNode)? {
        var chain: [ViewNode] = []
        var n = node
        while !(n.kind is BadgeKind) {
            guard !n.kind.isLayoutNode, !n.kind.isContainer, n.children.count == 1 else { return nil }
            chain.append(n)
            n = n.children[0]
        }
        guard let badge = n.kind as? BadgeKind, var rebuilt = n.children.first else { return nil }
        while var outer = chain.popLast() {
            outer.children[0] = rebuilt
            rebuilt = outer
        }
        return (badge.text, rebuilt)
    }
}
