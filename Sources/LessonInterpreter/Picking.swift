import TileTree

/// How a `Picker` reads its options: the rows its content builds, their texts and their tags.
enum Picking {
    /// The rows, with groups and `ForEach`es opened.
    static func options(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if node.kind.splicesChildren { return options(node.children) }
            return [node]
        }
    }

    /// The first text a row shows.
    static func firstText(_ node: ViewNode) -> String? {
        node.kinds(TextKind.self).first?.text
    }

    /// The innermost `.tag` down a chain of modifiers.
    static func tag(of node: ViewNode) -> String? { ViewNode.tag(of: node) }

    static func hasTag(_ node: ViewNode) -> Bool { tag(of: node) != nil }
}
