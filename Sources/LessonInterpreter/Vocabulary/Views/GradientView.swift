/// `Gradient(colors:)`, `Gradient(stops:)`: a gradient's colours, which a gradient view reads.
enum GradientView {
    static let entry = ViewEntry(name: "Gradient", signatures: [Signature("colors:"), Signature("stops:")]) { c in
        .gradient(try c.interpreter.gradient(c.args, c.range))
    }
}
