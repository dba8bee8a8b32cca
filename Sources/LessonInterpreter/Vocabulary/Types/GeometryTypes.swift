import TileTree

/// `CGSize`, `CGPoint`, `CGRect`, `EdgeInsets`, `UnitPoint` and `StrokeStyle`: a value of one is
/// its labelled arguments, as the modifier that reads it takes them (`width:`, `top:`, `lineWidth:`).
/// MapKit's and Core Location's values (`CLLocationCoordinate2D(latitude:longitude:)`,
/// `MKCoordinateRegion(center:span:)`) are the same: their fields read back, they compare.
/// An iOS 13 `Alert(title:message:dismissButton:)` is its fields too, which `.alert` reads, and so
/// is a `GridItem(_:spacing:alignment:)`, which a lazy grid's `tracks` reads.
/// A `CGRect` also answers its edges and middles (`midX`, `maxY`), and `.zero` is each type's
/// fields at zero.
enum GeometryTypes {
    static let entries =
        [
            "CGSize", "CGPoint", "EdgeInsets", "StrokeStyle", "UnitPoint", "CLLocationCoordinate2D",
            "MKCoordinateRegion", "MKCoordinateSpan", "Alert", "GridItem", "RectangleCornerRadii",
        ].map { type in
            TypeEntry(
                name: type, role: .served, staticMember: { use in use.name == "zero" ? zeroValue(type) : nil },
                initializer: { use in .tuple((use.args ?? []).map { ($0.label, use.interpreter.unbound($0.value)) }) })
        } + [
            TypeEntry(
                name: "CGRect", role: .served, staticMember: { use in use.name == "zero" ? zeroValue("CGRect") : nil },
                initializer: { use in
                    let i = use.interpreter
                    var fields: [String: Value] = [:]
                    for a in use.args ?? [] {
                        if let label = a.label { fields[label] = i.unbound(a.value) }
                    }
                    for (part, labels) in [("origin", ["x", "y"]), ("size", ["width", "height"])] {
                        guard case .tuple(let inner)? = fields[part] else { continue }
                        for (label, v) in inner { if let label, labels.contains(label) { fields[label] = v } }
                    }
                    func number(_ label: String) throws -> Double {
                        try fields[label].map { try i.geometry($0, use.range) } ?? 0
                    }
                    return GeometryReaderView.rect(
                        Rect(
                            x: try number("x"), y: try number("y"), width: try number("width"),
                            height: try number("height")))
                })
        ]

    /// `CGSize.zero`, `CGPoint.zero`, `CGRect.zero`: nil for any other type.
    static func zeroValue(_ type: String) -> Value? {
        switch type {
        case "CGSize": return .tuple([("width", .double(0)), ("height", .double(0))])
        case "CGPoint": return .tuple([("x", .double(0)), ("y", .double(0))])
        case "CGRect": return GeometryReaderView.rect(Rect(x: 0, y: 0, width: 0, height: 0))
        default: return nil
        }
    }
}
