import SwiftLesson

/// `Int`: `Int.max`, `Int.min`, `Int.zero`, and `Int(x)` from a string (nil when it is no
/// number), a `Double` (an error past `Int`'s range) or an `Int`.
enum IntType {
    static let constants: [String: Int] = ["max": .max, "min": .min, "zero": 0]

    static let entry = TypeEntry(
        name: "Int", role: .served, staticMember: { use in constants[use.name].map { .int($0) } },
        initializer: initializer)

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let (i, range) = (use.interpreter, use.range)
        guard let f = use.args?.first else { return .int(0) }
        switch i.unbound(f.value) {
        case .string(let s):
            try i.charge(bytes: s.utf8.count, range)
            return Int(s).map { .int($0) } ?? .null
        case .double(let d):
            guard d.isFinite, d.magnitude < 9.2e18 else {
                throw i.error("'\(d)' cannot be converted to 'Int'", range)
            }
            return .int(Int(d))
        default: return .int(try i.int(f.value, f.range))
        }
    }
}
