import Testing
import TileShell
import TileTour

/// `tileshell learn`: a finished track's file (`tileshell-track-N.swift`) holds the views of
/// every lesson of the track, and type-checks against the SwiftUI stand-in as `export` does.
/// Lessons not walked in the run are exported from their solutions, so this is every track as
/// a learner who typed the solutions leaves it.
@Suite struct TourExportTests {
    @Test(arguments: [1, 2, 3, 4])
    func aTracksFileTypeChecks(track number: Int) throws {
        let track = try #require(try Tour.builtIn.get().first { $0.number == number })
        let source = TourExport.source(track, record: TourRecord(), environment: environment())
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)")
        // Each lesson's views are in it, not only the last lesson's.
        let firstGoal = track.lessons.first?.steps.first?.solution.first ?? ""
        switch number {
        case 1:
            #expect(source.contains("FruitTile(count: 100, fruit: .apple)"), "lesson 1.1")
            #expect(source.contains("BerryTile(count: 3, berry: .straw)"), "lesson 1.2")
            // The struct typed at the prompt, as written (four spaces a level), and its `show`.
            #expect(source.contains("struct FruitCard: View {\n    let backgroundColor: Color\n"), "lesson 1.3")
            #expect(source.contains("      FruitCard(count: 100, fruit: .apple)\n"))
        case 2:
            #expect(source.contains("extension Text {\n    init?(score: Int?) {\n"), "lesson 2.2")
            #expect(source.contains("Text(score: 42)"))
        case 4:
            #expect(source.contains("enum Size: String, CaseIterable { case small, medium, large }"))
            #expect(source.contains("ForEach(Size.allCases, id: \\.self) { size in"))
            #expect(source.contains("struct Squares: View {"), "a step's hidden setup is the learner's too")
        default:
            #expect(firstGoal == "picker unit")
            #expect(source.contains("EnumPicker"))
        }
    }

    /// A declaration typed again (a typo fixed) replaces the first in the file, as it does in the
    /// session; a `#Preview` (a macro only Xcode expands) is left out, the rest of its entry kept.
    @Test func aDeclarationTypedAgainIsWrittenOnce() throws {
        var record = TourRecord()
        for entry in [
            "struct Card: View { var body: some View { Text(\"Hi\").bold() } }",
            "struct Card: View { var body: some View { Text(\"Hi\") } }",
            "struct Other: View { var body: some View { Card() } }\n#Preview { Other() }",
            "show Other()",
        ] {
            record.ran(entry, in: "1.1")
        }
        record.met(in: "1.1")
        let lesson =
            "# Track 1: T\n## Lesson 1.1: L\n### Step: S\ntask: t\nrequires: drawing\ngoal: show Text(\"Hi\")\nsolution: x\n"
        let track = try #require(try Tour.read([("t.tour", lesson)]).get().first)
        let source = TourExport.source(track, record: record, environment: environment())
        #expect(!source.contains(".bold()"))
        #expect(source.contains("struct Card: View { var body: some View { Text(\"Hi\") } }"))
        #expect(source.contains("struct Other: View { var body: some View { Card() } }"))
        #expect(!source.contains("#Preview"))
        #expect(source.contains("      Other()\n"))
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)")
    }

    /// The session names a tile kind's enum `Fruit` at the top level, where the file declares it
    /// inside `FruitTile`: a struct typed at the prompt with `fruit: Fruit` still compiles, through
    /// an alias written only when typed Swift says the name unqualified.
    @Test func swiftThatNamesTheSessionsEnumCompiles() throws {
        var record = TourRecord()
        for entry in [
            "struct FruitCard: View {\n    let count: Int\n    init(count: Int, fruit: Fruit) { self.count = count }\n"
                + "    var body: some View { Text(\"\\(count)\") }\n}",
            "show FruitCard(count: 100, fruit: .apple)",
        ] {
            record.ran(entry, in: "1.1")
        }
        record.met(in: "1.1")
        let lesson =
            "# Track 1: T\n## Lesson 1.1: L\n### Step: S\ntask: t\nrequires: drawing\ngoal: show Text(\"100\")\nsolution: x\n"
        let track = try #require(try Tour.read([("t.tour", lesson)]).get().first)
        let source = TourExport.source(track, record: record, environment: environment())
        #expect(source.contains("\ntypealias Fruit = FruitTile.Fruit\n"))
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)")
        // A track whose Swift names no tile enum gets no alias.
        let solutions = try #require(try Tour.builtIn.get().first { $0.number == 1 })
        #expect(!TourExport.source(solutions, record: TourRecord(), environment: environment()).contains("typealias"))
    }
}
