import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

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
    ])
    func aFormatShowsWhatFoundationWrites(_ view: String, _ shown: String) {
        let result = open("import SwiftUI\n#Preview { \(view) }\n")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        var texts: [String] = []
        var stack = result.previews.first.map { [$0.tree] } ?? []
        while let n = stack.popLast() {
            if let t = n.kind as? TextKind { texts.append(t.text) }
            stack.append(contentsOf: n.children.reversed())
        }
        #expect(texts.contains(shown), "\(texts)")
    }
}
