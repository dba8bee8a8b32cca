/// `NSNumber(value: 3)`: Foundation's boxed number, as `NumberFormatter.string(from:)` takes it;
/// the number itself, whose `intValue` and `doubleValue` read it back.
enum NSNumberType {
    static let entry = TypeEntry(
        name: "NSNumber", role: .served,
        initializer: { use in
            guard let value = use.args?.labeled("value") ?? use.args?.first else { return .int(0) }
            return use.interpreter.unbound(value.value)
        })
}
