import LessonInterpreter
import Testing

/// The steps an evaluation was charged, which the fuzzer's cost oracle reads.
struct StepCountTests {
    /// A loop is charged a step or more per turn, and a file that runs out of steps reports at most
    /// its budget (and one step more: the one that ran over).
    @Test func aResultSaysTheStepsItWasCharged() {
        let small = open("#Preview { Text(\"x\") }")
        let loop = open("#Preview { var n = 0; for i in 0..<1000 { n += i }; return Text(\"\\(n)\") }")
        let endless = open("#Preview { var i = 0; while true { i += 1 }; return Text(\"\\(i)\") }")
        #expect(small.steps > 0 && small.steps < 100, "\(small.steps)")
        #expect(loop.steps >= 1000 && loop.steps < 10_000, "\(loop.steps)")
        #expect(endless.steps > Lesson.stepLimit - 10 && endless.steps <= Lesson.stepLimit + 1, "\(endless.steps)")
        #expect(endless.errors.contains { $0.contains("more than \(Lesson.stepLimit) steps") }, "\(endless.messages)")
    }
}
