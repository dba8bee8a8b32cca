import SwiftLesson

/// `Double`, `CGFloat`, `Float` and `TimeInterval`: their static constants (`.infinity`, `.pi`),
/// and `Double(x)` from a string (nil when it is no number) or a number.
enum FloatingPointTypes {
    static let entries =
        ["Double", "CGFloat", "Float"].map {
            TypeEntry(name: $0, role: .served, staticMember: member, initializer: initializer)
        } + [TypeEntry(name: "TimeInterval", role: .served, staticMember: member)]

    static let constants: [String: Double] = [
        "infinity": .infinity, "pi": Double.pi, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    ]

    @Sendable static func member(_ use: TypeEntry.StaticUse) -> Value? { constants[use.name].map { .double($0) } }

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        guard let f = use.args?.first else { return .double(0) }
        if case .string(let s) = i.unbound(f.value) {
            try i.charge(bytes: s.utf8.count, use.range)
            return Double(s).map { .double($0) } ?? .null
        }
        return .double(try i.double(f.value, f.range))
    }
}
