import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// `willSet` and `didSet` as Swift runs them: around each set from outside the initializer,
/// with `newValue`/`oldValue` (or the names given), after a mutating call such as `append`,
/// free to change the instance's other properties, and not again for a set inside themselves.
struct PropertyObserverTests {
    static let declarations = """
        import SwiftUI
        struct Counter {
            var log = ""
            var count = 0 {
                willSet { log += "will\\(newValue) " }
                didSet { log += "did\\(oldValue)>\\(count) " }
            }
            var items: [String] = [] {
                didSet(previous) { log += "items\\(previous.count)>\\(items.count) " }
            }
            var capped = 0 {
                didSet { if capped > 10 { capped = 10 } }
            }
            init() {
                count = 5
            }
            mutating func bump() { count += 1 }
        }
        func set() -> String {
            var c = Counter()
            c.count = 2
            return c.log
        }
        func bumped() -> String {
            var c = Counter()
            c.bump()
            return c.log
        }
        func appended() -> String {
            var c = Counter()
            c.items.append("a")
            return c.log
        }
        func capped() -> String {
            var c = Counter()
            c.capped = 50
            return "\\(c.capped)"
        }

        """

    static let cases: [(expression: String, shown: String)] = [
        ("set()", "will2 did5>2 "),
        ("bumped()", "will6 did5>6 "),
        ("appended()", "items0>1 "),
        ("capped()", "10"),
        ("Counter().log", ""),
    ]

    static func program(_ expression: String) -> String { textPreview(declarations, showing: expression) }

    @Test(arguments: cases)
    func observersRunAroundEachSet(_ expression: String, _ shown: String) {
        let result = open(Self.program(expression))
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [shown])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsEachProgram() throws {
        let files = Self.cases.map { Self.program($0.expression) }
        for (row, file) in zip(try SwiftUIStandIn.errors(inFiles: files), files) { #expect(row == [], "\(file)") }
    }
}
