import SwiftLesson

/// `Array` and `Set`: `Array(x)` of a sequence, `Array(repeating:count:)` (at most 100 000), and
/// the same for `Set`, which keeps the first of equal elements; `Dictionary`'s initializers.
/// `NavigationPath()` (or of a sequence) is the array of the values it holds, which is all a
/// still preview needs of one: `append`, `removeLast`, `count` and `isEmpty`.
enum CollectionTypes {
    static let entries =
        ["Array", "Set", "NavigationPath"].map { TypeEntry(name: $0, role: .served, initializer: initializer) } + [
            TypeEntry(name: "Dictionary", role: .served, initializer: dictionary)
        ]

    /// `Dictionary()`, `Dictionary(grouping:by:)` (groups in the order their first element comes),
    /// `Dictionary(uniqueKeysWithValues:)` (a repeated key is Swift's trap, an error here) and
    /// `Dictionary(_:uniquingKeysWith:)`. A dictionary is its pairs, in order.
    @Sendable static func dictionary(_ use: TypeEntry.StaticUse) throws -> Value? {
        let (args, i, range) = (use.args ?? [], use.interpreter, use.range)
        guard let f = args.first else { return .array([]) }
        let items = try i.elements(of: f.value, f.range)
        var pairs: [Value] = []
        func key(_ k: Value, combine: (Value) throws -> Value?) throws {
            for (n, p) in pairs.enumerated() {
                guard case .tuple(let pair) = p, pair.count == 2, try i.equal(pair[0].value, k, range) else { continue }
                guard let v = try combine(pair[1].value) else { return }
                pairs[n] = .tuple([("key", k), ("value", v)])
                return
            }
            guard let v = try combine(.null) else { return }
            pairs.append(.tuple([("key", k), ("value", v)]))
        }
        try i.charge(elements: items.count, range)
        switch f.label {
        case "grouping":
            guard let by = args.labeled("by"), SwiftValues.isFunction(by.value) else { return nil }
            for item in items {
                let k = i.unbound(try SwiftValues.apply(by.value, [item], i, range))
                try key(k) { old in
                    guard case .array(let group) = old else { return .array([item]) }
                    return .array(group + [item])
                }
            }
        case "uniqueKeysWithValues", nil:
            let merge = args.labeled("uniquingKeysWith")?.value
            for item in items {
                guard case .tuple(let pair) = i.unbound(item), pair.count == 2 else {
                    throw i.error("'Dictionary(\(f.label ?? "_"):)' expects a sequence of (key, value) pairs", f.range)
                }
                try key(pair[0].value) { old in
                    if old.isNull { return pair[1].value }
                    guard let merge else {
                        throw i.error("Fatal error: Duplicate values for key: '\(i.describe(pair[0].value))'", range)
                    }
                    return try SwiftValues.apply(merge, [old, pair[1].value], i, range)
                }
            }
        default: return nil
        }
        return .array(pairs)
    }

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
