import TileText

/// A unified diff of two texts by lines (longest common subsequence), as `diff -u` prints it.
public enum UnifiedDiff {
    public static func diff(_ a: [String], _ b: [String], fromName: String, toName: String, context: Int = 3) -> String
    {
        let ops = script(a, b)
        guard ops.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- \(fromName)\n+++ \(toName)\n"
        // Group changes into hunks with `context` lines around them.
        var i = 0
        while i < ops.count {
            guard let firstChange = ops[i...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(i, firstChange - context)
            var end = firstChange
            var lastChange = firstChange
            while end < ops.count {
                if ops[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(ops.count, lastChange + context + 1)
            let hunk = ops[start..<end]
            let aStart = hunk.first?.aIndex ?? 0
            let bStart = hunk.first?.bIndex ?? 0
            let aCount = hunk.filter { $0.kind != .insert }.count
            let bCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(aStart + (aCount > 0 ? 1 : 0)),\(aCount) +\(bStart + (bCount > 0 ? 1 : 0)),\(bCount) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + a[op.aIndex] + "\n"
                case .delete: out += "-" + a[op.aIndex] + "\n"
                case .insert: out += "+" + b[op.bIndex] + "\n"
                }
            }
            i = end
        }
        return out
    }

    struct Op {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var aIndex: Int
        var bIndex: Int
    }

    /// The edit script. O(n·m) table; transcripts are small (files over 4 000 lines compare
    /// as one replaced block to bound the work).
    static func script(_ a: [String], _ b: [String]) -> [Op] {
        guard let steps = CommonSubsequence.steps(a.count, b.count, limit: 16_000_000, same: { a[$0] == b[$1] })
        else {
            return a.indices.map { Op(kind: .delete, aIndex: $0, bIndex: 0) }
                + b.indices.map { Op(kind: .insert, aIndex: a.count, bIndex: $0) }
        }
        return steps.map { step in
            let kind: Op.Kind =
                switch step.kind {
                case .both: .same
                case .onlyFirst: .delete
                case .onlySecond: .insert
                }
            return Op(kind: kind, aIndex: step.i, bIndex: step.j)
        }
    }
}
