import TileTree

extension ViewNode {
    /// The tree with each kind `change` gives a replacement for replaced (an environment-wide
    /// style such as `.textFieldStyle` reaching every field inside).
    func mapKinds(_ change: (any ViewKind) -> (any ViewKind)?) -> ViewNode {
        ViewNode(change(kind) ?? kind, children.map { $0.mapKinds(change) })
    }
}
