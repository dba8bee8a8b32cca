/// What laying out and drawing one tree may cost, the same in every output format (cells, the
/// layout JSON, SVG, HTML, PNG, the preview and the session's drawings): a text is cut before it
/// is measured, and the engine counts the text bytes it measures and the times it sizes, places
/// or draws a node. Past either count the engine stops and says which limit it met.
///
/// `LayoutBudget.cut(String(repeating: "a", count: 5000))` is 4093 `a`s and `…`.
public struct LayoutBudget: Hashable, Sendable {
    /// The most bytes of text measured, summed over every time a text is sized, placed or drawn.
    public var textBytes: Int
    /// The most times nodes are sized (a question the memo did not answer), placed or drawn.
    public var steps: Int

    public init(textBytes: Int, steps: Int) {
        self.textBytes = textBytes
        self.steps = steps
    }

    /// 4 MiB of text measured and 2 000 000 steps.
    /// NB: measuring in points costs about 2 µs a byte in a debug build (0.5 in release), and a
    /// 1 000-node tree takes under 1 ms to lay out, so either limit is met within a few seconds,
    /// while a screen's worth of views spends a small part of either (a picker's 1 MiB of labels,
    /// the most a session's picker holds, is measured a few times).
    public static let standard = LayoutBudget(textBytes: 4 << 20, steps: 2_000_000)

    /// The most bytes the texts of one tree hold, once cut: a tree that holds more is refused
    /// before any text is measured, as each is measured at least once.
    public static let heldTextBytes = 2 << 20

    /// The most bytes one text keeps: no screen shows more (an iPhone screen holds about 2 000
    /// characters of body text, a terminal of 80 × 50 cells 4 000).
    public static let textCut = 4096

    /// `text`, cut at a character boundary to at most `textCut` bytes with `…` at its end.
    public static func cut(_ text: String, limit: Int = textCut) -> String {
        guard text.utf8.count > limit else { return text }
        let room = max(0, limit - 3)  // NB: "…" is three bytes in UTF-8.
        var bytes = 0
        var end = text.startIndex
        for c in text {
            let n = c.utf8.count
            if bytes + n > room { break }
            bytes += n
            end = text.index(after: end)
        }
        return String(text[..<end]) + "…"
    }
}
