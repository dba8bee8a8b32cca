import Testing

@testable import TileText

@Suite struct WidthTablesTests {
    @Test(arguments: [("wide", WidthTables.wide), ("zero", WidthTables.zero)])
    func tableIsSortedAndDisjoint(name: String, table: [ClosedRange<UInt32>]) {
        #expect(!table.isEmpty)
        for (earlier, later) in zip(table, table.dropFirst()) {
            #expect(earlier.upperBound + 1 < later.lowerBound, "\(name): \(earlier) then \(later)")
        }
    }

    @Test func searchFindsEdgesAndGaps() {
        let table: [ClosedRange<UInt32>] = [3...5, 9...9, 20...30]
        let hits = (0...32).filter { WidthTables.contains(table, UInt32($0)) }
        #expect(hits == [3, 4, 5, 9] + Array(20...30))
        #expect(!WidthTables.contains([], 7))
    }

    /// Checks the tables against the standard library's Unicode properties for every code point
    /// assigned by Unicode 15.1, the version the tables claim.
    @Test func tablesAgreeWithStandardLibraryProperties() {
        var mismatches: [String] = []
        for value in Array(0x300...0x3FFFF) + Array(0xE0000...0xE01EF) {
            guard let scalar = Unicode.Scalar(UInt32(value)), let age = scalar.properties.age,
                age.major < 15 || (age.major == 15 && age.minor <= 1)
            else { continue }
            let properties = scalar.properties
            let width = TextWidth.of(scalar: scalar)
            let expected: Int?
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: expected = 0
            default:
                if properties.isEmojiPresentation || properties.isIdeographic {
                    expected = 2
                } else if properties.isDefaultIgnorableCodePoint && width != 2 {
                    expected = 0
                } else {
                    expected = nil
                }
            }
            if let expected, width != expected {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)) is \(width), not \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
