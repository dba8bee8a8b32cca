/// A shape's `.trim(from: 0, to: 0.75)`.
enum TrimModifier {
    static let entry = ModifierEntry(name: "trim", signatures: [Signature("from:", "to:")]) { c in
        let from = try c.number("from") ?? 0
        let to = try c.number("to") ?? 1
        return .view(c.node.trim(from: from.isFinite ? from : 0, to: to.isFinite ? to : 1))
    }
}
