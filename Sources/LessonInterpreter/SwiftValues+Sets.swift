import SwiftLesson

/// A `Set` is an array without repeats; every operation that makes one keeps it so.
extension SwiftValues {
    static let setMethods: Set<String> = ["union", "intersection", "subtracting", "symmetricDifference", "isSubset"]

    /// `items` with each value once, in first-seen order (so output is reproducible).
    static func unique(_ items: [Value], _ i: Interpreter, _ range: SourceRange) throws -> [Value] {
        try i.charge(elements: items.count, range)
        var seen: Set<Key> = []
        var out: [Value] = []
        for item in items {
            if let key = Key(i.unbound(item)) {
                if seen.insert(key).inserted { out.append(item) }
            } else if try !out.contains(where: { try i.equal($0, item, range) }) {
                // NB: a value without a key (a struct, a Double) is compared with each kept one.
                out.append(item)
            }
        }
        return out
    }

    /// `a.union(b)`, `a.intersection(b)`, `a.subtracting(b)`, `a.symmetricDifference(b)`, `a.isSubset(of: b)`.
    static func setMethod(_ items: [Value], _ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange)
        throws -> Value?
    {
        guard let a = args.first else { return nil }
        let other = try i.elements(of: a.value, a.range)
        let work = items.count.multipliedReportingOverflow(by: max(1, other.count))
        try i.charge(elements: work.overflow ? .max : work.partialValue, range)
        func inOther(_ v: Value) throws -> Bool { try other.contains { try i.equal($0, v, range) } }
        func inItems(_ v: Value) throws -> Bool { try items.contains { try i.equal($0, v, range) } }
        switch name {
        case "union": return .array(try unique(items + other, i, range))
        case "intersection": return .array(try unique(try items.filter(inOther), i, range))
        case "subtracting": return .array(try unique(try items.filter { try !inOther($0) }, i, range))
        case "symmetricDifference":
            return .array(
                try unique(try items.filter { try !inOther($0) } + other.filter { try !inItems($0) }, i, range))
        case "isSubset": return .bool(try items.allSatisfy(inOther))
        default: return nil
        }
    }

    /// What makes two plain values the same member of a set.
    private enum Key: Hashable {
        case int(Int)
        case string(String)
        case bool(Bool)
        case enumCase(type: String, name: String)

        init?(_ v: Value) {
            switch v {
            case .int(let n): self = .int(n)
            case .string(let s): self = .string(s)
            case .bool(let b): self = .bool(b)
            case .enumCase(let e) where e.associated.isEmpty: self = .enumCase(type: e.type, name: e.name)
            default: return nil
            }
        }
    }
}
