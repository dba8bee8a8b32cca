import TileTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shape's outline as SVG draws it, walked by length: a rectangle (rounded or not) from its
/// top edge's start (x + rx, y) clockwise, a circle or an ellipse from its trailing point
/// clockwise. A trimmed stroke is a dash of the outline's length; a trimmed fill the polygon of
/// points along the part, closed by a straight line as SwiftUI closes a trimmed path.
struct ShapeOutline {
    enum Kind {
        case rounded(radius: Double)
        case ellipse(rx: Double, ry: Double)
    }

    let kind: Kind
    let frame: Rect

    /// The outline of `shape` in `frame`, with the corner radius the painter draws it with.
    init(_ shape: ShapeKind, _ frame: Rect, radius: Double) {
        self.frame = frame
        switch shape {
        case .circle:
            let r = min(frame.width, frame.height) / 2
            kind = .ellipse(rx: r, ry: r)
        case .ellipse: kind = .ellipse(rx: frame.width / 2, ry: frame.height / 2)
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule: kind = .rounded(radius: max(0, radius))
        // NB: a path is trimmed by its own length (`SVGPainter.stroke`); its frame stands in here.
        case .path: kind = .rounded(radius: 0)
        }
    }

    /// Its length (an ellipse's by Ramanujan's approximation).
    var length: Double {
        switch kind {
        case .rounded(let r):
            return 2 * max(0, frame.width - 2 * r) + 2 * max(0, frame.height - 2 * r) + 2 * Double.pi * r
        case .ellipse(let a, let b):
            let h = a + b > 0 ? (a - b) * (a - b) / ((a + b) * (a + b)) : 0
            return Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
        }
    }

    /// The straight and curved pieces of a rectangle's outline, in order: (length, point at a
    /// length along it).
    var pieces: [(length: Double, at: (Double) -> Point)] {
        guard case .rounded(let r) = kind else { return [] }
        let f = frame
        let (w, h) = (max(0, f.width - 2 * r), max(0, f.height - 2 * r))
        func arc(_ cx: Double, _ cy: Double, _ from: Double) -> (Double, (Double) -> Point) {
            (
                Double.pi / 2 * r,
                { s in
                    let a = (from + (r > 0 ? s / r : 0))
                    return Point(x: cx + r * cos(a), y: cy + r * sin(a))
                }
            )
        }
        let half = Double.pi / 2
        return [
            (w, { Point(x: f.x + r + $0, y: f.y) }), arc(f.maxX - r, f.y + r, -half),
            (h, { Point(x: f.maxX, y: f.y + r + $0) }), arc(f.maxX - r, f.maxY - r, 0),
            (w, { Point(x: f.maxX - r - $0, y: f.maxY) }), arc(f.x + r, f.maxY - r, half),
            (h, { Point(x: f.x, y: f.maxY - r - $0) }), arc(f.x + r, f.y + r, 2 * half),
        ]
    }

    /// The point `fraction` of the way along.
    func point(at fraction: Double) -> Point {
        switch kind {
        case .ellipse(let a, let b):
            let t = 2 * Double.pi * fraction
            return Point(x: frame.x + frame.width / 2 + a * cos(t), y: frame.y + frame.height / 2 + b * sin(t))
        case .rounded:
            var s = max(0, fraction) * length
            let pieces = self.pieces
            for piece in pieces {
                if s <= piece.length { return piece.at(s) }
                s -= piece.length
            }
            return pieces.first?.at(0) ?? frame.origin
        }
    }

    /// The fractions where a rectangle's pieces meet (its corners), so a polygon keeps them.
    var joints: [Double] {
        let total = length
        guard total > 0 else { return [] }
        var s = 0.0
        return pieces.map {
            s += $0.length
            return s / total
        }
    }

    /// How many points a trimmed fill's polygon takes along a whole outline.
    static let samples = 120

    /// SVG path data for the part from `from` to `to`, closed.
    func path(from: Double, to: Double) -> String {
        let n = SVGWriter.num
        let count = max(2, Int((Double(Self.samples) * (to - from)).rounded(.up)) + 1)
        var fractions = (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
        fractions += joints.filter { $0 > from && $0 < to }
        fractions.sort()
        var d = ""
        for (i, f) in fractions.enumerated() {
            let p = point(at: f)
            d += (i == 0 ? "M" : "L") + n(p.x) + " " + n(p.y)
        }
        return d + "Z"
    }
}
