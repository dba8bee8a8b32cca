import Testing

@testable import TileText

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("a\u{1B}[2J", "a\\u{1B}[2J"),
        ("ding\u{7}", "ding\\u{7}"),
        ("\u{0}", "\\u{0}"),
        ("tab\there", "tab\\u{9}here"),
        ("\r\n", "\\u{D}\\u{A}"),
        ("\u{7F}", "\\u{7F}"),
        ("\u{80}x\u{9B}31m\u{9F}", "\\u{80}x\\u{9B}31m\\u{9F}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
        ("if admin \u{2066}\u{2067}\u{2068}\u{2069}", "if admin \\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("é漢🍎 \u{A0}\u{A1}\u{200F}\u{2065}", "é漢🍎 \u{A0}\u{A1}\u{200F}\u{2065}"),
        ("\u{202F}\u{2070}", "\u{202F}\u{2070}"),
        // Line and paragraph separators, zero-width and invisible format characters.
        ("a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),
        ("\u{FEFF}x\u{200B}y\u{2060}z", "\\u{FEFF}x\\u{200B}y\\u{2060}z"),
        (
            "soft\u{AD}\u{180E}\u{2061}\u{2064}\u{206A}\u{206F}",
            "soft\\u{AD}\\u{180E}\\u{2061}\\u{2064}\\u{206A}\\u{206F}"
        ),
        ("\u{FFF9}\u{FFFB}\u{1BCA0}\u{1D173}\u{E0001}", "\\u{FFF9}\\u{FFFB}\\u{1BCA0}\\u{1D173}\\u{E0001}"),
        // Tag characters hide ASCII (U+E0041 is a hidden "A") except in a subdivision flag.
        ("ok\u{E0041}\u{E0042}", "ok\\u{E0041}\\u{E0042}"),
        (
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        ),
        // Joiners and variation selectors inside a cluster, bidi marks and drawn Arabic signs stay.
        ("👩\u{200D}👩\u{200D}👧 ❤\u{FE0F} می\u{200C}خواهم", "👩\u{200D}👩\u{200D}👧 ❤\u{FE0F} می\u{200C}خواهم"),
        ("\u{600}١٢ \u{200E}\u{61C}", "\u{600}١٢ \u{200E}\u{61C}"),
    ])
    func escapes(input: String, expected: String) {
        #expect(Sanitizer.visible(input) == expected)
        #expect(Sanitizer.isClean(input) == (input == expected))
    }

    @Test func fastPathAgreesWithScalarRuleForEveryScalarItLooksAt() {
        for value in Array(0...0x2FF) + Array(0x2000...0x20FF) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            #expect(Sanitizer.isClean(text) == !Sanitizer.mustEscape(scalar), "U+\(String(value, radix: 16))")
        }
    }

    /// Over all of Unicode, alone and after 🏴: the fast check says clean exactly when nothing is
    /// escaped, and every Cf, Zl and Zp scalar is escaped unless it is a joiner, a bidi mark, a
    /// prepended concatenation mark or a tag in a flag.
    @Test func everyScalarAgreesAndEveryInvisibleFormatCharacterIsShown() {
        let kept: [ClosedRange<UInt32>] = [
            0x200C...0x200F, 0x61C...0x61C, 0x600...0x605, 0x6DD...0x6DD, 0x70F...0x70F, 0x890...0x891, 0x8E2...0x8E2,
            0x110BD...0x110BD, 0x110CD...0x110CD, 0x13430...0x1343F,
        ]
        var escaped = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let shown = Sanitizer.visible(text)
            #expect(Sanitizer.isClean(text) == (shown == text), "U+\(String(value, radix: 16))")
            let flag = "🏴" + text
            #expect(Sanitizer.isClean(flag) == (Sanitizer.visible(flag) == flag), "🏴 U+\(String(value, radix: 16))")
            let category = scalar.properties.generalCategory
            guard category == .format || category == .lineSeparator || category == .paragraphSeparator else { continue }
            let keeps = kept.contains { $0.contains(value) }
            #expect((shown != text) == !keeps, "U+\(String(value, radix: 16))")
            if shown != text { escaped += 1 }
        }
        #expect(escaped > 100)
    }
}
