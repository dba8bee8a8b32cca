import TileRender
import TileText

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
            let d = EditDistance.between(w, cs, limit: limit)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"` or the empty string, for messages written outside a diagnostic
    /// (command-line flags); diagnostics say it through `DiagnosticKind`.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        DiagnosticKind.suggestion(nearest(word, among: candidates))
    }
}
