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
            guard let (layer, alignment) = try layer(c) else { return .view(c.node) }
            return .view(c.node.background(layer, alignment: alignment))
        },
        ModifierEntry(name: "overlay", signatures: signatures) { c in
            guard let (layer, alignment) = try layer(c) else { return .view(c.node) }
            return .view(c.node.overlay(layer, alignment: alignment))
        },
    ]

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
