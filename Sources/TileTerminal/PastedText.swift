/// How a bracketed paste that holds newlines becomes lines to run.
///
/// `PastedText.split(line: "tile ", cursor: 5, pasted: "apple 1\nshow unit\nset")` gives the
/// lines `["tile apple 1", "show unit"]` and the rest `"set"`, which starts the next line.
enum PastedText {
    /// The paste in place of the cursor, cut at every newline: the whole lines, in order, the
    /// text after the last newline, and how many characters of it were after the cursor.
    static func split(line: String, cursor: Int, pasted: String) -> (
        lines: [String], rest: String, restAfterCursor: Int
    ) {
        let utf8 = line.utf8
        let cut = min(max(0, cursor), utf8.count)
        let before = String(decoding: utf8.prefix(cut), as: UTF8.self)
        let after = String(decoding: utf8.dropFirst(cut), as: UTF8.self)
        var pieces = (before + pasted + after).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rest = pieces.popLast() ?? ""
        return (pieces, rest, after.unicodeScalars.count)
    }

    /// Terminals send a pasted line end as CR (or CRLF); make each one LF.
    static func normalizingNewlines(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                out.append("\n")
                previousWasCR = true
                continue
            }
            if !(scalar == "\n" && previousWasCR) { out.append(scalar) }
            previousWasCR = false
        }
        return String(out)
    }
}
