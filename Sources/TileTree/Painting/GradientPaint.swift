import TileRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A gradient as a `ShapeStyle`: SwiftUI's `LinearGradient`, `RadialGradient` and
/// `AngularGradient`, its geometry in the unit square of the view it paints (radii in points).
/// It paints wherever a colour does (`Paint.gradient`), and is a view of its own
/// (`ViewNode.gradient`).
///
/// `GradientPaint(shape: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [.system(.red), .system(.blue)]))`
/// is `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`.
public struct GradientPaint: Hashable, Sendable, CustomStringConvertible {
    /// Where the gradient runs.
    public enum Shape: Hashable, Sendable {
        /// From `start` (0) to `end` (1), the same colour along each line across it.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In rings around `center`: 0 at `startRadius`, 1 at `endRadius` (points).
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around `center`, clockwise from `startAngle` (0) to `endAngle` (1), in degrees, 0
        /// pointing to the trailing edge as SwiftUI's angles do.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    public var shape: Shape
    public var gradient: Gradient

    public init(shape: Shape, gradient: Gradient) {
        self.shape = shape
        self.gradient = gradient
    }

    /// The SwiftUI view's name: `"LinearGradient"`, `"RadialGradient"`, `"AngularGradient"`.
    public var name: String {
        switch shape {
        case .linear: "LinearGradient"
        case .radial: "RadialGradient"
        case .angular: "AngularGradient"
        }
    }

    /// How far along the gradient (0...1) `point` lies when it paints `frame` (both in points).
    public func parameter(at point: Point, in frame: Rect) -> Double {
        let t: Double
        switch shape {
        case .linear(let start, let end):
            let s = start.point(in: frame)
            let e = end.point(in: frame)
            let (dx, dy) = (e.x - s.x, e.y - s.y)
            let length2 = dx * dx + dy * dy
            t = length2 > 0 ? ((point.x - s.x) * dx + (point.y - s.y) * dy) / length2 : 0
        case .radial(let center, let startRadius, let endRadius):
            let c = center.point(in: frame)
            let r = ((point.x - c.x) * (point.x - c.x) + (point.y - c.y) * (point.y - c.y)).squareRoot()
            let (r0, r1) = (Length.sane(startRadius), Length.sane(endRadius))
            t = r1 > r0 ? (r - r0) / (r1 - r0) : (r < r1 ? 0 : 1)
        case .angular(let center, let startAngle, let endAngle):
            let c = center.point(in: frame)
            let (a0, span) = Self.angles(startAngle, endAngle)
            guard span > 0 else { return 0 }
            let degrees = atan2Degrees(point.y - c.y, point.x - c.x)
            var turned = (degrees - a0).truncatingRemainder(dividingBy: 360)
            if turned < 0 { turned += 360 }
            t = turned / span
        }
        return t.isNaN ? 0 : max(0, min(t, 1))
    }

    /// An angular gradient's start (degrees, within a turn) and span (0...360), made finite.
    public static func angles(_ start: Double, _ end: Double) -> (start: Double, span: Double) {
        let a0 = start.isFinite ? start.truncatingRemainder(dividingBy: 360) : 0
        let span = end.isFinite && start.isFinite ? max(0, min(end - start, 360)) : 0
        return (a0, span)
    }

    /// The colour at `point` in `frame` (points), its stops resolved by `resolve`.
    public func rgb(at point: Point, in frame: Rect, resolve: (Paint) -> RGB? = Paint.terminalRGB) -> RGB? {
        gradient.rgb(at: parameter(at: point, in: frame), resolve: resolve)
    }

    /// The colour halfway along (what text in the gradient is coloured in the terminal).
    public var middleRGB: RGB? { gradient.rgb(at: 0.5, resolve: Paint.terminalRGB) }

    /// How SwiftUI source spells it.
    public var description: String {
        let colors = "colors: [" + gradient.stops.map(\.color.description).joined(separator: ", ") + "]"
        let t = Length.text
        switch shape {
        case .linear(let start, let end):
            return "LinearGradient(\(colors), startPoint: \(start), endPoint: \(end))"
        case .radial(let center, let r0, let r1):
            return "RadialGradient(\(colors), center: \(center), startRadius: \(t(r0)), endRadius: \(t(r1)))"
        case .angular(let center, let a0, let a1):
            return
                "AngularGradient(\(colors), center: \(center), startAngle: .degrees(\(t(a0))), endAngle: .degrees(\(t(a1))))"
        }
    }
}

/// The angle of (x, y) from the positive x axis, in degrees (clockwise, as y grows downwards).
func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return 0 }
    return atan2(y, x) * 180 / Double.pi
}
