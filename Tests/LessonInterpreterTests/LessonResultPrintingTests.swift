import LessonInterpreter
import SwiftLesson
import Testing

/// `LessonResult.printed`: every message with its excerpt, in the order of `diagnostics` (so a
/// note follows its error, in whichever file it points), while `messages` stays one line each.
struct LessonResultPrintingTests {
    static let a = SourceFile(path: "A.swift", text: "import SwiftUI\n#Preview { Text(count) }\n")
    static let b = SourceFile(path: "B.swift", text: "struct B {\n")

    @Test func eachMessageHasItsExcerptAndMessagesStayOneLine() {
        let a = Lesson.open([Self.a], formatting: FixedFormatting(), now: 0)
        #expect(
            a.printed()
                == "A.swift:2:17: error: cannot find 'count' in scope\n#Preview { Text(count) }\n                ^~~~~\n"
        )
        #expect(a.messages == ["A.swift:2:17: error: cannot find 'count' in scope"])
        let b = Lesson.open([Self.a, Self.b], formatting: FixedFormatting(), now: 0)
        // NB: in a program of two files, B's syntax error does not stop A: both are listed, by file.
        #expect(
            b.printed()
                == a.printed() + "B.swift:2:1: error: expected '}' at end of struct 'B'\n\n^\n"
                + "B.swift:1:10: note: to match this opening '{'\nstruct B {\n         ^\n")
        #expect(b.messages.count == 3 && b.messages.allSatisfy { !$0.contains("\n") })
    }

    /// A message with no place in a file (file -1, or past the files) is its one line, as before.
    @Test(arguments: [-1, 2]) func aMessageWithNoPlaceIsItsLine(file: Int) {
        let d = LessonDiagnostic(
            file: file, diagnostic: Diagnostic(.error, "interrupted", at: SourceRange(start: 0, end: 1)))
        #expect(d.printed(in: [Self.a, Self.b], colors: .plain) == "interrupted\n")
        #expect(d.printed(in: [Self.a, Self.b], colors: .ansi) == "interrupted\n")
        #expect(d.message(in: [Self.a, Self.b]) == "interrupted")
    }
    /// Every preview that reads a failing static member runs into its error again: it is listed once.
    @Test func anErrorReachedByEveryPreviewIsListedOnce() {
        let r = open(
            """
            import SwiftUI
            struct Menu {
                static let items = [1, 2, 3]
                static let first = items[7]
            }
            #Preview("One") { Text("\\(Menu.first)") }
            #Preview("Two") { Text("\\(Menu.first)") }
            """)
        #expect(r.errors.count == 1, "\(r.messages)")
        #expect(r.messages.first?.hasPrefix("Lesson.swift:4:") == true, "\(r.messages)")
    }
}
