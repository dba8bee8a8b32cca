/// `.lineLimit(2)`, `.lineLimit(nil)`, `.lineLimit(1...3)`.
enum LineLimitModifier {
    static let entry = ModifierEntry(
        name: "lineLimit", signatures: [Signature("_:"), Signature("_:", "reservesSpace:")], isConfirmed: true
    ) { c in
        let node = c.node
        guard let f = c.first, !f.value.isNull else { return .view(node.lineLimit(nil)) }
        if case .range(let r) = f.value { return .view(node.lineLimit(max(1, r.last ?? 1))) }
        return .view(node.lineLimit(max(0, try c.interpreter.int(f.value, f.range))))
    }
}
