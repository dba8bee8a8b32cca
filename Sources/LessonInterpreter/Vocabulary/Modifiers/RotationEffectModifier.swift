import TileTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `.rotationEffect(.degrees(45))`, `.rotationEffect(.degrees(45), anchor: .topLeading)`.
enum RotationEffectModifier {
    static let entry = ModifierEntry(
        name: "rotationEffect", signatures: [Signature("_:", "anchor:=")], isConfirmed: true
    ) { c in
        guard let f = c.first else { return .view(c.node) }
        let i = c.interpreter
        let anchor = try c.args.labeled("anchor").map { try i.unitPoint($0.value, $0.range) } ?? .center
        return .view(c.node.rotationEffect(degrees: try i.degrees(f.value, f.range), anchor: anchor))
    }
}

/// `.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))`: a still picture draws the
/// affine part of the turn, seen face on without perspective: about the z axis a turn, about
/// the x or y axis the view squeezed along the other by the angle's cosine (mirrored past 90°).
/// The shear an axis between them would add is left out.
enum Rotation3DEffectModifier {
    static let entry = ModifierEntry(
        name: "rotation3DEffect",
        signatures: [Signature("_:", "axis:", "anchor:=", "anchorZ:=", "perspective:=")], isConfirmed: true
    ) { c in
        guard let f = c.first else { return .view(c.node) }
        let i = c.interpreter
        let anchor = try c.args.labeled("anchor").map { try i.unitPoint($0.value, $0.range) } ?? .center
        var axis = (x: 0.0, y: 0.0, z: 0.0)
        if let a = c.args.labeled("axis"), case .tuple(let fields) = i.unbound(a.value) {
            for (n, field) in fields.enumerated() {
                let v = try i.geometry(field.value, a.range)
                switch field.label ?? ["x", "y", "z"][min(n, 2)] {
                case "x": axis.x = v
                case "y": axis.y = v
                default: axis.z = v
                }
            }
        }
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let degrees = try i.degrees(f.value, f.range)
        guard length > 0, degrees.isFinite else { return .view(c.node) }
        let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
        if ux == 0, uy == 0 {
            return .view(c.node.rotationEffect(degrees: uz > 0 ? degrees : -degrees, anchor: anchor))
        }
        let cosine = cos(degrees * .pi / 180)
        // NB: the rotation matrix's diagonal in x and y (Rodrigues' formula).
        let sx = cosine + ux * ux * (1 - cosine)
        let sy = cosine + uy * uy * (1 - cosine)
        return .view(c.node.modified(ScaleKind(x: sx, y: sy, anchor: anchor)))
    }
}
