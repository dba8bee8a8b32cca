import SwiftLesson

/// The standard library's free functions a lesson uses: `zip`, `min`, `max`, `abs`, and the
/// ones whose effect a preview has no use for (`print`, `assert`), which give nothing.
enum StandardFunctions {
    static let entries =
        [
            FunctionEntry(name: "zip", call: zip), FunctionEntry(name: "min", call: extreme("min")),
            FunctionEntry(name: "max", call: extreme("max")), FunctionEntry(name: "abs", call: abs),
        ] + ["print", "debugPrint", "assert", "precondition"].map { FunctionEntry(name: $0) { _, _, _ in .void } }

    @Sendable static func zip(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        guard args.count == 2 else { return nil }
        let a = try i.elements(of: args[0].value, args[0].range)
        let b = try i.elements(of: args[1].value, args[1].range)
        try i.charge(elements: Swift.min(a.count, b.count), range)
        return .array(Swift.zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
    }

    /// `min(a, b, …)` or `max(a, b, …)`: the first of the least (greatest).
    static func extreme(_ name: String) -> @Sendable ([Argument], Interpreter, SourceRange) throws -> Value? {
        { args, i, range in
            guard args.count >= 2 else { return nil }
            var best = args[0].value
            for a in args.dropFirst() {
                let c = try i.compare(a.value, best, range)
                if (name == "min" && c < 0) || (name == "max" && c > 0) { best = a.value }
            }
            return best
        }
    }

    @Sendable static func abs(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        switch args.first.map({ i.unbound($0.value) }) {
        case .int(let n)?:
            guard n != .min else { throw i.error("arithmetic overflow", range) }
            return .int(Swift.abs(n))
        case .double(let d)?: return .double(Swift.abs(d))
        default: return nil
        }
    }
}
