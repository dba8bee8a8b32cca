import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// `throw`, `do`/`catch` (patterns, `where`, the bare `catch` and its `error`), `try?`, `try!`,
/// `defer`, `repeat`/`while` and labelled `break`/`continue`, as Swift runs them.
struct ErrorHandlingTests {
    static let declarations = """
        import SwiftUI
        enum Failure: Error {
            case empty, tooLong(Int)
        }
        struct Other: Error {}
        func check(_ name: String) throws -> String {
            if name.isEmpty { throw Failure.empty }
            if name.count > 5 { throw Failure.tooLong(name.count) }
            if name == "x" { throw Other() }
            return name.uppercased()
        }
        func verdict(_ name: String) -> String {
            var log = ""
            do {
                defer { log += "." }
                log += try check(name)
            } catch Failure.empty {
                log += "empty"
            } catch Failure.tooLong(let n) where n > 8 {
                log += "far too long"
            } catch let failure as Failure {
                log += "\\(failure)"
            } catch {
                log += "other"
            }
            return log
        }
        func pairs() -> String {
            var out = ""
            outer: for i in 0..<3 {
                for j in 0..<3 {
                    if j == 2 { continue outer }
                    if i == 2 { break outer }
                    out += "\\(i)\\(j) "
                }
            }
            return out
        }
        func countdown() -> String {
            var n = 3
            var out = ""
            repeat {
                out += "\\(n)"
                n -= 1
            } while n > 0
            return out
        }
        func order() -> String {
            var out = ""
            func run() {
                defer { out += "1" }
                defer { out += "2" }
                out += "0"
            }
            run()
            return out
        }

        """

    static let cases: [(expression: String, shown: String)] = [
        ("verdict(\"ann\")", "ANN."),
        ("verdict(\"\")", ".empty"),
        ("verdict(\"abcdefghij\")", ".far too long"),
        ("verdict(\"abcdef\")", ".tooLong(6)"),
        ("verdict(\"x\")", ".other"),
        ("(try? check(\"\")) ?? \"nil\"", "nil"),
        ("(try? check(\"bo\")) ?? \"nil\"", "BO"),
        ("try! check(\"bo\")", "BO"),
        ("pairs()", "00 01 10 11 "),
        ("countdown()", "321"),
        ("order()", "021"),
    ]

    static func program(_ expression: String) -> String { textPreview(declarations, showing: expression) }

    @Test(arguments: cases)
    func swiftsErrorsAndLoopsRunAsSwiftRunsThem(_ expression: String, _ shown: String) {
        let result = open(Self.program(expression))
        #expect(result.errors == [])
        #expect(result.warnings == [])
        #expect(result.firstPreviewTexts == [shown])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsEachProgram() throws {
        let files = Self.cases.map { Self.program($0.expression) }
        for (row, file) in zip(try SwiftUIStandIn.errors(inFiles: files), files) { #expect(row == [], "\(file)") }
    }

    /// `try!` on a call that throws stops the preview at the `try!`, in the words of Swift's run time.
    @Test func tryBangOnAThrowIsAnErrorAtItsPlace() {
        let result = open(Self.program("try! check(\"\")"))
        #expect(result.errors == ["'try!' expression unexpectedly raised an error: Failure.empty"])
        let line = Self.program("try! check(\"\")").split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Text(try!") }
        #expect(
            result.messages.first { $0.contains("error:") }?.hasPrefix("Lesson.swift:\((line ?? 0) + 1):14:") == true)
    }

    /// A `catch` that matches nothing passes the error on, to the caller's `catch`.
    @Test func anUncaughtErrorGoesOnToTheCaller() {
        let inner = """
            import SwiftUI
            enum Failure: Error { case a, b }
            func inner() throws -> String {
                do {
                    throw Failure.b
                } catch Failure.a {
                    return "a"
                }
            }
            func outer() -> String {
                do {
                    return try inner()
                } catch {
                    return "outer caught \\(error)"
                }
            }
            #Preview { Text(outer()) }
            """
        let result = open(inner)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["outer caught b"])
    }
}
