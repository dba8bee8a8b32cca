/// `Color(red:green:blue:)`, `Color(white:)`, `Color(.systemBlue)`, `Color("Brand")`: a colour
/// value, which draws as a view filling its space.
enum ColorView {
    static let entry = ViewEntry(
        name: "Color",
        signatures: [
            Signature("red:", "green:", "blue:", "opacity:"), Signature("white:", "opacity:"), Signature("_:"),
        ]
    ) { c in
        .color(try c.interpreter.paint(try SwiftValues.color(c.args, c.interpreter, c.range), c.range))
    }
}
