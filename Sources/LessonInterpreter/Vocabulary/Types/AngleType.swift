import SwiftLesson

/// `Angle(degrees:)` and `Angle(radians:)`, as the implicit members `.degrees(_:)` and
/// `.radians(_:)` a rotation reads; `Angle()` is zero.
enum AngleType {
    static let entry = TypeEntry(name: "Angle", role: .served, initializer: initializer)

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let args = use.args ?? []
        if let d = args.labeled("degrees") { return .implicitMember("degrees", [d]) }
        if let r = args.labeled("radians") { return .implicitMember("radians", [r]) }
        return .implicitMember("zero", nil)
    }
}

extension Interpreter {
    /// Whether a value is an `Angle` (`.degrees(90)`, `.radians(.pi)`, `.zero`).
    static func isAngle(_ v: Value) -> Bool {
        switch v {
        case .implicitMember("degrees", _?), .implicitMember("radians", _?), .implicitMember("zero", nil): true
        default: false
        }
    }

    static func angle(degrees: Double) -> Value {
        .implicitMember(
            "degrees", [Argument(label: nil, value: .double(degrees), range: SourceRange(start: 0, end: 0))])
    }

    /// `a + b` and `a - b` of angles, `a * n` and `a / n`; nil for other operands.
    func angleArithmetic(_ op: String, _ a: Value, _ b: Value, _ range: SourceRange) throws -> Value? {
        switch (Self.isAngle(a), Self.isAngle(b)) {
        case (true, true):
            guard op == "+" || op == "-" else { return nil }
            let (x, y) = (try degrees(a, range), try degrees(b, range))
            return Self.angle(degrees: op == "+" ? x + y : x - y)
        case (true, false):
            let n: Double
            switch b {
            case .int(let i): n = Double(i)
            case .double(let d): n = d
            default: return nil
            }
            guard op == "*" || op == "/" else { return nil }
            let d = try degrees(a, range)
            return Self.angle(degrees: op == "*" ? d * n : d / n)
        default:
            return nil
        }
    }

    /// An angle's `.degrees` and `.radians`.
    func angleMember(_ v: Value, _ name: String, _ range: SourceRange) throws -> Value? {
        guard Self.isAngle(v), name == "degrees" || name == "radians" else { return nil }
        let d = try degrees(v, range)
        return .double(name == "degrees" ? d : d * .pi / 180)
    }
}
