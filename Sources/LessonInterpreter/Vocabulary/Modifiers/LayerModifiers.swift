import TileTree

/// `.background(…)` and `.overlay(…)`: a view, a colour or a style behind or in front, or a shape
/// filled (`.background(.blue, in: RoundedRectangle(cornerRadius: 8))`).
enum LayerModifiers {
    static let signatures = [
        Signature("_:", "alignment:="), Signature("alignment:=", "content:{}"), Signature("_:", "in:", "fillStyle:="),
    ]

    /// `.background` also has these, which `.overlay` lacks.
    static let backgroundOnly = [
        Signature("ignoresSafeAreaEdges:="), Signature("_:", "ignoresSafeAreaEdges:="),
        Signature("in:", "fillStyle:="),
    ]

    static let entries = [
        ModifierEntry(name: "background", signatures: signatures + backgroundOnly, isConfirmed: true) { c in
            guard var (layer, alignment) = try layer(c) else { return .view(c.node) }
            if isStyle(c) {
                // NB: `background(_ style: some ShapeStyle, ignoresSafeAreaEdges: Edge.Set = .all)`:
                // a style's fill reaches past the safe area where the view touches it.
                let i = c.interpreter
                let edges =
                    try c.args.labeled("ignoresSafeAreaEdges").map { try i.edges($0.value, $0.valueAt) } ?? .all
                layer = layer.ignoresSafeArea(edges)
            }
            return .view(c.node.background(layer, alignment: alignment))
        },
        ModifierEntry(name: "overlay", signatures: signatures) { c in
            guard let (layer, alignment) = try layer(c) else { return .view(c.node) }
            return .view(c.node.overlay(layer, alignment: alignment))
        },
    ]

    /// Whether `.background`'s layer is a style (a colour, a gradient, a material) rather than a
    /// view or a shape filled: Swift picks the `ShapeStyle` overload for a `Color`, which is both.
    static func isStyle(_ c: ModifierCall) -> Bool {
        guard c.args.labeled("in") == nil, c.args.labeled("content") == nil, !c.args.contains(where: \.trailing),
            let first = c.args.positional.first
        else { return false }
        switch c.interpreter.unbound(first.value) {
        case .implicitMember, .color: return true
        case .view(let node):
            // NB: a gradient, or a colour made more transparent (`Color.red.opacity(0.5)` is a Color).
            var n = node
            while let d = n.kind as? DecorationKind, case .opacity = d.decoration, let child = n.children.first {
                n = child
            }
            return n.kind is ColorKind && n.children.isEmpty
        default: return false
        }
    }

    static func layer(_ c: ModifierCall) throws -> (ViewNode, Alignment)? {
        let (args, i, range) = (c.args, c.interpreter, c.range)
        let alignment = try args.labeled("alignment").map { try i.alignment($0.value, $0.range) } ?? .center
        var layer: ViewNode
        if let content = args.labeled("content")?.value ?? args.first(where: { $0.trailing })?.value {
            let views = try i.views(content, range)
            layer = views.count == 1 ? views[0] : .zstack(alignment: alignment, views)
        } else if let f = args.positional.first ?? args.labeled("in") {
            layer = try i.layer(f.value, f.range)
        } else {
            return nil
        }
        if let shape = args.labeled("in") {
            // NB: `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`: the shape, filled.
            let style = try args.positional.first.map { try i.paint($0.value, $0.range) } ?? .system(.blue)
            layer = try i.layer(shape.value, shape.range).fill(style)
        }
        return (layer, alignment)
    }
}
