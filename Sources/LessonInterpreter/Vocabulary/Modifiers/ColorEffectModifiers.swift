import TileTree

/// The modifiers that recolour a view: `.brightness(0.2)`, `.contrast(1.5)`, `.saturation(0)`,
/// `.grayscale(1)`, `.hueRotation(.degrees(90))`, `.colorInvert()` and `.colorMultiply(.red)`.
enum ColorEffectModifiers {
    /// The ones that take a number, `_ amount: Double`.
    static let amounts: [(name: String, change: @Sendable (ViewNode, Double) -> ViewNode)] = [
        ("brightness", { $0.brightness($1) }), ("contrast", { $0.contrast($1) }),
        ("saturation", { $0.saturation($1) }), ("grayscale", { $0.grayscale($1) }),
    ]

    static let entries =
        amounts.map { name, change in
            ModifierEntry(name: name, signatures: [Signature("_:")], isConfirmed: true) { c in
                let a = try argument(c)
                return .view(change(c.node, try c.interpreter.geometry(a.value, a.range)))
            }
        } + [
            ModifierEntry(name: "hueRotation", signatures: [Signature("_:")], isConfirmed: true) { c in
                let a = try argument(c)
                return .view(c.node.hueRotation(degrees: try c.interpreter.degrees(a.value, a.range)))
            },
            ModifierEntry(name: "colorInvert", signatures: [Signature()], isConfirmed: true) {
                .view($0.node.colorInvert())
            },
            ModifierEntry(name: "colorMultiply", signatures: [Signature("_:")], isConfirmed: true) { c in
                let a = try argument(c)
                return .view(c.node.colorMultiply(try c.interpreter.paint(a.value, a.range)))
            },
        ]

    /// The one unlabelled argument, or swiftc's error for a call without it.
    static func argument(_ c: ModifierCall) throws -> Argument {
        guard let a = c.args.positional.first else {
            throw c.interpreter.error("missing argument for parameter #1 in call", c.range)
        }
        return a
    }
}
