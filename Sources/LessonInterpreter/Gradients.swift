import SwiftLesson
import TileRender
import TileTree

extension Interpreter {
    /// `LinearGradient(gradient:startPoint:endPoint:)`, `RadialGradient(colors:center:startRadius:endRadius:)`,
    /// `AngularGradient(gradient:center:angle:)` and their `.linearGradient(...)` spellings.
    func gradientPaint(_ name: String, _ args: [Argument], _ range: SourceRange) throws -> GradientPaint {
        let g = try gradient(args, range)
        func point(_ label: String, _ fallback: UnitPoint) throws -> UnitPoint {
            guard let a = args.labeled(label) else { return fallback }
            return try unitPoint(a.value, a.range)
        }
        func length(_ label: String, _ fallback: Double) throws -> Double {
            guard let a = args.labeled(label) else { return fallback }
            return Length.sane(try geometry(a.value, a.range))
        }
        switch name.lowercased() {
        case "lineargradient":
            return GradientPaint(
                shape: .linear(start: try point("startPoint", .top), end: try point("endPoint", .bottom)), gradient: g)
        case "radialgradient", "ellipticalgradient":
            return GradientPaint(
                shape: .radial(
                    center: try point("center", .center), startRadius: try length("startRadius", 0),
                    endRadius: try length("endRadius", 100)), gradient: g)
        default:
            var start = 0.0
            var end = 360.0
            if let a = args.labeled("angle") {
                start = try degrees(a.value, a.range)
                end = start + 360
            }
            if let a = args.labeled("startAngle") { start = try degrees(a.value, a.range) }
            if let a = args.labeled("endAngle") { end = try degrees(a.value, a.range) }
            return GradientPaint(
                shape: .angular(center: try point("center", .center), startAngle: start, endAngle: end), gradient: g)
        }
    }

    /// The colours of a gradient: `gradient: Gradient(colors:)`, `colors: [...]` or `stops: [...]`.
    func gradient(_ args: [Argument], _ range: SourceRange) throws -> Gradient {
        if let a = args.labeled("gradient") {
            if case .gradient(let g) = unbound(a.value) { return g }
            throw error("expected a 'Gradient'", a.range)
        }
        if let a = args.labeled("colors") {
            guard case .array(let items) = unbound(a.value) else {
                throw error("expected an array of colours", a.range)
            }
            return Gradient(colors: try items.map { try paint($0, a.range) })
        }
        if let a = args.labeled("stops") {
            guard case .array(let items) = unbound(a.value) else { throw error("expected an array of stops", a.range) }
            return Gradient(
                stops: try items.map { item in
                    let fields: [(label: String?, value: Value)]
                    switch unbound(item) {
                    case .tuple(let t): fields = t
                    case .implicitMember(_, let args?): fields = args.map { ($0.label, $0.value) }
                    default: throw error("expected a 'Gradient.Stop'", a.range)
                    }
                    let color = try fields.first { $0.label == "color" }.map { try paint($0.value, a.range) } ?? .clear
                    let location =
                        try fields.first { $0.label == "location" }.map { try geometry($0.value, a.range) } ?? 0
                    return Gradient.Stop(color: color, location: location.isFinite ? max(0, min(1, location)) : 0)
                })
        }
        throw error("a gradient needs 'colors:', 'stops:' or 'gradient:'", range)
    }

    /// `.top`, `.bottomTrailing`, `UnitPoint(x: 0.2, y: 0.8)`.
    func unitPoint(_ v: Value, _ range: SourceRange) throws -> UnitPoint {
        switch unbound(v) {
        case .implicitMember(let name, nil):
            let table: [String: UnitPoint] = [
                "zero": .zero, "center": .center, "top": .top, "bottom": .bottom, "leading": .leading,
                "trailing": .trailing, "topLeading": .topLeading, "topTrailing": .topTrailing,
                "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
            ]
            if let p = table[name] { return p }
        case .tuple(let fields):
            let x = try fields.first { $0.label == "x" }.map { try geometry($0.value, range) } ?? 0.5
            let y = try fields.first { $0.label == "y" }.map { try geometry($0.value, range) } ?? 0.5
            return UnitPoint(x: x.isFinite ? x : 0.5, y: y.isFinite ? y : 0.5)
        default: break
        }
        throw error("expected a unit point such as '.topLeading'", range)
    }

    /// `.degrees(45)`, `Angle(degrees: 45)`, `.radians(.pi)`, in degrees.
    func degrees(_ v: Value, _ range: SourceRange) throws -> Double {
        switch unbound(v) {
        case .implicitMember(let name, let args?) where name == "degrees" || name == "radians":
            guard let first = args.first else { break }
            let d = try geometry(first.value, first.range)
            let value = name == "degrees" ? d : d * 180 / Double.pi
            return value.isFinite ? value.truncatingRemainder(dividingBy: 36_000) : 0
        case .implicitMember("zero", nil): return 0
        case .implicitMember("degrees", _), .implicitMember("radians", _): break
        case .string, .int, .double, .bool, .array, .implicitMember: throw mismatch(v, expected: "Angle", range)
        default: break
        }
        throw error("expected an angle such as '.degrees(45)'", range)
    }
}
