import LessonInterpreter
import SwiftLesson
import Synchronization
import Testing

/// The interpreter asks its caller every few thousand steps whether to stop; a yes ends the
/// run with "interrupted" where it stands, and no later preview runs.
struct InterruptionTests {
    static let twoPreviews = """
        import SwiftUI
        func spin() -> String { var n = 0; while true { n += 1 }; return "\\(n)" }
        #Preview("First") { Text(spin()) }
        #Preview("Second") { Text(spin()) }
        """

    @Test func aStopRequestEndsTheRunWithInterrupted() {
        let asked = Atomic<Int>(0)
        let result = Lesson.open(
            [SourceFile(path: "Spin.swift", text: Self.twoPreviews)], formatting: FixedFormatting(), now: 0,
            shouldStop: { asked.add(1, ordering: .relaxed).newValue >= 3 })
        #expect(result.messages == ["Spin.swift:2:49: error: interrupted"], "\(result.messages)")
        #expect(asked.load(ordering: .relaxed) == 3)
    }

    @Test func aRunThatIsNotAskedToStopEndsOnItsBudget() {
        let result = Lesson.open(
            [SourceFile(path: "Spin.swift", text: Self.twoPreviews)], formatting: FixedFormatting(), now: 0,
            shouldStop: { false })
        #expect(result.errors.count == 2)
        #expect(result.errors.allSatisfy { $0.contains("more than 2000000 steps") })
    }
}
