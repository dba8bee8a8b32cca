/// `.fixedSize()`, `.fixedSize(horizontal: false, vertical: true)`.
enum FixedSizeModifier {
    static let entry = ModifierEntry(
        name: "fixedSize", signatures: [Signature(), Signature("horizontal:", "vertical:")], isConfirmed: true
    ) {
        c in
        let i = c.interpreter
        let h = try c.args.labeled("horizontal").map { try i.truth($0.value, $0.range) } ?? true
        let v = try c.args.labeled("vertical").map { try i.truth($0.value, $0.range) } ?? true
        return .view(c.node.fixedSize(horizontal: h, vertical: v))
    }
}
