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
