/// `CGSize`, `CGPoint`, `CGRect`, `EdgeInsets`, `UnitPoint` and `StrokeStyle`: a value of one is
/// its labelled arguments, as the modifier that reads it takes them (`width:`, `top:`, `lineWidth:`).
/// MapKit's and Core Location's values (`CLLocationCoordinate2D(latitude:longitude:)`,
/// `MKCoordinateRegion(center:span:)`) are the same: their fields read back, they compare.
enum GeometryTypes {
    static let entries = [
        "CGSize", "CGPoint", "EdgeInsets", "StrokeStyle", "CGRect", "UnitPoint", "CLLocationCoordinate2D",
        "MKCoordinateRegion", "MKCoordinateSpan",
    ].map {
        TypeEntry(
            name: $0, role: .served,
            initializer: { use in .tuple((use.args ?? []).map { ($0.label, use.interpreter.unbound($0.value)) }) })
    }
}
