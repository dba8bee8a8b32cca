/// A text's `.kerning(2)` and `.tracking(2)`.
enum SpacingModifiers {
    static let entries = [
        ModifierEntry(name: "kerning", signatures: [Signature("_:")]) { c in
            guard let v = try amount(c) else { return .view(c.node) }
            return .view(c.node.kerning(v))
        },
        ModifierEntry(name: "tracking", signatures: [Signature("_:")]) { c in
            guard let v = try amount(c) else { return .view(c.node) }
            return .view(c.node.tracking(v))
        },
    ]

    static func amount(_ c: ModifierCall) throws -> Double? {
        guard let f = c.first else { return nil }
        return ModifierCall.finite(try c.interpreter.geometry(f.value, f.range))
    }
}
