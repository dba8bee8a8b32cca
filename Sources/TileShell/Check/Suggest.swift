/// "Did you mean" by edit distance, as swift-argument-parser does for unknown options.
public enum Suggest {
    /// The candidate nearest to `word`, if it is close enough to be a plausible typo.
    public static func nearest(_ word: String, among candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        // NB: bound the work so a 10 000-case enum or a 1 MiB word stays fast.
        guard w.count <= 64 else { return nil }
        var best: (String, Int)?
        let limit = max(1, min(3, w.count / 2 + (w.count > 3 ? 1 : 0)))
        for c in candidates {
            let cs = Array(c.lowercased().unicodeScalars)
            if abs(cs.count - w.count) > limit { continue }
            let d = distance(w, cs, limit: limit)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"` or the empty string, for messages written outside a diagnostic
    /// (command-line flags); diagnostics say it through `DiagnosticKind`.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        DiagnosticKind.suggestion(nearest(word, among: candidates))
    }

    /// Optimal string alignment distance (a transposition counts as one edit), stopping early
    /// once every entry of a row exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
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
