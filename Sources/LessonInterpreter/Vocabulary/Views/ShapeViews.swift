import TileTree

/// `Rectangle()`, `Circle()`, `Capsule()`, `Ellipse()`: shapes without parameters; and `Path`,
/// built by its closure or from a rectangle (`Interpreter.makePath`).
enum ShapeViews {
    static let path = ViewEntry(
        name: "Path",
        signatures: [
            Signature(), Signature("_:{}"), Signature("_:"), Signature("ellipseIn:"),
            Signature("roundedRect:", "cornerRadius:", "style:="),
        ]
    ) { c in try c.interpreter.makePath(c.args, c.range) }

    static let entries: [ViewEntry] =
        [
            ("Rectangle", ShapeKind.rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse),
        ].map { name, shape in
            // NB: `Capsule(style:)` has a corner style; the others take nothing.
            ViewEntry(
                name: name, signatures: [name == "Capsule" ? Signature("style:=") : Signature()], isConfirmed: true
            ) {
                _ in .view(.shape(shape))
            }
        } + [path]
}
