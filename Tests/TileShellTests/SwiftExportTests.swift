import Foundation
import Testing

@testable import TileShell

/// `export <file>.swift`: the generated SwiftUI source type-checks against the stand-in, passes
/// swift-format's default lint, and follows the seeds' patterns.
@Suite struct SwiftExportTests {
    static let examples = SwiftCheck.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/examples")

    static func seed(_ name: String) throws -> ExportRun {
        let script = try String(contentsOf: examples.appendingPathComponent(name + ".tsh"), encoding: .utf8)
        let run = ExportRun(script)
        #expect(run.errors.isEmpty)
        return run
    }

    /// Type-checks and lints `source`, failing on any error or warning from either.
    static func expectCompiles(
        _ source: String, swiftVersion: String = "5", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let compiler = try SwiftCheck.typecheck(source, swiftVersion: swiftVersion)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)", sourceLocation: sourceLocation)
        let lint = try SwiftCheck.lint(source)
        #expect(lint == "", "swift format lint:\n\(lint)\n---\n\(source)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["seed1-tiles", "seed2-item-card", "seed3-enum-picker"])
    func seedExportCompiles(name: String) throws {
        let source = try Self.seed(name).export()
        try Self.expectCompiles(source)
        assertSnapshot(source, named: "swift-export-\(name).swift.txt")
    }
}
