import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// A plain value where a result builder wants a view (`42` in a `VStack`, `count` alone in a
/// body): swiftc's `buildExpression` error at the value, with its words recorded beside each file.
struct ViewBuilderMistakeTests {
    /// A view whose body's stack holds `line`, placed at line 6, column 13.
    static func file(_ line: String) -> String {
        """
        import SwiftUI
        struct V: View {
            var count = 3
            var body: some View {
                VStack {
                    \(line)
                }
            }
        }
        #Preview { V() }

        """
    }

    static let mistakes: [(line: String, error: String)] = [
        ("42", "6:13: error: static method 'buildExpression' requires that 'Int' conform to 'View'"),
        ("3.5", "6:13: error: static method 'buildExpression' requires that 'Double' conform to 'View'"),
        ("\"plain\"", "6:13: error: static method 'buildExpression' requires that 'String' conform to 'View'"),
        ("count", "6:13: error: static method 'buildExpression' requires that 'Int' conform to 'View'"),
        ("count > 2", "6:13: error: static method 'buildExpression' requires that 'Bool' conform to 'View'"),
    ]

    static let valid = ["Text(\"\\(42)\")", "if count > 2 { Text(\"many\") }", "Text(\"plain\")", "Color.red"]

    @Test(arguments: mistakes)
    func aPlainValueIsSwiftcsError(_ line: String, _ error: String) {
        let result = Lesson.open(
            [SourceFile(path: "V.swift", text: Self.file(line))], formatting: FixedFormatting(), now: 0)
        let errors = result.messages.filter { $0.contains(": error: ") }
        #expect(errors == ["V.swift:" + error])
    }

    @Test(arguments: valid)
    func aViewIsNoError(_ line: String) {
        let result = Lesson.open(
            [SourceFile(path: "V.swift", text: Self.file(line))], formatting: FixedFormatting(), now: 0)
        #expect(result.messages == [])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcSaysTheSame() throws {
        let files = Self.mistakes.map { Self.file($0.line) } + Self.valid.map(Self.file)
        let errors = try SwiftUIStandIn.errors(inFiles: files)
        #expect(errors == Self.mistakes.map { [$0.error] } + Self.valid.map { _ in [] })
    }
}
