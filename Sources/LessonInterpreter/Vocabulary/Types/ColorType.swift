/// `Color`, `UIColor` and `ShapeStyle` as types: `Color.red`, `UIColor.systemBlue`,
/// `Color.init(red:green:blue:)`, each read as a paint.
enum ColorType {
    static let entries = [
        TypeEntry(name: "Color", role: .served, staticMember: member, staticCall: call),
        TypeEntry(name: "UIColor", role: .served, staticMember: member, staticCall: call),
        TypeEntry(name: "ShapeStyle", role: .served, staticMember: member),
    ]

    @Sendable static func member(_ use: TypeEntry.StaticUse) throws -> Value? {
        .color(try use.interpreter.paint(.implicitMember(use.name, nil), use.range))
    }

    @Sendable static func call(_ use: TypeEntry.StaticUse) throws -> Value? {
        .color(try use.interpreter.paint(.implicitMember(use.name, use.args), use.range))
    }
}
