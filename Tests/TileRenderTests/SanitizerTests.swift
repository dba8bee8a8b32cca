import Testing

@testable import TileRender

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
        ("é漢🍎 \u{A0}\u{A1}\u{200F}\u{2065}\u{206A}", "é漢🍎 \u{A0}\u{A1}\u{200F}\u{2065}\u{206A}"),
        ("\u{2029}\u{202F}\u{2070}", "\u{2029}\u{202F}\u{2070}"),
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
}
