/// How far apart two words are, for "did you mean": the shell's unknown names and flags, and a
/// lesson file's misspelt modifier (`foregroundColour`).
///
/// Example: `EditDistance.between(Array("pcik".unicodeScalars), Array("pick".unicodeScalars), limit: 2)` is 1.
public enum EditDistance {
    /// Optimal string alignment distance (a transposition counts as one edit), stopping early
    /// with a figure past `limit` once every entry of a row exceeds it.
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return rowMin }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
