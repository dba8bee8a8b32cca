import Testing

@testable import TileShell

/// An enum finds its cases by name the same way whether it has a few (compared in order) or many
/// (hashed).
@Suite struct EnumTypeTests {
    @Test(arguments: [1, EnumType.fewCases, EnumType.fewCases + 1, 300])
    func findsEachCaseAndNoOther(count: Int) {
        let e = EnumType(name: "E", cases: (0..<count).map { "case\($0)" })
        #expect((0..<count).allSatisfy { e.index(of: "case\($0)") == $0 })
        #expect((0..<count).allSatisfy { e.index(of: "case\($0)"[...]) == $0 })
        #expect(e.index(of: "case\(count)") == nil)
        #expect(e.index(of: "") == nil)
        #expect(e.index(of: "Case0") == nil)
    }

    @Test(arguments: [3, 30])
    func equalNamesFindTheFirst(count: Int) {
        let e = EnumType(name: "E", cases: (0..<count).map { $0 == 1 ? "dup" : ($0 == 2 ? "dup" : "c\($0)") })
        #expect(e.index(of: "dup") == 1)
    }
}
