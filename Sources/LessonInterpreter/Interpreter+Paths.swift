import SwiftLesson
import TileTree

/// SwiftUI's `Path` and custom `Shape`s: a path is a view (`Path { p in … }.stroke(.blue)`)
/// whose elements its mutating methods add, and a `Shape`'s view is its `path(in:)` for the
/// rectangle its frame is laid out to (measured as a `GeometryReader`'s is: see `Lesson`).
extension Interpreter {
    /// The methods of `Path` that add to it.
    static let pathMethods: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect", "addRoundedRect",
        "addEllipse", "closeSubpath", "addPath",
    ]

    static func pathValue(_ path: ShapePath, measureID: Int? = nil) -> Value {
        .view(ViewNode(ShapeKindView(.path(path), measureID: measureID)))
    }

    /// The path a value is, when it is one.
    func path(of v: Value) -> ShapePath? {
        guard case .view(let node) = unbound(v), let shape = node.kind as? ShapeKindView,
            case .path(let p) = shape.shape
        else { return nil }
        return p
    }

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`.
    func makePath(_ args: [Argument], _ range: SourceRange) throws -> Value {
        if let build = args.first(where: { $0.label == nil }), case .closure(let c) = build.value {
            var made = ShapePath([])
            _ = try callClosure(c, [Self.pathValue(made)], range) { _ in
            } finalFirst: { [unowned self] final in
                if let p = self.path(of: final) { made = p }
            }
            return Self.pathValue(made)
        }
        if let rect = args.first(where: { $0.label == nil }) {
            return Self.pathValue(ShapePath(ShapePath.rectangle(try self.rect(rect.value, rect.range))))
        }
        if let rect = args.labeled("ellipseIn") {
            return Self.pathValue(ShapePath(ShapePath.ellipse(in: try self.rect(rect.value, rect.range))))
        }
        if let rect = args.labeled("roundedRect") {
            let r = try args.labeled("cornerRadius").map { try geometry($0.value, $0.range) } ?? 0
            return Self.pathValue(ShapePath(ShapePath.rectangle(try self.rect(rect.value, rect.range), radius: r)))
        }
        return Self.pathValue(ShapePath([]))
    }

    /// `path.addLine(to: p)` and the others, changing the path where it is stored.
    func mutatePath(_ v: inout Value, _ name: String, _ args: [Argument], _ range: SourceRange) throws -> Value? {
        guard var path = self.path(of: v) else { return nil }
        func point(_ label: String) throws -> Point {
            guard let a = args.labeled(label) else {
                throw error("missing argument for parameter '\(label)' in call", range)
            }
            return try self.point(a.value, a.range)
        }
        func number(_ label: String) throws -> Double {
            guard let a = args.labeled(label) else {
                throw error("missing argument for parameter '\(label)' in call", range)
            }
            return try geometry(a.value, a.range)
        }
        var added: [ShapePath.Element] = []
        switch name {
        case "move": added = [.move(try point("to"))]
        case "addLine": added = [.line(try point("to"))]
        case "addLines":
            guard let list = args.first else { break }
            guard case .array(let points) = unbound(list.value) else {
                throw mismatch(list.value, expected: "[CGPoint]", list.range)
            }
            for (n, p) in points.enumerated() {
                let q = try self.point(p, list.range)
                added.append(n == 0 ? .move(q) : .line(q))
            }
        case "addQuadCurve": added = [.quad(try point("to"), control: try point("control"))]
        case "addCurve":
            added = [.cubic(try point("to"), control1: try point("control1"), control2: try point("control2"))]
        case "addArc":
            guard args.labeled("center") != nil else { break }
            let start = try args.labeled("startAngle").map { try degrees($0.value, $0.range) } ?? 0
            let end = try args.labeled("endAngle").map { try degrees($0.value, $0.range) } ?? 0
            let clockwise = try args.labeled("clockwise").map { try truth($0.value, $0.range) } ?? false
            added = ShapePath.arc(
                center: try point("center"), radius: try number("radius"), start: start * .pi / 180,
                end: end * .pi / 180, clockwise: clockwise, moving: path.elements.isEmpty)
        case "addRect":
            guard let r = args.first else { break }
            added = ShapePath.rectangle(try rect(r.value, r.range))
        case "addRoundedRect":
            guard let r = args.labeled("in") else { break }
            var radius = 0.0
            if let size = args.labeled("cornerSize"), case .tuple(let fields) = unbound(size.value),
                let w = fields.first(where: { $0.label == "width" })
            {
                radius = try geometry(w.value, size.range)
            } else if let c = args.labeled("cornerRadius") {
                radius = try geometry(c.value, c.range)
            }
            added = ShapePath.rectangle(try rect(r.value, r.range), radius: radius)
        case "addEllipse":
            guard let r = args.labeled("in") else { break }
            added = ShapePath.ellipse(in: try rect(r.value, r.range))
        case "closeSubpath": added = [.close]
        case "addPath":
            guard let other = args.first, let p = self.path(of: other.value) else { break }
            added = p.elements
        default: return nil
        }
        try charge(elements: added.count, range)
        path.elements.append(contentsOf: added.prefix(max(0, ShapePath.elementLimit - path.elements.count)))
        v = Self.pathValue(path)
        return .void
    }

    /// A `CGPoint` value (`CGPoint(x:y:)`, a rectangle's corner): its x and y.
    func point(_ v: Value, _ range: SourceRange) throws -> Point {
        guard case .tuple(let fields) = unbound(v) else { throw mismatch(v, expected: "CGPoint", range) }
        func n(_ label: String) throws -> Double {
            try fields.first(where: { $0.label == label }).map { try geometry($0.value, range) } ?? 0
        }
        return Point(x: try n("x"), y: try n("y"))
    }

    /// A `CGRect` value: its origin and size.
    func rect(_ v: Value, _ range: SourceRange) throws -> Rect {
        guard case .tuple(let fields) = unbound(v) else { throw mismatch(v, expected: "CGRect", range) }
        func n(_ label: String) throws -> Double {
            try fields.first(where: { $0.label == label }).map { try geometry($0.value, range) } ?? 0
        }
        return Rect(
            x: try n("x"), y: try n("y"), width: Length.sane(try n("width")), height: Length.sane(try n("height")))
    }

    /// A custom `Shape` as a view: its `path(in:)` for the rectangle of the frame it was measured
    /// to have (the canvas's safe area before it is measured), scaled to whatever frame it gets.
    func shapeView(_ me: Value, _ info: TypeInfo, _ range: SourceRange) throws -> ViewNode {
        let (id, frame) = measuredFrame()
        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        guard let overloads = info.methods["path"] else {
            throw error("type '\(info.name)' does not conform to protocol 'Shape'", range)
        }
        let made = try callFunction(
            overloads, self: me, [Argument(label: "in", value: GeometryReaderView.rect(local), range: range)], range)
        guard var path = self.path(of: made) else {
            throw error("cannot convert return expression of type '\(made.swiftTypeName)' to return type 'Path'", range)
        }
        path.name = info.name
        path.reference = local.size
        return ViewNode(ShapeKindView(.path(path), measureID: id))
    }
}
