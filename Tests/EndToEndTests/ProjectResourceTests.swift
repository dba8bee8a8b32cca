import Foundation
import Testing

/// `Bundle.main` in an app target: the JSON and text files an app bundles are the project's own
/// files of that name, found anywhere in the target; a link planted to a file outside the
/// project, or a name with a path in it, is never read.
struct ProjectResourceTests {
    static let app =
        "import SwiftUI\n\n@main\nstruct CrewApp: App {\n    var body: some Scene {\n        WindowGroup { ContentView() }\n    }\n}\n"

    static func view(_ resource: String) -> String {
        """
        import SwiftUI

        struct Member: Codable, Identifiable {
            let id: Int
            let name: String
        }

        struct ContentView: View {
            var body: some View {
                VStack { ForEach(load()) { Text($0.name) } }
            }

            func load() -> [Member] {
                guard let url = Bundle.main.url(forResource: "\(resource)", withExtension: nil) else {
                    fatalError("Failed to locate \(resource) in bundle.")
                }
                let data = try! Data(contentsOf: url)
                return try! JSONDecoder().decode([Member].self, from: data)
            }
        }

        #Preview { ContentView() }

        """
    }

    static func project(_ resource: String) throws -> URL {
        let dir = try Binary.directory([:])
        let files = [
            "Crew/Crew/CrewApp.swift": app, "Crew/Crew/ContentView.swift": view(resource),
            "Crew/Crew/Data/crew.json": #"[{"id": 1, "name": "Armstrong"}, {"id": 2, "name": "Aldrin"}]"#,
            "secret.json": #"[{"id": 9, "name": "Outside"}]"#,
        ]
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func aBundledJSONFileIsTheAppsData() throws {
        let dir = try Self.project("crew.json")
        let r = try Binary.run(["--width", "30", "Crew"], cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Armstrong") && r.stdout.contains("Aldrin"))
    }

    @Test func aLinkToAFileOutsideTheProjectIsNeverRead() throws {
        let dir = try Self.project("link.json")
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("Crew/Crew/link.json").path,
            withDestinationPath: dir.appendingPathComponent("secret.json").path)
        let r = try Binary.run(["--check", "Crew"], cwd: dir)
        #expect(r.status == 1)
        #expect(
            r.stdout.contains("error: the resource 'Crew/Crew/link.json' is not read: it is a symbolic link"),
            "\(r.stdout)")
        #expect(!r.stdout.contains("Outside"))
    }

    @Test func aNameWithAPathIsNotAResource() throws {
        let dir = try Self.project("../secret.json")
        let r = try Binary.run(["--width", "30", "Crew"], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: Fatal error: Failed to locate ../secret.json in bundle."), "\(r.stderr)")
        #expect(!r.stdout.contains("Outside"))
    }

    @Test func theSessionReadsTheResourcesOfTheTargetItOpened() throws {
        let dir = try Self.project("crew.json")
        let r = try Binary.run(["--width", "30"], stdin: "open Crew/Crew/ContentView.swift\n", cwd: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Armstrong") && r.stdout.contains("Aldrin"), "\(r.stdout)")
    }
}
