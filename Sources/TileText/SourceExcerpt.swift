/// One source line as a compiler's diagnostic shows it, with the caret line under it: the line in
/// its visible form, then `^` under the column and `~` under the rest of the range, as swiftc's
/// `-diagnostic-style llvm` draws them.
///
///     SourceExcerpt(line: "let x: Int = \"a\"", caret: 13, end: 16)
///     // line  "let x: Int = \"a\""
///     // caret "             ^~~"
///
/// NB: as swiftc, a tab is kept as spaces to the next multiple of 8 columns, and the marks under
/// it fill the same cells; unlike swiftc (which then prints no caret line at all), a line with
/// wide or combining characters gets its caret by display width (``TextWidth``), control and
/// bidi characters are shown escaped (``Sanitizer``) with the marks as wide as their escapes, and
/// a line past ``Excerpt/lineCharacters`` characters is a window around the caret cut with `…`.
public struct SourceExcerpt: Hashable, Sendable {
    /// The columns of a tab stop, as swiftc expands tabs.
    public static let tabStop = 8
    /// Past `characterBytes`, one character is shown by its first `characterScalars` scalars: a
    /// letter with 100 000 combining marks cannot flood the terminal either, while an emoji
    /// sequence (a family with skin tones is 11 scalars, 41 bytes) stays whole.
    static let characterBytes = 64
    static let characterScalars = 8

    /// The source line as shown, without its line end.
    public var line: String
    /// Spaces, then `^` and `~`; no trailing space.
    public var caret: String

    /// `caret` and `end` are 0-based UTF-8 offsets into `text`: the caret goes under the
    /// character at `caret` (one past the last when it is at or past the end), `~` under the
    /// characters up to `end` (exclusive, cut at the end of the line).
    public init(line text: String, caret: Int, end: Int) {
        let caretByte = max(0, min(caret, text.utf8.count))
        let endByte = max(caretByte, min(end, text.utf8.count))
        var count = 0
        var caretIndex = 0
        var offset = 0
        for character in text {
            if offset < caretByte { caretIndex += 1 }
            offset += character.utf8.count
            count += 1
        }
        if caretByte >= text.utf8.count { caretIndex = count }
        let long = count > Excerpt.lineCharacters
        let window = Excerpt.window(characters: long ? count : 0, around: caretIndex + 1)
        var shown = ""
        var marks = ""
        var column = 0
        if window.lowerBound > 1 {
            shown = "…"
            marks = " "
            column = 1
        }
        var index = 1
        offset = 0
        var caretPlaced = false
        for character in text {
            let start = offset
            offset += character.utf8.count
            defer { index += 1 }
            if index < window.lowerBound { continue }
            if index > window.upperBound {
                shown += "…"
                break
            }
            let mark: Character
            if start <= caretByte && caretByte < offset {
                mark = "^"
                caretPlaced = true
            } else if start > caretByte && start < endByte {
                mark = "~"
            } else {
                mark = " "
            }
            if character == "\t" {
                let width = Self.tabStop - column % Self.tabStop
                shown += String(repeating: " ", count: width)
                marks += String(repeating: mark, count: width)
                column += width
                continue
            }
            let glyph =
                character.utf8.count > Self.characterBytes
                ? String(String.UnicodeScalarView(character.unicodeScalars.prefix(Self.characterScalars)))
                : String(character)
            let visible = Sanitizer.visible(glyph)
            let width = max(TextWidth.of(visible), mark == "^" ? 1 : 0)
            shown += visible
            if width > 0 {
                marks.append(mark)
                let rest: Character = mark == " " || offset >= endByte ? " " : "~"
                marks += String(repeating: rest, count: width - 1)
            }
            column += width
        }
        if !caretPlaced { marks += "^" }
        while marks.last == " " { marks.removeLast() }
        self.line = shown
        self.caret = marks
    }
}
