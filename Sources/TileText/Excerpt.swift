/// Source text quoted in a diagnostic, cut so that one hostile token or line cannot flood the
/// terminal: the one cutting every formatter shares (the shell's diagnostics, a Swift file's,
/// the lesson interpreter's messages through them).
///
///     Excerpt.message("unknown command '" + String(repeating: "+", count: 200_000) + "'")
///     // "unknown command '+++…+++'": 60 characters between the quotes
public enum Excerpt {
    /// The most characters of a quoted token a message shows.
    public static let quotedCharacters = 60
    /// The most characters of a source line an excerpt shows.
    public static let lineCharacters = 200
    /// The longest message, in characters: past it, its start and its end (where the
    /// explanation is) are kept.
    public static let messageCharacters = 2_000

    /// `text` when it has at most `limit` characters; else its first and last characters
    /// around "…", `limit` in all.
    public static func cut(_ text: some StringProtocol, to limit: Int) -> String {
        guard text.utf8.count > limit, text.count > limit else { return String(text) }
        let tail = max(0, (limit - 1) / 2)
        return String(text.prefix(max(0, limit - 1 - tail))) + "…" + String(text.suffix(tail))
    }

    /// A message with each quoted span (`'…'`) longer than `quotedCharacters` cut, and the
    /// whole at most about `messageCharacters`. NB: a quote opens after a non-letter and closes
    /// before one, so the apostrophe of "doesn't" is neither.
    public static func message(_ text: String) -> String {
        guard text.utf8.count > quotedCharacters else { return text }
        let characters = Array(text)
        func isWordy(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
        }
        var out = ""
        var index = 0
        // NB: once no closing quote is left, none is looked for again: linear in the message.
        var closingLeft = true
        while index < characters.count {
            let character = characters[index]
            if character == "'", closingLeft, !isWordy(index - 1) {
                var close = index + 1
                while close < characters.count, characters[close] != "'" || isWordy(close + 1) { close += 1 }
                if close < characters.count {
                    out += "'" + cut(String(characters[(index + 1)..<close]), to: quotedCharacters) + "'"
                    index = close + 1
                    continue
                }
                closingLeft = false
            }
            out.append(character)
            index += 1
        }
        guard out.count > messageCharacters else { return out }
        let keep = messageCharacters / 2
        return String(out.prefix(keep)) + " … " + String(out.suffix(keep))
    }

    /// The 1-based character columns of a line of `count` characters an excerpt shows, at most
    /// `lineCharacters` of them, so that `column` (the caret's) is among them.
    public static func window(characters count: Int, around column: Int) -> ClosedRange<Int> {
        let first = count > lineCharacters ? max(1, column - lineCharacters / 4) : 1
        return first...(first + lineCharacters - 1)
    }
}
