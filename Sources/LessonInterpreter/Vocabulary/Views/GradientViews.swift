/// `LinearGradient`, `RadialGradient`, `AngularGradient` and `EllipticalGradient`: paints, which
/// draw as views filling their space.
enum GradientViews {
    static let entries = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"].map {
        ViewEntry(name: $0, signatures: [Signature("colors:", "startPoint:", "endPoint:"), Signature("gradient:")]) {
            c in .color(.gradient(try c.interpreter.gradientPaint(c.name, c.args, c.range)))
        }
    }
}
