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
