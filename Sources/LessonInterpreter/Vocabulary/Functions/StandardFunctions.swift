import SwiftLesson

/// The standard library's free functions a lesson uses: `zip`, `min`, `max`, `abs`, and the
/// ones whose effect a preview has no use for (`print`, `assert`), which give nothing.
enum StandardFunctions {
    static let entries =
        [
            FunctionEntry(name: "zip", call: zip), FunctionEntry(name: "min", call: extreme("min")),
            FunctionEntry(name: "max", call: extreme("max")), FunctionEntry(name: "abs", call: abs),
            FunctionEntry(name: "stride", call: stride),
        ] + ["print", "debugPrint", "assert", "precondition"].map { FunctionEntry(name: $0) { _, _, _ in .void } }

    @Sendable static func zip(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        guard args.count == 2 else { return nil }
        let a = try i.elements(of: args[0].value, args[0].range)
        let b = try i.elements(of: args[1].value, args[1].range)
        try i.charge(elements: Swift.min(a.count, b.count), range)
        return .array(Swift.zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, over `Int`s or `Double`s, as the
    /// array of its values (a step of zero is Swift's trap, an error here).
    @Sendable static func stride(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws -> Value? {
        guard args.count == 3, args[0].label == "from", args[2].label == "by",
            let end = args[1].label, end == "to" || end == "through"
        else { return nil }
        let (from, to, by) = (i.unbound(args[0].value), i.unbound(args[1].value), i.unbound(args[2].value))
        var out: [Value] = []
        func add(_ v: Value) throws {
            try i.checkSize(out.count.addingReportingOverflow(1), range)
            try i.charge(elements: 1, range)
            out.append(v)
        }
        if case .int(let a) = from, case .int(let b) = to, case .int(let step) = by {
            guard step != 0 else { throw i.error("stride's step 'by:' must not be zero", args[2].range) }
            if end == "to" {
                for n in Swift.stride(from: a, to: b, by: step) { try add(.int(n)) }
            } else {
                for n in Swift.stride(from: a, through: b, by: step) { try add(.int(n)) }
            }
            return .array(out)
        }
        let a = try i.double(from, args[0].range)
        let b = try i.double(to, args[1].range)
        let step = try i.double(by, args[2].range)
        guard step != 0, step.isFinite, a.isFinite, b.isFinite else {
            throw i.error("stride's bounds and step must be finite, and the step not zero", args[2].range)
        }
        if end == "to" {
            for x in Swift.stride(from: a, to: b, by: step) { try add(.double(x)) }
        } else {
            for x in Swift.stride(from: a, through: b, by: step) { try add(.double(x)) }
        }
        return .array(out)
    }

    /// `min(a, b, …)` or `max(a, b, …)`: the first of the least (greatest).
    static func extreme(_ name: String) -> @Sendable ([Argument], Interpreter, SourceRange) throws -> Value? {
        { args, i, range in
            guard args.count >= 2 else { return nil }
            // NB: `max(1.5, 2)` is `Double`s: an integer literal among them is one too.
            let values = args.map { i.unbound($0.value) }
            let anyDouble = values.contains { if case .double = $0 { true } else { false } }
            var best = values[0]
            for v in values.dropFirst() {
                let c = try i.compare(v, best, range)
                if (name == "min" && c < 0) || (name == "max" && c > 0) { best = v }
            }
            if anyDouble, case .int(let n) = best { return .double(Double(n)) }
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
