import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// Dates by the style asked for, so that a test sees which one a format chose.
struct StyleNamingFormatting: LessonFormatting {
    func currency(_ amount: Double, code: String) -> String { "\(code) \(amount)" }
    func relativeDate(secondsFromNow: Double) -> String { "in \(Int(secondsFromNow)) s" }
    func date(_ secondsSince1970: Double, style: String) -> String { "\(style) \(Int(secondsSince1970))" }
}

/// `format:` as Foundation writes it in en_US: what a learner's `Text(x, format: ...)` shows.
struct FormatStyleTests {
    @Test(arguments: [
        ("Text(1234, format: .number)", "1,234"),
        ("Text(-1234567.891, format: .number)", "-1,234,567.891"),
        ("Text(1.0 / 3, format: .number)", "0.333333"),
        ("Text(10, format: .percent)", "10%"),
        ("Text(0.25, format: .percent)", "25%"),
        ("Text(3.14159, format: .number.precision(.fractionLength(2)))", "3.14"),
        ("Text(\"\\(2.5, format: .number)\")", "2.5"),
        ("TextField(\"Amount\", value: .constant(12.5), format: .currency(code: \"USD\"))", "USD 12.5"),
        ("Text(Date.now, format: .dateTime.hour().minute())", "time 0"),
        ("Text(Date.now.formatted(date: .omitted, time: .shortened))", "time 0"),
        ("Text(Date.now.formatted(date: .long, time: .omitted))", "date 0"),
    ])
    func aFormatShowsWhatFoundationWrites(_ view: String, _ shown: String) {
        let source = SourceFile(path: "Lesson.swift", text: "import SwiftUI\n#Preview { \(view) }\n")
        let result = Lesson.open([source], formatting: StyleNamingFormatting(), now: 0)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let texts = result.firstPreviewTexts
        #expect(texts.contains(shown), "\(texts)")
    }
}
