import Foundation
import Testing
import TileFormat
import TileRender

@testable import TileShell

/// A fixed moment so relative dates are reproducible: 2026-11-29T12:00:00Z.
let fixedNow = Instant(seconds: 1_795_953_600)

func environment(width: Int = 80, depth: ColorDepth = .none, locale: String = "en_US") -> Environment {
    Environment(width: width, colorDepth: depth, now: fixedNow, locale: locale, formatter: FoundationFormatting())
}

/// Runs script text line by line in a fresh standard session; returns stdout and the diagnostics.
struct Run {
    var output = ""
    var errors: [String] = []
    var shell: Shell

    init(_ script: String, width: Int = 80, depth: ColorDepth = .none, shell: Shell? = nil) {
        self.shell = shell ?? Shell(environment: environment(width: width, depth: depth))
        var n = 0
        for text in script.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            var bytes: [UInt8] = []
            let outcome = self.shell.withoutChooser(
                self.shell.run(SourceLine(source: "<test>", lineNumber: n, text: String(text))) { bytes += $0 })
            output += String(decoding: bytes, as: UTF8.self)
            if case .failed(let d, _) = outcome { errors.append(d.formatted()) }
        }
    }

    func value(_ name: String) -> Value? { shell.session.binding(named: name[...])?.value }
}

/// Compares text with `Snapshots/<name>`; writes the file when missing or when
/// RECORD_SNAPSHOTS is set (swift-argument-parser's convention).
/// NB: the folder is found from this file, not the caller's, since the tests sit in folders of
/// their own beside it.
func assertSnapshot(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = dir.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
        #expect(
            actual == expected, "snapshot \(name) differs; RECORD_SNAPSHOTS=1 ./Scripts/test re-records",
            sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    if !record {
        Issue.record("recorded missing snapshot \(name); check it and commit it", sourceLocation: sourceLocation)
    }
}
