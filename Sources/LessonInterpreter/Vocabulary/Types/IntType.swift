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

/// `Int16(x)`, `UInt8(x)` and the other sized integers Core Data attributes and byte values
/// use: an `Int` whose value must fit the type, as Swift's conversion stops when it does not.
enum SizedIntTypes {
    static let bounds: [(String, Int, Int)] = [
        ("Int8", Int(Int8.min), Int(Int8.max)), ("Int16", Int(Int16.min), Int(Int16.max)),
        ("Int32", Int(Int32.min), Int(Int32.max)), ("Int64", .min, .max), ("UInt8", 0, Int(UInt8.max)),
        ("UInt16", 0, Int(UInt16.max)), ("UInt32", 0, Int(UInt32.max)), ("UInt", 0, .max), ("UInt64", 0, .max),
    ]

    static let entries = bounds.map { name, low, high in
        TypeEntry(
            name: name, role: .served,
            staticMember: { use in
                switch use.name {
                case "max": .int(high)
                case "min": .int(low)
                case "zero": .int(0)
                default: nil
                }
            },
            initializer: { use in
                let v = try IntType.initializer(use)
                guard case .int(let n)? = v else { return v }
                guard n >= low, n <= high else {
                    if case .string? = use.args?.first.map({ use.interpreter.unbound($0.value) }) { return .null }
                    throw use.interpreter.error("Fatal error: Not enough bits to represent the passed value", use.range)
                }
                return .int(n)
            })
    }
}
