/// `.minimumScaleFactor(0.5)`, kept within 0.01 and 1.
enum MinimumScaleFactorModifier {
    static let entry = ModifierEntry(name: "minimumScaleFactor", signatures: [Signature("_:")], isConfirmed: true) {
        c in
        guard let f = c.first else { return .view(c.node) }
        let v = try c.interpreter.geometry(f.value, f.range)
        return .view(c.node.minimumScaleFactor(v.isFinite ? max(0.01, min(1, v)) : 1))
    }
}
