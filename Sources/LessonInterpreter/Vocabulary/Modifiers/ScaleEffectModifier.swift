import TileTree

/// `.scaleEffect(1.5)`, `.scaleEffect(CGSize(width: 2, height: 1))`, `.scaleEffect(x: -1, y: 1, anchor: .top)`.
enum ScaleEffectModifier {
    static let entry = ModifierEntry(
        name: "scaleEffect", signatures: [Signature("_:", "anchor:="), Signature("x:=", "y:=", "anchor:=")],
        isConfirmed: true
    ) { c in
        let i = c.interpreter
        let anchor = try c.args.labeled("anchor").map { try i.unitPoint($0.value, $0.range) } ?? .center
        var (x, y) = (1.0, 1.0)
        if let f = c.args.positional.first {
            if case .tuple(let fields) = i.unbound(f.value) {
                x = try fields.first { $0.label == "width" }.map { try i.geometry($0.value, f.range) } ?? 1
                y = try fields.first { $0.label == "height" }.map { try i.geometry($0.value, f.range) } ?? 1
            } else {
                x = try i.geometry(f.value, f.range)
                y = x
            }
        }
        if let a = c.args.labeled("x") { x = try i.geometry(a.value, a.range) }
        if let a = c.args.labeled("y") { y = try i.geometry(a.value, a.range) }
        return .view(c.node.modified(ScaleKind(x: x, y: y, anchor: anchor)))
    }
}
