/// `.clipShape(Circle())` and `.mask(…)`, which a still preview draws as the same clip; a mask
/// that is no shape leaves the view as it is.
enum ClipShapeModifiers {
    static let entries = [
        ModifierEntry(name: "clipShape", signatures: [Signature("_:")]) { c in
            guard let f = c.first, let shape = try c.interpreter.shape(f.value, f.range) else {
                throw c.interpreter.error(
                    "expected a shape such as 'Circle()' or 'RoundedRectangle(cornerRadius: 8)'", c.range)
            }
            return .view(c.node.clipShape(shape))
        },
        ModifierEntry(name: "mask", signatures: [Signature("_:")]) { c in
            guard let f = c.first, let shape = try c.interpreter.shape(f.value, f.range) else { return .view(c.node) }
            return .view(c.node.clipShape(shape))
        },
    ]
}
