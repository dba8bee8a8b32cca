import LessonInterpreter
import SwiftLesson
import Testing

/// The Foundation values the export writes and learners' files use, served without Foundation:
/// `Decimal`, `ISO8601DateFormatter` and `RelativeDateTimeFormatter`.
struct FoundationValueTests {
    /// Formatting that parses the one date these tests write.
    struct DatedFormatting: LessonFormatting {
        func currency(_ amount: Double, code: String) -> String { "\(code) \(amount)" }
        func relativeDate(secondsFromNow: Double) -> String { "\(Int(secondsFromNow)) s" }
        func date(iso8601 text: String) -> Double? { text == "1970-01-01T00:01:40Z" ? 100 : nil }
    }

    func texts(_ body: String) -> (texts: [String], errors: [String]) {
        let source =
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n#Preview { V() }\n"
        let result = Lesson.open([SourceFile(path: "V.swift", text: source)], formatting: DatedFormatting(), now: 160)
        return (result.firstPreviewTexts, result.errors)
    }

    @Test(arguments: [
        ("Text(\"\\(Decimal(sign: .plus, exponent: -1, significand: 12_345))\")", "1234.5"),
        ("Text(\"\\(Decimal(sign: .minus, exponent: 2, significand: 3))\")", "-300.0"),
        ("Text(\"\\(Decimal(12.5))\")", "12.5"),
        ("Text(\"\\(Decimal(string: \"2.5\") ?? 0)\")", "2.5"),
        ("Text(\"\\(Decimal(string: \"two\") == nil)\")", "true"),
        ("Text(\"\\(Decimal.zero)\")", "0.0"),
        // NB: an exponent past Double's range is cut at the limit, never a loop of a million steps.
        ("Text(\"\\(Decimal(sign: .plus, exponent: 1_000_000, significand: 1))\")", "inf"),
    ])
    func decimalsAreTheirValue(_ body: String, _ shown: String) {
        let (texts, errors) = texts(body)
        #expect(errors == [])
        #expect(texts == [shown])
    }

    @Test func aDateFromISO8601TextAndARelativeDate() {
        let body = """
            let formatter = RelativeDateTimeFormatter()
            let date = ISO8601DateFormatter().date(from: "1970-01-01T00:01:40Z")
            return VStack {
                Text(formatter.localizedString(for: date ?? .now, relativeTo: .now))
                Text(ISO8601DateFormatter().date(from: "yesterday") == nil ? "no date" : "a date")
            }
            """
        let (texts, errors) = texts(body)
        #expect(errors == [])
        #expect(texts == ["-60 s", "no date"])
    }
}
