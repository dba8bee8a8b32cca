import TileTree

/// `.offset(x: 4, y: 8)`, `.offset(CGSize(width: 4, height: 8))`.
enum OffsetModifier {
    static let entry = ModifierEntry(
        name: "offset", signatures: [Signature("x:=", "y:="), Signature("_:")], isConfirmed: true
    ) { c in
        let i = c.interpreter
        if let f = c.args.positional.first, case .tuple(let fields) = f.value {
            let w = try fields.first { $0.label == "width" }.map { try i.geometry($0.value, f.range) } ?? 0
            let h = try fields.first { $0.label == "height" }.map { try i.geometry($0.value, f.range) } ?? 0
            return .view(c.node.offset(x: ModifierCall.finite(w), y: ModifierCall.finite(h)))
        }
        let x = ModifierCall.finite(try c.number("x") ?? 0)
        return .view(c.node.offset(x: x, y: ModifierCall.finite(try c.number("y") ?? 0)))
    }
}

/// `.position(x: 100, y: 50)`, `.position(CGPoint(x: 100, y: 50))`.
enum PositionModifier {
    static let entry = ModifierEntry(
        name: "position", signatures: [Signature("x:=", "y:="), Signature("_:")], isConfirmed: true
    ) { c in
        let i = c.interpreter
        if let f = c.args.positional.first {
            guard case .tuple(let fields) = i.unbound(f.value) else {
                throw i.error("expected a point, as in 'CGPoint(x: 100, y: 50)'", f.range)
            }
            let x = try fields.first { $0.label == "x" }.map { try i.geometry($0.value, f.range) } ?? 0
            let y = try fields.first { $0.label == "y" }.map { try i.geometry($0.value, f.range) } ?? 0
            return .view(c.node.modified(PositionKind(x: x, y: y)))
        }
        return .view(c.node.modified(PositionKind(x: try c.number("x") ?? 0, y: try c.number("y") ?? 0)))
    }
}
