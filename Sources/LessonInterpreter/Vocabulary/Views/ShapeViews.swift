import TileTree

/// `Rectangle()`, `Circle()`, `Capsule()`, `Ellipse()`: shapes without parameters.
enum ShapeViews {
    static let entries: [ViewEntry] = [
        ("Rectangle", ShapeKind.rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse),
    ].map { name, shape in
        // NB: `Capsule(style:)` has a corner style; the others take nothing.
        ViewEntry(name: name, signatures: [name == "Capsule" ? Signature("style:=") : Signature()], isConfirmed: true) {
            _ in .view(.shape(shape))
        }
    }
}
