import Foundation
import Testing

/// The project's own app-shaped corpus under Apps/: six Xcode-style targets written the way the
/// 100 Days of SwiftUI and CS193p projects are (models, extensions, protocols, several views).
/// swiftc is the oracle that every file is valid Swift; each target opens under `--check`
/// with the summary the folder rules promise. What each target still needs of the interpreter
/// is listed in Apps/README.md.
struct AppCorpusTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")
    static let targets = [
        "CapitalQuiz", "CrewLog", "PageTracker", "PairUp", "PocketLedger", "ShelfNotes", "SplitCheck", "UnitShift",
    ]

    static func swiftFiles(of target: String) -> [String] {
        let root = apps.appendingPathComponent(target)
        let walk = FileManager.default.enumerator(atPath: root.path)
        return ((walk?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
            root.appendingPathComponent($0).path
        }
    }

    @Test func everyTargetIsListed() throws {
        let found = try FileManager.default.contentsOfDirectory(atPath: Self.apps.path).filter {
            !$0.hasPrefix(".") && !$0.hasSuffix(".md")
        }
        #expect(found.sorted() == Self.targets)
    }

    /// The oracle: swiftc agrees that every file of the target is valid Swift (when swiftc is on PATH).
    @Test(arguments: targets) func swiftcAgrees(target: String) throws {
        let files = Self.swiftFiles(of: target)
        #expect(files.count >= 5)
        guard let swiftc = Self.swiftc else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse"] + files
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.isEmpty, "\(output)")
    }

    /// Each target opens as one program: its App file is found, its test-free files are read,
    /// and `--check` ends with the one summary line, every preview drawn with no error.
    @Test(arguments: targets) func opensAsOneProgram(target: String) throws {
        let r = try Binary.run(["--check", "Apps/\(target)"], cwd: Self.apps.deletingLastPathComponent())
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        let summary = lines.filter { $0.wholeMatch(of: /\d+ previews?, \d+ warnings?, \d+ errors?/) != nil }
        #expect(summary.count == 1 && summary.first == lines.last, "\(r.stdout)")
        #expect(summary.first?.hasSuffix(", 0 errors") == true, "\(r.stdout)")
        #expect(!r.stderr.contains("holds no") && !r.stderr.contains("app targets"), "\(r.stderr)")
    }

    /// What PageTracker's stats section shows is what its models compute compiled by swiftc
    /// (`swiftc Models/*.swift Extensions/*.swift main.swift`, printing the same lines), through
    /// a labelled tuple, `inout`, `do`/`catch`, key paths and a custom `<`.
    @Test func pageTrackersStatsAreWhatSwiftcComputes() throws {
        let r = try Binary.run(["Apps/PageTracker"], cwd: Self.apps.deletingLastPathComponent())
        for line in [
            "536 of 1276 pages read", "Average rating: 4.5", "Next up: Tiny Stars",
            "About 8 days to go at 100 pages a day",
        ] {
            #expect(r.stdout.contains(line), "\(line)\n\(r.stdout)")
        }
    }

    /// CrewLog's list is its bundled JSON, decoded through the generic `Bundle.decode` into
    /// `[String: Astronaut]` and `[Mission]` (a `CodingKeys` rename, an ISO 8601 date, one left
    /// out), and a tap stars a mission in the environment object every row reads.
    @Test func crewLogDrawsItsBundledDataAndStarsThroughItsModel() throws {
        let r = try Binary.run(["--width", "60", "Apps/CrewLog"], cwd: Self.apps.deletingLastPathComponent())
        #expect(r.status == 0, "\(r.stderr)")
        for line in [
            "1968 · Walter M. Schirra Jr.", "1968 · Frank Borman", "1969 · Neil A. Armstrong",
            "N/A · James A. Lovell, Jr.",
        ] {
            #expect(r.stdout.contains(line), "\(line)\n\(r.stdout)")
        }
        let session = try Binary.run(
            ["--width", "60"], stdin: "open Apps/CrewLog/CrewLog/Views/ContentView.swift\ntap \"Star 8\"\nstate\n",
            cwd: Self.apps.deletingLastPathComponent())
        #expect(session.stdout.contains("tapped 'Star 8': favourites.count = 1"), "\(session.stdout)")
        #expect(session.stdout.contains("Unstar 8"))
    }

    /// ShelfNotes' preview is its `PersistenceController.preview` rows: all four by title, the
    /// pinned two by author (a predicate on a Bool), and a `Tag` entity Xcode would generate.
    @Test func shelfNotesListsItsPreviewRowsSortedAndFiltered() throws {
        let r = try Binary.run(["--width", "50", "Apps/ShelfNotes"], cwd: Self.apps.deletingLastPathComponent())
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let titles = rows.compactMap { row in
            ["Dune", "Kindred", "Solaris", "The Left Hand of Darkness"].first { row.hasPrefix($0) }
        }
        #expect(
            titles == [
                "Kindred", "The Left Hand of Darkness", "Dune", "Kindred", "Solaris", "The Left Hand of Darkness",
            ], "\(r.stdout)")
        #expect(rows.contains("ALL 4") && rows.contains("Classics"), "\(r.stdout)")
    }

    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
}
