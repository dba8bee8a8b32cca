/// `.blur(radius: 4)`, `.blur(radius: 8, opaque: true)`.
enum BlurModifier {
    static let entry = ModifierEntry(name: "blur", signatures: [Signature("radius:", "opaque:=")], isConfirmed: true) {
        c in
        guard let r = c.args.labeled("radius") else {
            throw c.interpreter.error("missing argument for parameter 'radius' in call", c.range)
        }
        let opaque = try c.args.labeled("opaque").map { try c.interpreter.truth($0.value, $0.range) } ?? false
        return .view(c.node.blur(radius: try c.interpreter.geometry(r.value, r.valueAt, as: "CGFloat"), opaque: opaque))
    }
}
