import Testing
import TileRender
import TileText
import TileTree

@testable import TileShell

/// Rendered views against golden files in Snapshots/, plain and coloured.
@Suite struct ViewSnapshotTests {
    /// The seed's 150 pt tall tile in rows, by the one rule from points to cells.
    static let tileRows = Int(Measure.cells.length(150, .vertical))

    static let cases: [(String, String)] = [
        ("seed1-tiles", "tile apple 100 orange 46"),
        ("tile-wraps-at-width", "tile apple 1 orange 2 apple 3 orange 4"),
        ("tile-large-count", "tile apple 9223372036854775807"),
        (
            "seed2-item-card",
            "set name \"Ada Lovelace\"; set jobTitle \"Analyst\"; set price 1234.5; set updated -3h; set discount 20; set symbol star.fill; show name jobTitle price updated discount symbol"
        ),
        (
            "seed2-missing-fields",
            "set name \"Ada Lovelace\"; set price 9.99; show name jobTitle price updated discount"
        ),
        ("seed3-segmented", "pick unit hour; picker unit title \"Time unit\" label \"2 {case}s\""),
        ("seed3-menu", "pick unit hour; pick style menu; picker unit title \"Time unit\" label \"2 {case}s\""),
        ("seed3-inline", "pick unit hour; picker unit title \"Time unit\" label \"2 {case}s\" style inline"),
        ("wide-text", "set name \"Zoë 漢字 🍎\"; show name; picker unit label \"{case} 漢字\""),
        ("state", "state"),
        ("help", "help"),
        ("help-pick", "help pick"),
    ]

    @Test(arguments: cases)
    func plain(name: String, script: String) {
        let run = Run(script, width: 60)
        #expect(run.errors.isEmpty)
        assertSnapshot(run.output, named: "\(name).txt")
    }

    /// The cases whose coloured output has a golden file, by name: adding a case to `cases` does
    /// not change which are checked.
    static let coloredCases = [
        "seed1-tiles", "tile-wraps-at-width", "tile-large-count", "seed2-item-card", "seed2-missing-fields",
        "seed3-segmented", "seed3-menu", "seed3-inline",
    ]

    @Test(arguments: coloredCases)
    func colored(name: String) throws {
        let script = try #require(Self.cases.first { $0.0 == name }?.1, "no case named \(name)")
        let run = Run(script, width: 60, depth: .truecolor)
        #expect(run.errors.isEmpty)
        assertSnapshot(run.output, named: "\(name).ansi")
    }

    @Test func tilesStandSideBySide() {
        let lines = Run("tile apple 100 orange 46", width: 80).output.split(separator: "\n")
        #expect(lines.count == Self.tileRows)
        #expect(lines[6].contains("Apples") && lines[6].contains("Oranges"))
    }

    @Test func tilesWrapWhenWiderThanTheOutput() {
        let lines = Run("tile apple 1 orange 2 apple 3", width: 44).output.split(
            separator: "\n", omittingEmptySubsequences: false)
        // Two tiles (20 + 2 + 20 = 42 columns) fit in 44; the third goes to a second row.
        #expect(lines.count == Self.tileRows * 2 + 1 + 1)
    }

    @Test func everyLineFitsTheWidth() {
        for width in [10, 21, 40, 80] {
            for (_, script) in Self.cases {
                let output = Run(script, width: width).output
                // Empty output would pass the check below without checking anything.
                #expect(!output.isEmpty, "\(script) at \(width) printed nothing")
                for line in output.split(separator: "\n") {
                    #expect(TextWidth.of(String(line)) <= width, "\(script) at \(width): \(line)")
                }
            }
        }
    }

    @Test func selectionIsVisibleWithoutColour() {
        for style in ["segmented", "inline"] {
            #expect(Run("pick unit minute; pick style \(style); show unit").output.contains("✓ minute"))
        }
        #expect(Run("pick unit minute; pick style menu; show unit").output.contains("minute ▾"))
    }
}
