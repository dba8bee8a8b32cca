#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A layer's affine transform, kept as the steps SwiftUI's modifiers name (a turn about a point,
/// a scale, a move) so that a picture writes them as SVG writes them (`rotate(45 50 20)`), and as
/// their product for any other reader.
///
/// `AffineTransform.rotation(degrees: 90, about: Point(x: 10, y: 10))` maps (20, 10) to (10, 20).
public struct AffineTransform: Hashable, Sendable {
    /// One step, applied in order, the first to what is drawn.
    public enum Step: Hashable, Sendable {
        /// Clockwise on screen (y grows downward), about `anchor`.
        case rotation(degrees: Double, anchor: Point)
        case scale(x: Double, y: Double, anchor: Point)
        case translation(x: Double, y: Double)
    }

    public var steps: [Step]

    public init(_ steps: [Step] = []) { self.steps = steps }

    public static let identity = AffineTransform()

    public static func rotation(degrees: Double, about anchor: Point) -> AffineTransform {
        AffineTransform([.rotation(degrees: degrees, anchor: anchor)])
    }

    /// Whether it moves nothing. NB: a turn by 0° is kept as a step, as SVG writes what the
    /// source said.
    public var isIdentity: Bool { steps.allSatisfy(Self.isIdentity) }

    private static func isIdentity(_ step: Step) -> Bool {
        switch step {
        case .rotation(let d, _): d == 0
        case .scale(let x, let y, _): x == 1 && y == 1
        case .translation(let x, let y): x == 0 && y == 0
        }
    }

    /// The transform as SVG's `transform` attribute writes it: its steps, the last applied first.
    public func svg(_ number: (Double) -> String) -> String {
        steps.reversed().map { step in
            switch step {
            case .rotation(let d, let a): "rotate(\(number(d)) \(number(a.x)) \(number(a.y)))"
            case .scale(let x, let y, let a):
                "translate(\(number(a.x)) \(number(a.y))) scale(\(number(x)) \(number(y))) translate(\(number(-a.x)) \(number(-a.y)))"
            case .translation(let x, let y): "translate(\(number(x)) \(number(y)))"
            }
        }.joined(separator: " ")
    }

    /// Where `p` is drawn.
    public func apply(_ p: Point) -> Point {
        steps.reduce(p) { p, step in
            switch step {
            case .rotation(let d, let a):
                let r = d * Double.pi / 180
                let (dx, dy) = (p.x - a.x, p.y - a.y)
                return Point(x: a.x + dx * cos(r) - dy * sin(r), y: a.y + dx * sin(r) + dy * cos(r))
            case .scale(let x, let y, let a): return Point(x: a.x + (p.x - a.x) * x, y: a.y + (p.y - a.y) * y)
            case .translation(let x, let y): return Point(x: p.x + x, y: p.y + y)
            }
        }
    }
}
