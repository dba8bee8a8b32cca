import SwiftLesson
import TileText

/// How swiftc binds a call that fits a signature only with repairs: each argument to the
/// parameter it was meant for (by label, by a slip of its label, or by position), the arguments
/// left over and the parameters left without one. Its cost ranks the overloads; its message is
/// swiftc's first.
///
///     SignatureRepair(Signature("alignment:=", "spacing:=", "content:{}"), args)   // VStack(spacng: 10) { }
struct SignatureRepair {
    /// What became of one argument.
    enum Outcome: Equatable {
        /// It fills the parameter at this index, under its own label or another.
        case bound(Int)
        /// No parameter takes it.
        case extra
    }

    let signature: Signature
    let args: [Argument]
    var outcomes: [Outcome] = []
    var filled: [Bool]
    /// An argument whose label names a parameter that comes before an earlier argument's.
    var misordered: (late: Int, early: Int)?

    init(_ signature: Signature, _ args: [Argument]) {
        self.signature = signature
        self.args = args
        filled = Array(repeating: false, count: signature.parameters.count)
        misordered = Self.misordering(signature, args)
        bind()
    }

    /// The repairs swiftc would make: one per relabelled, extra or missing argument.
    var cost: Int {
        if misordered != nil { return 1 }
        let params = signature.parameters
        var n = 0
        for (a, o) in zip(args, outcomes) {
            switch o {
            case .bound(let p): if !a.trailing && a.label != params[p].label { n += 1 }
            // NB: swiftc prefers a relabelled argument to a dropped one.
            case .extra: n += 2
            }
        }
        for (p, isFilled) in zip(params, filled) where !isFilled && !p.hasDefault { n += 1 }
        return n
    }

    private mutating func bind() {
        let params = signature.parameters
        var p = 0
        var firstTrailing = true
        for a in args {
            if a.trailing {
                let unlabeled = firstTrailing && a.label == nil
                firstTrailing = false
                let q =
                    unlabeled
                    ? SignatureMatcher.forwardScan(params, from: p, args, after: outcomes.count)
                    : params[p...].firstIndex { $0.label == a.label && $0.takesClosure }
                take(q, &p)
                continue
            }
            if let q = params[p...].firstIndex(where: { $0.label == a.label }) {
                take(q, &p)
            } else if let label = a.label, let q = Self.nearestSlip(label, params, from: p) {
                take(q, &p)
            } else if p < params.count, a.label == nil || params[p].label == nil {
                // NB: an unlabelled argument for a labelled parameter, or a label where the
                // parameter has none, is bound by position: swiftc says which label to drop or add.
                take(p, &p)
            } else {
                // NB: a stray label before a trailing closure, when only closure parameters are
                // left, takes the closure's parameter, so swiftc counts both as extra.
                let named = params.contains { $0.label == a.label }
                if a.label != nil, !named, p < params.count, params[p...].allSatisfy(\.takesClosure) { p += 1 }
                outcomes.append(.extra)
            }
        }
    }

    private mutating func take(_ q: Int?, _ p: inout Int) {
        guard let q else {
            outcomes.append(.extra)
            return
        }
        outcomes.append(.bound(q))
        filled[q] = true
        p = q + 1
    }

    /// The parameter from `p` whose label `written` is nearest a slip of (`spacng:` for
    /// `spacing:`, `maxwidth:` for `width:`): within half the longer label's letters.
    static func nearestSlip(_ written: String, _ params: [Signature.Parameter], from p: Int) -> Int? {
        let typed = Array(written.lowercased().unicodeScalars)
        var best: (index: Int, distance: Int)?
        for q in params.indices[p...] {
            guard let label = params[q].label else { continue }
            let limit = max(written.utf8.count, label.utf8.count) / 2
            let d = EditDistance.between(typed, Array(label.lowercased().unicodeScalars), limit: limit)
            if d <= limit, d < best?.distance ?? .max { best = (q, d) }
        }
        return best?.index
    }

    /// The first argument (written in parentheses) whose parameter comes before an earlier
    /// labelled argument's, when every argument names a parameter of its own (an unlabelled one
    /// the first `_` parameter not yet taken).
    static func misordering(_ signature: Signature, _ args: [Argument]) -> (late: Int, early: Int)? {
        let params = signature.parameters
        var indices: [Int] = []
        for a in args where !a.trailing {
            guard let q = params.indices.first(where: { params[$0].label == a.label && !indices.contains($0) })
            else { return nil }
            indices.append(q)
        }
        for late in indices.indices {
            for early in 0..<late where indices[early] > indices[late] && args[early].label != nil {
                return (late, early)
            }
        }
        return nil
    }
}
