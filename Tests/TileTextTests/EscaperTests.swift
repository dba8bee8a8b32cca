import Testing

@testable import TileText

/// The one escaper, form by form.
@Suite struct EscaperTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var form: EscapeForm
        var input: String
        var output: String
        var testDescription: String { "\(form) \(input.debugDescription)" }
    }

    static let rows: [Row] = [
        Row(form: .terminal, input: "plain", output: "plain"),
        Row(form: .terminal, input: "a\u{1B}[2J", output: "a\\u{1B}[2J"),
        Row(form: .terminal, input: "tab\there", output: "tab\\u{9}here"),
        Row(form: .terminal, input: "\u{7F}\u{85}\u{9F}", output: "\\u{7F}\\u{85}\\u{9F}"),
        Row(form: .terminal, input: "a\u{202E}b\u{2066}c", output: "a\\u{202E}b\\u{2066}c"),
        Row(form: .terminal, input: "\"q\" \\", output: "\"q\" \\"),
        Row(form: .jsonString, input: "say \"hi\"\\", output: #""say \"hi\"\\""#),
        Row(form: .jsonString, input: "a\nb\rc\td", output: #""a\nb\rc\td""#),
        Row(form: .jsonString, input: "\u{1B}\u{0}\u{7F}", output: #""\u001b\u0000\u007f""#),
        Row(form: .jsonString, input: "\u{202E}", output: #""\u202e""#),
        Row(form: .jsonString, input: "line\u{2028}para\u{2029}", output: #""line\u2028para\u2029""#),
        Row(form: .jsonString, input: "é😀", output: "\"é😀\""),
        Row(form: .swiftString, input: "say \"hi\"\\", output: #""say \"hi\"\\""#),
        Row(form: .swiftString, input: "a\nb\rc\td\0", output: #""a\nb\rc\td\0""#),
        Row(form: .swiftString, input: "\u{1B}\u{202E}", output: #""\u{1B}\u{202E}""#),
        Row(form: .xmlText, input: "a < b && c > \"d\" 'e'", output: "a &lt; b &amp;&amp; c &gt; \"d\" 'e'"),
        Row(form: .xmlText, input: "\u{1B}[31m\u{FFFE}", output: "\\u{1B}[31m\\u{FFFE}"),
        Row(form: .xmlAttribute, input: "a<\"b\"&'c'>", output: "a&lt;&quot;b&quot;&amp;&apos;c&apos;&gt;"),
        Row(form: .xmlAttribute, input: "new\nline", output: "new\\u{A}line"),
    ]

    @Test(arguments: rows)
    func escapes(_ row: Row) {
        #expect(Escaper.escape(row.input, as: row.form) == row.output)
    }

    /// Bidi marks cannot reorder text: every form keeps them as they are.
    @Test(arguments: EscapeForm.allCases)
    func bidiMarksAreKept(_ form: EscapeForm) {
        let marks = "\u{200E}\u{200F}\u{061C}"
        let escaped = Escaper.escape(marks, as: form)
        #expect(escaped.contains(marks))
    }

    /// Overrides and isolates are refused in every form.
    @Test(arguments: EscapeForm.allCases)
    func bidiOverridesAreEscaped(_ form: EscapeForm) {
        for value in Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = Escaper.escape(String(scalar), as: form)
            #expect(!escaped.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) in \(form)")
        }
    }

    /// No form lets a control character through raw, over the whole of Unicode's first plane.
    @Test(arguments: EscapeForm.allCases)
    func noControlSurvives(_ form: EscapeForm) {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), Escaper.mustEscape(scalar) else { continue }
            #expect(!Escaper.escape(String(scalar), as: form).unicodeScalars.contains(scalar))
        }
    }

    /// `Sanitizer.visible` is the terminal form behind its fast check.
    @Test func sanitizerIsTheTerminalForm() {
        for text in ["ok", "a\u{1B}b", "\u{202E}x", "\u{200E}é", "日本\u{7F}"] {
            #expect(Sanitizer.visible(text) == Escaper.escape(text, as: .terminal))
        }
    }
}
