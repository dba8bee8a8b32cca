import Testing

@testable import TileText

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("", 0), ("hello", 5), ("a\tb", 2), ("\r\n", 0), ("\u{7F}", 0), ("\u{0}x", 1),
        ("漢字", 4), ("🍎", 2), ("e\u{301}", 1), ("👩‍💻", 2), ("🇫🇷", 2), ("Zoë 漢字 🍎", 11),
        ("Zoe\u{308} 漢字 🍎", 11), ("Zoë漢字🍎", 9), ("ＡＢ", 4), ("、。", 4), ("ｱ", 1), ("한글", 4),
        ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{200B}", 0), ("\u{301}", 0), ("\u{85}", 0), ("\u{AD}", 1),
        ("─│╭╮╰╯▐▌•✓", 10), ("❤", 1), ("❤️", 2), ("#️⃣", 2), ("1\u{20E3}", 1), ("☝🏽", 2), ("🏳️‍🌈", 2),
        ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2), ("\u{0600}1", 1), ("⌚︎", 2),
        ("𠀋", 2), ("\u{2EBF0}", 2), ("\u{31350}", 2), ("🫨", 2), ("ab\u{301}c漢", 5),
    ])
    func stringWidths(text: String, expected: Int) {
        #expect(TextWidth.of(text) == expected)
        #expect(text.reduce(0) { $0 + TextWidth.of($1) } == expected, "per-Character sum agrees")
    }

    @Test func emojiPresentationSingletonsAreWide() {
        let singles = "⌚⌛⏩⏰⏳◽◾☔☕♈♉♊♋♌♍♎♏♐♑♒♓♿⚓⚡⚪⚫⚽⚾⛄⛅⛎⛔⛪⛲⛳⛵⛺⛽✅✊✋✨❌❎❓❔❕❗➕➖➗➰➿⬛⬜⭐⭕"
        for character in singles {
            #expect(TextWidth.of(character) == 2, "\(character)")
        }
    }

    @Test func emojiBlocksAreWide() {
        for value: UInt32 in [0x1F300, 0x1F64F, 0x1F680, 0x1F6FF - 3, 0x1F90C, 0x1F9FF, 0x1FA70, 0x1FAF8] {
            let scalar = Unicode.Scalar(value)!
            #expect(TextWidth.of(Character(scalar)) == 2, "U+\(String(value, radix: 16))")
        }
    }

    @Test func textPresentationSymbolsAreNarrow() {
        for character in "☀☎✈✔★→©®™" {
            #expect(TextWidth.of(character) == 1, "\(character)")
        }
    }

    @Test func controlsAndJoinersTakeNoCells() {
        for value: UInt32 in [0x00, 0x07, 0x1B, 0x1F, 0x7F, 0x80, 0x9F, 0x200D, 0xFE0F, 0xFEFF, 0x2060] {
            #expect(TextWidth.of(Character(Unicode.Scalar(value)!)) == 0, "U+\(String(value, radix: 16))")
        }
    }
}
