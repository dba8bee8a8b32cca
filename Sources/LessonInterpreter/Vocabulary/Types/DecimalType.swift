import SwiftLesson

/// `Decimal`, held as a Double (what a preview draws from it): `Decimal(12.5)`,
/// `Decimal(string: "12.5")` (nil when it is no number), `Decimal(sign: .plus, exponent: -1,
/// significand: 125)` (how the export writes an exact price) and `Decimal.zero`.
enum DecimalType {
    static let entry = TypeEntry(
        name: "Decimal", role: .served, staticMember: { use in use.name == "zero" ? .double(0) : nil },
        initializer: initializer)

    /// Past this, a power of ten is out of Double's range anyway; the loop stays short.
    static let exponentLimit = 400

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        let args = use.args ?? []
        if let s = args.labeled("string") {
            guard case .string(let text) = i.unbound(s.value) else { return .null }
            try i.charge(bytes: text.utf8.count, use.range)
            return Double(text).map { .double($0) } ?? .null
        }
        if let e = args.labeled("exponent"), let m = args.labeled("significand") {
            let exponent = max(-exponentLimit, min(exponentLimit, try i.int(e.value, e.range)))
            var value = try i.double(m.value, m.range)
            for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
            if let sign = args.labeled("sign"), case .implicitMember("minus", _) = i.unbound(sign.value) {
                value = -value
            }
            return .double(value)
        }
        guard let first = args.first else { return .double(0) }
        return .double(try i.double(first.value, first.range))
    }
}
