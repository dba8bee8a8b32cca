#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Path` as SwiftUI builds it: moves, lines, curves and closes, in points. A custom `Shape`'s
/// path was made for a rectangle of `reference` size (its `path(in:)`), and is scaled to whatever
/// frame it is drawn in; a `Path` used as a view (`reference` nil) is drawn as it is, from its
/// frame's top left corner.
///
///     ShapePath(name: "Triangle", [.move(a), .line(b), .line(c), .close], reference: Size(width: 100, height: 100))
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, control: Point)
        case cubic(Point, control1: Point, control2: Point)
        case close
    }

    /// The view's name: the `Shape`'s type (`"Triangle"`), or `"Path"`.
    public var name: String
    public var elements: [Element]
    public var reference: Size?
    /// Filled by the even-odd rule (`FillStyle(eoFill: true)`) rather than non-zero winding.
    public var evenOdd = false

    /// The most elements a path keeps: a preview's path of more is cut there.
    public static let elementLimit = 100_000

    public init(name: String = "Path", _ elements: [Element], reference: Size? = nil) {
        self.name = name
        self.elements = Array(elements.prefix(Self.elementLimit))
        self.reference = reference
    }

    /// The point mapped from the path's own space into `frame`.
    func mapper(_ frame: Rect) -> (Point) -> Point {
        let sx = reference.map { $0.width > 0 ? frame.width / $0.width : 1 } ?? 1
        let sy = reference.map { $0.height > 0 ? frame.height / $0.height : 1 } ?? 1
        return { p in
            Point(x: frame.x + (p.x.isFinite ? p.x : 0) * sx, y: frame.y + (p.y.isFinite ? p.y : 0) * sy)
        }
    }

    /// The SVG path data for the path drawn in `frame`: `M x y L x y … Z`.
    public func svgData(in frame: Rect, number: (Double) -> String) -> String {
        let m = mapper(frame)
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        func xy(_ p: Point) -> String {
            let q = m(p)
            return "\(number(q.x)) \(number(q.y))"
        }
        for e in elements {
            switch e {
            case .move(let p): parts.append("M" + xy(p))
            case .line(let p): parts.append("L" + xy(p))
            case .quad(let p, let c): parts.append("Q" + xy(c) + " " + xy(p))
            case .cubic(let p, let c1, let c2): parts.append("C" + xy(c1) + " " + xy(c2) + " " + xy(p))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The path as polylines in `frame`, each curve cut into straight steps; each with whether it
    /// was closed.
    public func polylines(in frame: Rect) -> [(points: [Point], closed: Bool)] {
        let m = mapper(frame)
        var out: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) { out.append((current, closed)) }
            current = []
        }
        let steps = 16
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [m(p)]
            case .line(let p):
                if current.isEmpty { current = [Point(x: frame.x, y: frame.y)] }
                current.append(m(p))
            case .quad(let p, let c):
                let start = current.last ?? Point(x: frame.x, y: frame.y)
                if current.isEmpty { current = [start] }
                let (q, e) = (m(c), m(p))
                for k in 1...steps {
                    let t = Double(k) / Double(steps)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * start.x + 2 * u * t * q.x + t * t * e.x,
                            y: u * u * start.y + 2 * u * t * q.y + t * t * e.y))
                }
            case .cubic(let p, let c1, let c2):
                let start = current.last ?? Point(x: frame.x, y: frame.y)
                if current.isEmpty { current = [start] }
                let (a, b, e) = (m(c1), m(c2), m(p))
                for k in 1...steps {
                    let t = Double(k) / Double(steps)
                    let u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        Point(
                            x: w0 * start.x + w1 * a.x + w2 * b.x + w3 * e.x,
                            y: w0 * start.y + w1 * a.y + w2 * b.y + w3 * e.y))
                }
            case .close:
                let first = current.first
                finish(closed: true)
                // NB: a path goes on from the start of the subpath it closed.
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return out
    }

    /// How long the outline is in `frame` (its polylines, a closed one back to its start).
    public func length(in frame: Rect) -> Double {
        polylines(in: frame).reduce(0) { total, line in
            var l = 0.0
            let points = line.closed ? line.points + [line.points[0]] : line.points
            for (a, b) in zip(points, points.dropFirst()) {
                l += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            }
            return total + l
        }
    }

    /// Whether `point` is inside the filled path (every subpath closed, as a fill closes it).
    public static func contains(_ point: Point, _ lines: [(points: [Point], closed: Bool)], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for line in lines where line.points.count > 2 {
            let points = line.points
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 {
                    winding += 1
                    crossings += 1
                } else if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Which side of the line from `a` to `b` the point is on.
    static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// How far `point` is from the outline.
    public static func distance(_ point: Point, _ lines: [(points: [Point], closed: Bool)]) -> Double {
        var best = Double.infinity
        for line in lines {
            let points = line.closed ? line.points + [line.points[0]] : line.points
            if points.count == 1 { best = min(best, hypot(point.x - points[0].x, point.y - points[0].y)) }
            for (a, b) in zip(points, points.dropFirst()) {
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let l2 = dx * dx + dy * dy
                let t = l2 > 0 ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / l2)) : 0
                best = min(best, hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)))
            }
        }
        return best
    }
}

extension ShapePath {
    /// The elements of an arc around `center` from `start` to `end` (radians, y pointing down as
    /// SwiftUI's are), as cubic curves of at most a quarter turn each; `clockwise` as SwiftUI's
    /// `addArc` reads it, which in a y-down space turns the other way on screen. The first
    /// element is a line to the arc's start (a move when the path is empty).
    public static func arc(
        center: Point, radius: Double, start: Double, end: Double, clockwise: Bool, moving: Bool
    ) -> [Element] {
        guard radius.isFinite, start.isFinite, end.isFinite, center.x.isFinite, center.y.isFinite else { return [] }
        let r = abs(radius)
        var sweep = end - start
        // NB: `clockwise` runs towards smaller angles; a sweep is within one turn, as CoreGraphics draws it.
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
            sweep = max(sweep, -2 * .pi)
        } else {
            while sweep < 0 { sweep += 2 * .pi }
            sweep = min(sweep, 2 * .pi)
        }
        let first = Point(x: center.x + r * cos(start), y: center.y + r * sin(start))
        return [moving ? .move(first) : .line(first)] + curves(center: center, radius: r, start: start, sweep: sweep)
    }

    /// The cubic curves of an arc of `radius` around `center` from `start` through `sweep`
    /// (radians, y down), at most a quarter turn each; the arc's start point is the caller's.
    static func curves(center: Point, radius r: Double, start: Double, sweep: Double) -> [Element] {
        func point(_ a: Double) -> Point { Point(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
        var out: [Element] = []
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let (p0, p3) = (point(a), point(b))
            let c1 = Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))
            let c2 = Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            out.append(.cubic(p3, control1: c1, control2: c2))
            a = b
        }
        return out
    }

    /// An ellipse inscribed in `rect`, as four quarter curves, closed.
    public static func ellipse(in rect: Rect) -> [Element] {
        let (cx, cy, rx, ry) = (rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width / 2, rect.height / 2)
        let k = 0.5522847498
        return [
            .move(Point(x: cx + rx, y: cy)),
            .cubic(
                Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
                control2: Point(x: cx + k * rx, y: cy + ry)),
            .cubic(
                Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
                control2: Point(x: cx - rx, y: cy + k * ry)),
            .cubic(
                Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
                control2: Point(x: cx - k * rx, y: cy - ry)),
            .cubic(
                Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
                control2: Point(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A rectangle, its corners rounded by `radius` (clockwise from the top left), closed.
    public static func rectangle(_ rect: Rect, radius: Double = 0) -> [Element] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x0, y0, x1, y1) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        guard r > 0 else {
            return [
                .move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                .line(Point(x: x0, y: y1)), .close,
            ]
        }
        var out: [Element] = [.move(Point(x: x0 + r, y: y0)), .line(Point(x: x1 - r, y: y0))]
        out += arc(
            center: Point(x: x1 - r, y: y0 + r), radius: r, start: -.pi / 2, end: 0, clockwise: false, moving: false
        ).dropFirst()
        out.append(.line(Point(x: x1, y: y1 - r)))
        out += arc(
            center: Point(x: x1 - r, y: y1 - r), radius: r, start: 0, end: .pi / 2, clockwise: false, moving: false
        ).dropFirst()
        out.append(.line(Point(x: x0 + r, y: y1)))
        out += arc(
            center: Point(x: x0 + r, y: y1 - r), radius: r, start: .pi / 2, end: .pi, clockwise: false, moving: false
        ).dropFirst()
        out.append(.line(Point(x: x0, y: y0 + r)))
        out += arc(
            center: Point(x: x0 + r, y: y0 + r), radius: r, start: .pi, end: 1.5 * .pi, clockwise: false, moving: false
        ).dropFirst()
        out.append(.close)
        return out
    }
}
