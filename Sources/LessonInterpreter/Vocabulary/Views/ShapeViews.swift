import TileTree

/// `Rectangle()`, `Circle()`, `Capsule()`, `Ellipse()`: shapes without parameters.
enum ShapeViews {
    static let entries: [ViewEntry] = [
        ("Rectangle", ShapeKind.rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse),
    ].map { name, shape in
        ViewEntry(name: name, signatures: [Signature()]) { _ in .view(.shape(shape)) }
    }
}
