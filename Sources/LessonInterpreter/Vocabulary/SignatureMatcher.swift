import SwiftLesson
import TileText

/// Swift's matching of a call's arguments to a signature's parameters (labels in order,
/// defaulted parameters skipped, trailing closures by forward scan, variadics), and when none of
/// an entry's signatures takes a call, the error swiftc gives for the nearest one, in its words
/// and at its place.
///
///     SignatureMatcher.fits(Signature("_:", "antialiased:="), args)   // `.cornerRadius(8)`: true
enum SignatureMatcher {
    /// Why a call fits none of the signatures: swiftc's message and the range it points at.
    struct Mismatch: Equatable {
        var message: String
        var range: SourceRange
    }

    /// Where a call's parentheses are, for the messages swiftc places at `(` or `)`.
    struct Parentheses {
        var open: Int
        var close: Int
    }

    /// Whether `args` fit `signature` as swiftc matches them, with no allocation.
    static func fits(_ signature: Signature, _ args: [Argument]) -> Bool {
        let params = signature.parameters
        var p = 0
        var a = 0
        while a < args.count, !args[a].trailing {
            while p < params.count, params[p].label != args[a].label {
                if !params[p].hasDefault { return false }
                p += 1
            }
            guard p < params.count else { return false }
            a += 1
            if params[p].isVariadic {
                while a < args.count, !args[a].trailing, args[a].label == nil { a += 1 }
            }
            p += 1
        }
        if a < args.count, args[a].label == nil {
            guard let q = forwardScan(params, from: p, args, after: a) else { return false }
            p = q + 1
            a += 1
        }
        while a < args.count {
            while p < params.count, params[p].label != args[a].label {
                if !params[p].hasDefault { return false }
                p += 1
            }
            guard p < params.count, params[p].takesClosure else { return false }
            p += 1
            a += 1
        }
        while p < params.count {
            if !params[p].hasDefault { return false }
            p += 1
        }
        return true
    }

    /// The parameter the unlabelled trailing closure `args[a]` fills: the first closure parameter
    /// from `p`, past one with a default when a later closure parameter that needs an argument
    /// would otherwise go without (as SE-0286's forward scan does); nil when a required parameter
    /// that takes no closure comes first.
    static func forwardScan(_ params: [Signature.Parameter], from p: Int, _ args: [Argument], after a: Int) -> Int? {
        var q = p
        while q < params.count {
            if params[q].takesClosure {
                if !params[q].hasDefault || !laterClosureNeedsIt(params, q + 1, args, a + 1) { return q }
            } else if !params[q].hasDefault {
                return nil
            }
            q += 1
        }
        return nil
    }

    private static func laterClosureNeedsIt(_ params: [Signature.Parameter], _ p: Int, _ args: [Argument], _ a: Int)
        -> Bool
    {
        for q in params[p...] where q.takesClosure && !q.hasDefault {
            if !args[a...].contains(where: { $0.label == q.label }) { return true }
        }
        return false
    }

    /// swiftc's error for a call none of `signatures` takes: the nearest signature's (fewest
    /// repairs, the first declared among equals). Nil when one fits.
    static func mismatch(_ signatures: [Signature], _ args: [Argument], _ parens: Parentheses) -> Mismatch? {
        if signatures.contains(where: { fits($0, args) }) { return nil }
        var best: (cost: Int, mismatch: Mismatch)?
        for s in signatures {
            let repair = SignatureRepair(s, args)
            if let b = best, b.cost <= repair.cost { continue }
            best = (repair.cost, repair.mismatch(parens))
        }
        return best?.mismatch
    }
}
