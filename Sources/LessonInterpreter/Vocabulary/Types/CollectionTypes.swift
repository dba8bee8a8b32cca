import SwiftLesson

/// `Array` and `Set`: `Array(x)` of a sequence, `Array(repeating:count:)` (at most 100 000), and
/// the same for `Set`, which keeps the first of equal elements.
enum CollectionTypes {
    static let entries = ["Array", "Set"].map { TypeEntry(name: $0, role: .served, initializer: initializer) }

    @Sendable static func initializer(_ use: TypeEntry.StaticUse) throws -> Value? {
        let (args, i, range) = (use.args ?? [], use.interpreter, use.range)
        let isSet = use.type == "Set"
        guard let f = args.first else { return .array([]) }
        if f.label == "repeating", let count = args.labeled("count") {
            let n = try i.int(count.value, count.range)
            guard n >= 0, n <= 100_000 else {
                throw i.error("'Array(repeating:count:)' count \(n) is out of range", range)
            }
            try i.charge(elements: n, range)
            let items = Array(repeating: f.value, count: n)
            return .array(isSet ? try SwiftValues.unique(items, i, range) : items)
        }
        let items = try i.elements(of: f.value, f.range)
        return .array(isSet ? try SwiftValues.unique(items, i, range) : items)
    }
}
