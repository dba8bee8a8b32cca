import Testing

@testable import TileShell

/// Names found by their bytes (bindings, enums, cases) mean what `String` equality says.
@Suite struct NameIndexTests {
    @Test(arguments: [1, 7, 8, 9, 300])
    func anEnumFindsEachCaseAndNoOther(count: Int) {
        let e = EnumType(name: "E", cases: (0..<count).map { "case\($0)" })
        #expect((0..<count).allSatisfy { e.index(of: "case\($0)") == $0 })
        #expect((0..<count).allSatisfy { e.index(of: "case\($0)"[...]) == $0 })
        #expect((0..<count).allSatisfy { e.index(utf8: "case\($0)".utf8) == $0 })
        #expect(e.index(of: "case\(count)") == nil)
        #expect(e.index(of: "") == nil)
        #expect(e.index(of: "Case0") == nil)
    }

    @Test(arguments: [3, 30])
    func equalNamesFindTheFirst(count: Int) {
        let e = EnumType(name: "E", cases: (0..<count).map { $0 == 1 ? "dup" : ($0 == 2 ? "dup" : "c\($0)") })
        #expect(e.index(of: "dup") == 1)
    }

    @Test func namesWrittenInAnotherNormalFormAreTheSameName() {
        // Precomposed é (U+00E9) and e + combining acute (U+0301); K and the Kelvin sign (U+212A).
        var index = NameIndex()
        index.insert("caf\u{E9}", at: 0)
        index.insert("K", at: 1)
        #expect(index.position(of: "cafe\u{301}") == 0)
        #expect(index.position(ofUTF8: "cafe\u{301}".utf8) == 0)
        #expect(index.position(ofUTF8: "\u{212A}".utf8) == 1)
        #expect(index.position(ofUTF8: "k".utf8) == nil)
        var kelvin = NameIndex()
        kelvin.insert("\u{212A}", at: 0)
        #expect(kelvin.position(ofUTF8: "K".utf8) == 0)
        // The second spelling is the same name: the first keeps its place.
        index.insert("cafe\u{301}", at: 2)
        #expect(index.position(ofUTF8: "cafe\u{301}".utf8) == 0)
    }

    /// An index of ASCII names keeps no `String` table; a look-up spelt otherwise still finds
    /// its name, before and after the first name that is not ASCII comes and goes.
    @Test func anASCIIIndexFindsNamesSpeltOtherwise() {
        var index = NameIndex()
        index.insert("K", at: 0)
        index.insert("size", at: 1)
        #expect(index.position(ofUTF8: "\u{212A}".utf8) == 0)
        #expect(index.position(of: "\u{212A}") == 0)
        // The Kelvin sign is the name K already holds: it is not added again.
        index.insert("\u{212A}", at: 2)
        #expect(index.position(of: "\u{212A}") == 0)
        index.insert("caf\u{E9}", at: 3)
        #expect(index.position(ofUTF8: "cafe\u{301}".utf8) == 3)
        #expect(index.position(ofUTF8: "\u{212A}".utf8) == 0)
        #expect(index.position(ofUTF8: "size".utf8) == 1)
        index.removeLast()
        #expect(index.position(of: "caf\u{E9}") == nil)
        #expect(index.position(ofUTF8: "\u{212A}".utf8) == 0)
        #expect(index.position(ofUTF8: "si\u{301}ze".utf8) == nil)
    }

    @Test func takingBackTheLastNamesLeavesTheOthersFound() {
        // Enough names for full runs of slots, taken back in the order undo takes them.
        let names = (0..<500).map { "n\($0 * 7919 % 1000)" }
        var index = NameIndex()
        for (i, n) in names.enumerated() { index.insert(n, at: i) }
        for removed in stride(from: names.count - 1, through: 0, by: -1) {
            index.removeLast()
            #expect(index.position(of: names[removed]) == nil)
            let kept = names[..<removed]
            #expect(kept.indices.allSatisfy { index.position(ofUTF8: kept[$0].utf8) == $0 }, "after \(removed)")
        }
    }

    @Test func aSessionFindsBindingsAndEnumsByTheirBytes() {
        var session = Session.standard()
        #expect(session.binding(named: "price"[...])?.name == "price")
        #expect(session.enumType(named: "Fruit"[...])?.name == "Fruit")
        #expect(session.binding(named: "pric"[...]) == nil)
        session.declare(
            Binding(name: "\u{212A}", type: BindingType(.int, optional: false), value: .int(1), presentation: .text))
        #expect(session.binding(named: "K"[...])?.name == "\u{212A}")
        session.removeLastBinding()
        #expect(session.binding(named: "K"[...]) == nil)
        #expect(session.binding(named: "price"[...])?.name == "price")
    }

    @Test(arguments: [
        "", "+", "-", "0", "-0", "+5", "42", "007", "-17", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "99999999999999999999", "1a", "a1", " 1", "1 ", "--1",
        "+-1", "\u{663}", "1_000", "0x10",
    ])
    func integersReadAsIntReadsThem(text: String) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { ValueParser.integer($0) } == Int(text))
    }
}
