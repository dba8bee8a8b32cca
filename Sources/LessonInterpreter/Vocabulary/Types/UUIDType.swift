/// `UUID()`: reproducible, the n-th of the run is `00000000-0000-0000-0000-00000000000n`.
enum UUIDType {
    static let entry = TypeEntry(name: "UUID", role: .served, initializer: initializer)

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let i = use.interpreter
        i.uuids += 1
        let n = String(i.uuids)
        return .string("00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - n.count)) + n)
    }
}
