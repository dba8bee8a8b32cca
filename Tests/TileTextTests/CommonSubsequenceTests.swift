import Testing

@testable import TileText

struct CommonSubsequenceTests {
    /// "ABCBDAB" and "BDCABA": an element of both is taken as soon as it matches, then the
    /// longer run is followed; the common run is 4 long, as it must be.
    @Test func stepsWalkBothSequencesAlongALongestCommonRun() throws {
        let a = Array("ABCBDAB")
        let b = Array("BDCABA")
        let steps = try #require(CommonSubsequence.steps(a.count, b.count, limit: 100) { a[$0] == b[$1] })
        #expect(steps.filter { $0.kind == .both }.count == 4)
        #expect(steps.filter { $0.kind != .onlySecond }.map(\.i) == Array(a.indices))
        #expect(steps.filter { $0.kind != .onlyFirst }.map(\.j) == Array(b.indices))
        #expect(steps.allSatisfy { $0.kind != .both || a[$0.i] == b[$0.j] })
    }

    /// Over the limit, or sizes whose table would overflow, there are no steps (never a trap).
    @Test func aTableOverTheLimitIsRefused() {
        #expect(CommonSubsequence.steps(1_000, 1_000, limit: 1_000_000) { _, _ in true } == nil)
        #expect(CommonSubsequence.steps(Int.max, 2, limit: Int.max) { _, _ in true } == nil)
        #expect(CommonSubsequence.steps(0, 0, limit: 1) { _, _ in true } == [])
    }
}
