import TileTree

/// `ScrollView { … }`, `ScrollView(.horizontal) { … }`: its content at its ideal length.
enum ScrollViewEntry {
    static let entry = ViewEntry(name: "ScrollView", signatures: [Signature("_:", "showsIndicators:", "content:{}")]) {
        c in
        // NB: several views in a ScrollView stack vertically, whichever way it scrolls, as SwiftUI's do.
        var horizontal = false
        if let axis = c.args.positional.first, case .implicitMember("horizontal", _) = axis.value {
            horizontal = true
        }
        let content = try c.interpreter.views(c.args.closure("content"), c.range)
        let kind = ScrollViewKind(horizontal: horizontal)
        return .view(ViewNode(kind, [content.count == 1 ? content[0] : .vstack(content)]))
    }
}
