import Testing
import TileTree

@testable import TileShell

/// JSON output stays one line per view whatever the text holds.
@Suite struct JSONValueTests {
    @Test func lineAndParagraphSeparatorsAreEscaped() {
        let json = JSONValue.object([("text", .string("a\u{2028}b\u{2029}c\nd"))]).serialized()
        #expect(json == #"{"text":"a\u2028b\u2029c\nd"}"#)
        #expect(!json.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\n" })
    }

    @Test func bidiMarksAreKeptAndOverridesEscaped() {
        let json = JSONValue.string("\u{200E}x\u{202E}").serialized()
        #expect(json == "\"\u{200E}x\\u202e\"")
    }

    @Test func swiftLiteralsUseTheSameEscaper() {
        #expect(ValueText.quoted("a\"\u{1B}\u{200F}") == "\"a\\\"\\u{1B}\u{200F}\"")
    }
}

/// A value's bidi marks reach the terminal, as its JSON and its error excerpts show them.
@Suite struct BidiMarkValueTests {
    @Test func showKeepsTheMarks() {
        let run = Run("set name \"a\u{200E}b\u{061C}c\"\nshow name")
        #expect(run.errors.isEmpty)
        #expect(run.output == "a\u{200E}b\u{061C}c\n")
    }

    @Test func overridesInValuesStayEscaped() {
        let run = Run("set name \"a\u{202E}b\"\nshow name")
        #expect(run.output == "a\\u{202E}b\n")
    }
}
