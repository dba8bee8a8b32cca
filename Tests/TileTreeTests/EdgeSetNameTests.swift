import Testing
import TileTree

/// `Edge.Set(name:)` reads the sets as SwiftUI spells them (`.padding(.horizontal)`).
@Suite struct EdgeSetNameTests {
    static let names: [(String, Edge.Set)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", [.leading, .trailing]), ("vertical", [.top, .bottom]),
        ("all", [.top, .leading, .bottom, .trailing]),
    ]

    @Test(arguments: names)
    func eachNameIsItsSet(_ name: String, _ set: Edge.Set) {
        #expect(Edge.Set(name: name) == set)
    }

    @Test(arguments: ["", "Top", "left", "horizontally", "allEdges"])
    func otherNamesAreNone(_ name: String) {
        #expect(Edge.Set(name: name) == nil)
    }

    @Test func eachEdgeIsItsOwnBit() {
        let sets = Edge.allCases.map { Edge.Set($0) }
        #expect(Set(sets.map(\.rawValue)).count == 4)
        #expect(sets.reduce(Edge.Set()) { $0.union($1) } == .all)
    }
}
