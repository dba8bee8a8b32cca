/// `Double`, `CGFloat`, `Float` and `TimeInterval`: their static constants (`.infinity`, `.pi`).
enum FloatingPointTypes {
    static let entries = ["Double", "CGFloat", "Float", "TimeInterval"].map {
        TypeEntry(name: $0, role: .served, staticMember: member)
    }

    static let constants: [String: Double] = [
        "infinity": .infinity, "pi": Double.pi, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    ]

    @Sendable static func member(_ use: TypeEntry.StaticUse) -> Value? { constants[use.name].map { .double($0) } }
}
