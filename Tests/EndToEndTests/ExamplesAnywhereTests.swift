import Foundation
import Testing

/// The scripts in `Scripts/examples/` run the same from any working directory, and a `source`
/// in a script is found beside it wherever the run starts.
@Suite struct ExamplesAnywhereTests {
    static let examples = Binary.packageRoot.appendingPathComponent("Scripts/examples")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".tsh") }
            .sorted()
    }

    @Test func thereAreExamples() { #expect(Self.names.count >= 3) }

    @Test(arguments: ExamplesAnywhereTests.names)
    func anExampleRunsTheSameFromAnotherWorkingDirectory(_ name: String) throws {
        let elsewhere = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let flags = ["--width", "80", "--now", "2026-11-29T12:00:00Z", "--color", "never"]
        let home = try Binary.run(flags + ["Scripts/examples/" + name], cwd: Binary.packageRoot)
        let away = try Binary.run(flags + [Self.examples.appendingPathComponent(name).path], cwd: elsewhere)
        let below = try Binary.run(flags + [name], cwd: Self.examples)
        #expect(home.status == 0, "\(home.stderr)")
        #expect(!home.stdout.isEmpty)
        #expect(away.status == 0 && away.stdout == home.stdout, "\(away.stderr)")
        #expect(below.status == 0 && below.stdout == home.stdout, "\(below.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: elsewhere.path)) == [])
    }

    @Test func sourceIsFoundBesideTheScriptFromAnyWorkingDirectory() throws {
        let dir = try Binary.directory([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let scripts = dir.appendingPathComponent("scripts/nested")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try Data("source parts/lib.tsh\nshow price\n".utf8).write(to: scripts.appendingPathComponent("main.tsh"))
        try FileManager.default.createDirectory(
            at: scripts.appendingPathComponent("parts"), withIntermediateDirectories: true)
        try Data("source more.tsh\n".utf8).write(to: scripts.appendingPathComponent("parts/lib.tsh"))
        try Data("set price 4.5\n".utf8).write(to: scripts.appendingPathComponent("parts/more.tsh"))
        for (cwd, path) in [
            (dir, "scripts/nested/main.tsh"), (scripts, "main.tsh"),
            (scripts.appendingPathComponent("parts"), "../main.tsh"),
        ] {
            let r = try Binary.run([path], cwd: cwd)
            #expect(r.status == 0 && r.stdout == "$4.50\n", "from \(cwd.path) as \(path): \(r.stderr)")
        }
    }
}
