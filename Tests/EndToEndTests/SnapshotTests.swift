import Foundation
import Testing

/// `tileshell snapshot record|verify`: every preview of an app target kept as goldens beside its
/// file and checked against them, on the fixture app SnapshotApp/Pantry (21 previews in 8 views,
/// written for this test the way learners' apps are).
struct SnapshotTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SnapshotApp")

    /// A copy of the fixture in a fresh temporary folder: the test writes goldens into it.
    static func copy() throws -> URL {
        let dir = try Binary.directory([:])
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Pantry"), to: dir.appendingPathComponent("Pantry"))
        return dir
    }

    static let target = "Pantry/Pantry"
    static let views = "Pantry/Pantry/Views/"

    static func edit(_ file: String, in dir: URL, _ old: String, _ new: String) throws {
        let url = dir.appendingPathComponent(views + file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(file) has no '\(old)'")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// All the goldens under a folder, by path relative to it, with their bytes.
    static func goldens(in dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walk = FileManager.default.enumerator(atPath: dir.path)
        for case let path as String in walk?.allObjects ?? [] where path.contains("__Snapshots__/") {
            let url = dir.appendingPathComponent(path)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
                out[path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    @Test func recordThenVerifyPassesAndAPaddingChangeFailsExactlyOneSnapshotNamingIt() throws {
        let dir = try Self.copy()
        let recorded = try Binary.run(["snapshot", "record", Self.target], cwd: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == "21 snapshots: 21 recorded\n")
        let goldens = try Self.goldens(in: dir)
        #expect(goldens.count == 42)
        let tag = try #require(goldens["Pantry/Pantry/Views/__Snapshots__/TagView/Preview.layout.txt"])
        #expect(
            String(decoding: tag, as: UTF8.self).hasPrefix(
                "# TagView.swift: Preview, on the 393×852 pt screen\n.background"))
        #expect(goldens["Pantry/Pantry/Views/__Snapshots__/ContentView/One_item.svg"] != nil)
        let verified = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(verified.status == 0)
        #expect(verified.stdout == "21 snapshots: 21 matched\n")

        try Self.edit("TagView.swift", in: dir, ".padding(8)", ".padding(12)")
        let padded = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(padded.status == 1)
        let lines = padded.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(padded.stdout)")
        #expect(lines.last == "21 snapshots: 20 matched, 1 differs")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("differs TagView.swift: Preview: .padding(8) → .padding(12); .padding(12) "), "\(line)")
        #expect(line.contains("(8 pt wider, 8 pt taller)"))
        #expect(line.contains("y ") && line.contains("(4 pt up)"), "\(line)")
        // NB: verify writes nothing: the goldens are the same bytes after a failing run.
        #expect(try Self.goldens(in: dir) == goldens)
    }

    @Test func aColourChangeIsNamedAndUpdateReRecordsOnlyWhatFailed() throws {
        let dir = try Self.copy()
        #expect(try Binary.run(["snapshot", "record", Self.target], cwd: dir).status == 0)
        let before = try Self.goldens(in: dir)
        try Self.edit(
            "BadgeView.swift", in: dir, #"BadgeView(label: "Sale", color: .red)"#,
            #"BadgeView(label: "Sale", color: .orange)"#)
        let r = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("differs BadgeView.swift: Sale: Color #FF3B30 → Color #FF9500"), "\(r.stdout)")
        let updated = try Binary.run(["snapshot", "verify", "--update", Self.target], cwd: dir)
        #expect(updated.status == 0)
        #expect(updated.stdout.hasSuffix("21 snapshots: 20 matched, 1 differs, 1 re-recorded\n"), "\(updated.stdout)")
        let after = try Self.goldens(in: dir)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(
            changed == [
                "Pantry/Pantry/Views/__Snapshots__/BadgeView/Sale.layout.txt",
                "Pantry/Pantry/Views/__Snapshots__/BadgeView/Sale.svg",
            ])
        #expect(try Binary.run(["snapshot", "verify", Self.target], cwd: dir).status == 0)
    }

    @Test func aDeletedPreviewIsStaleFailsOnlyWhenStrictAndIsPruned() throws {
        let dir = try Self.copy()
        #expect(try Binary.run(["snapshot", "record", Self.target], cwd: dir).status == 0)
        try Self.edit(
            "BadgeView.swift", in: dir,
            "#Preview(\"Out\") {\n    BadgeView(label: \"Out of stock\", color: .gray)\n}\n", "")
        let stale = "Pantry/Pantry/Views/__Snapshots__/BadgeView/Out"
        let r = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(r.status == 0)
        #expect(
            r.stdout == "stale \(stale).layout.txt\nstale \(stale).svg\n20 snapshots: 20 matched; 2 stale goldens\n")
        #expect(try Binary.run(["snapshot", "verify", "--strict", Self.target], cwd: dir).status == 1)
        let pruned = try Binary.run(["snapshot", "verify", "--prune", Self.target], cwd: dir)
        #expect(pruned.status == 0)
        #expect(pruned.stdout.hasSuffix("; 2 stale goldens removed\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(stale + ".svg").path))
        #expect(try Binary.run(["snapshot", "verify", "--strict", Self.target], cwd: dir).status == 0)
    }

    /// The goldens are the same bytes in another folder, under another locale and time zone,
    /// with the goldens moved to `--dir`, and in each variant alike on every run.
    @Test func goldensAreTheSameBytesInAnotherFolderLocaleAndTimeZone() throws {
        let a = try Self.copy()
        #expect(
            try Binary.run(["snapshot", "record", "--variant", "light", "--variant", "dark", Self.target], cwd: a)
                .status == 0)
        let b = try Self.copy()
        try FileManager.default.removeItem(at: b.appendingPathComponent("Pantry"))
        try FileManager.default.copyItem(at: a.appendingPathComponent("Pantry"), to: b.appendingPathComponent("Pantry"))
        let env = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Chatham"]
        let r = try Binary.run(
            ["snapshot", "verify", "--variant", "light", "--variant", "dark", Self.target], environment: env, cwd: b)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "42 snapshots: 42 matched\n")
        let goldens = try Self.goldens(in: a)
        let dark = try #require(goldens["Pantry/Pantry/Views/__Snapshots__/BadgeView/Sale.dark.svg"])
        let light = try #require(goldens["Pantry/Pantry/Views/__Snapshots__/BadgeView/Sale.svg"])
        // Dark mode draws the system colours' dark values.
        #expect(String(decoding: dark, as: UTF8.self).contains("#FF453A"))
        #expect(!String(decoding: light, as: UTF8.self).contains("#FF453A"))
        // Without the dark variant its goldens are stale, and the default's still match.
        let plain = try Binary.run(["snapshot", "verify", Self.target], cwd: b)
        #expect(plain.status == 0)
        #expect(plain.stdout.hasSuffix("21 snapshots: 21 matched; 42 stale goldens\n"), "\(plain.stdout)")
    }

    @Test func theReportAndJUnitSayWhatFailed() throws {
        let dir = try Self.copy()
        #expect(try Binary.run(["snapshot", "record", Self.target], cwd: dir).status == 0)
        try Self.edit("TagView.swift", in: dir, "Color.yellow", "Color.mint")
        let r = try Binary.run(
            ["snapshot", "verify", "--report", "out/report", "--junit", "out/j.xml", Self.target], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("report: out/report/index.html\n"))
        let junit = try String(contentsOf: dir.appendingPathComponent("out/j.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="tileshell snapshot" tests="21" failures="1" errors="0">"#))
        #expect(junit.contains(#"<testcase classname="TagView.swift" name="Preview">"#))
        #expect(junit.contains("Color #FFCC00 → Color #00C7BE"))
        #expect(junit.contains(#"<testcase classname="ItemRow.swift" name="None left"/>"#))
        let html = try String(contentsOf: dir.appendingPathComponent("out/report/index.html"), encoding: .utf8)
        #expect(html.contains("<h2 class=\"fail\">differs: TagView.swift: Preview</h2>"))
        #expect(html.components(separatedBy: "src=\"data:image/svg+xml;base64,").count == 5)
        // NB: one page that needs no network: no link or source outside it.
        #expect(!html.contains("src=\"http") && !html.contains("href="))
    }

    @Test(arguments: [
        (["snapshot"], "'tileshell snapshot' takes 'record' or 'verify'"),
        (["snapshot", "check", "x"], "'tileshell snapshot' takes 'record' or 'verify', not 'check'"),
        (["snapshot", "verify"], "'tileshell snapshot verify' needs a project folder or Swift files"),
        (["snapshot", "record", "--update", "A.swift"], "'--update' goes with 'snapshot verify'"),
        (
            ["snapshot", "verify", "--variant", "sepia", "A.swift"],
            "invalid value 'sepia' for '--variant'; expected light or dark"
        ),
        (["--prune", "A.swift"], "'--prune' goes with 'tileshell snapshot'"),
        (["snapshot", "verify", "a.tsh"], "'tileshell snapshot' takes one project folder or SwiftUI files"),
    ])
    func badUsageExitsTwoAndSaysWhatWasExpected(_ arguments: [String], _ message: String) throws {
        let r = try Binary.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    @Test func aMissingGoldenAndABrokenPreviewFailTheRun() throws {
        let dir = try Self.copy()
        let missing = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(missing.status == 1)
        #expect(
            missing.stdout.contains(
                "missing TagView.swift: Preview: no golden 'Pantry/Pantry/Views/__Snapshots__/TagView/Preview.layout.txt'"
            ))
        #expect(missing.stdout.hasSuffix("21 snapshots: 0 matched, 21 missing\n"))
        #expect(try Binary.run(["snapshot", "record", Self.target], cwd: dir).status == 0)
        try Self.edit("TagView.swift", in: dir, ".padding(8)", ".padding(8")
        let broken = try Binary.run(["snapshot", "verify", Self.target], cwd: dir)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("TagView.swift:"), "\(broken.stderr)")
        #expect(broken.stdout.contains("failed "), "\(broken.stdout)")
    }
}
