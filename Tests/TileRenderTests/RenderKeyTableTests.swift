import Testing

@testable import TileRender

/// The cache's key table finds each key it was given, and only those, through growth, shared
/// buckets and a fresh start.
@Suite struct RenderKeyTableTests {
    static func key(_ number: Int, title: String? = "Apples", look: Int = 0xFF3B30) -> RenderKey {
        RenderKey(kind: "tile", number: number, title: title, look: look)
    }

    @Test func findsEveryKeyThroughGrowth() {
        var table = RenderKeyTable()
        for n in 0..<5_000 { table.insert(n * 7, for: Self.key(n)) }
        #expect(table.count == 5_000)
        #expect((0..<5_000).allSatisfy { table[Self.key($0)] == $0 * 7 })
        #expect(table[Self.key(5_000)] == nil)
        #expect(table[Self.key(3, look: 0xFF9500)] == nil)
    }

    /// Keys with one packed hash (same number, look and title length) are told apart by equality.
    @Test func keysSharingAHashStayApart() {
        var table = RenderKeyTable()
        let titles = ["Apples", "Pears!", "Plums?", "Figs!!"]
        for (i, t) in titles.enumerated() { table.insert(i, for: Self.key(1, title: t)) }
        #expect(Set(titles.map { Self.key(1, title: $0).packedHash }).count == 1)
        for (i, t) in titles.enumerated() { #expect(table[Self.key(1, title: t)] == i) }
        #expect(table[Self.key(1, title: "Limes!")] == nil)
        #expect(table[Self.key(1, title: nil)] == nil)
    }

    /// The table compares each field `==` compares: keys that differ in one field alone are
    /// different keys.
    @Test func keysDifferingInOneFieldStayApart() {
        let base = RenderKey(kind: "picker", number: 1, title: "Unit", labels: ["a", "b"], look: 2)
        var others = [
            RenderKey(kind: "tile", number: 1, title: "Unit", labels: ["a", "b"], look: 2),
            RenderKey(kind: "picker", number: 1, title: "Unit", labels: ["a", "c"], look: 2),
            RenderKey(kind: "picker", number: 1, title: "Unit", labels: nil, look: 2),
            RenderKey(kind: "picker", number: 1, title: "Unix", labels: ["a", "b"], look: 2),
        ]
        var wider = base
        wider.width = 40
        var deeper = base
        deeper.depth = .ansi256
        others += [wider, deeper]
        var table = RenderKeyTable()
        table.insert(0, for: base)
        for (i, key) in others.enumerated() {
            #expect(table[key] == nil)
            #expect(key != base)
            table.insert(i + 1, for: key)
        }
        #expect(table[base] == 0)
        for (i, key) in others.enumerated() { #expect(table[key] == i + 1) }
        #expect(table[RenderKey(kind: "picker", number: 1, title: "Unit", labels: ["a", "b"], look: 2)] == 0)
    }

    @Test func removeAllForgetsAndStillStores() {
        var table = RenderKeyTable()
        for n in 0..<300 { table.insert(n, for: Self.key(n)) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(table[Self.key(5)] == nil)
        table.insert(-1, for: Self.key(5))
        #expect(table[Self.key(5)] == -1)
    }
}
