import Foundation
import StandInSupport
import SwiftLesson
import Testing

@testable import TileShell

/// Runs a script in a fresh standard session, as `Run` does, and lists what it drew the way the
/// shell will record it for `export`.
struct ExportRun {
    var shell = Shell(environment: environment())
    var errors: [String] = []

    init(_ script: String) { run(script) }

    /// Runs more of the script.
    mutating func run(_ script: String) {
        for text in script.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            let outcome = shell.run(SourceLine(source: "<test>", lineNumber: lines, text: String(text))) { _ in }
            if case .failed(let d, _) = outcome { errors.append(d.formatted()) }
        }
    }

    private var lines = 0

    /// `file` opened, as `open <path>` opens it (the edge reads the file and hands it over).
    mutating func open(_ path: String, _ text: String) {
        let line = SourceLine(source: "<test>", lineNumber: lines + 1, text: "open " + path)
        guard let command = try? Parser.parse(line, table: shell.commands).first else {
            errors.append("cannot parse 'open \(path)'")
            return
        }
        let report = shell.addSwift(SourceFile(path: path, text: text), opened: true, by: command) { _ in }
        if report.failed { errors.append("'\(path)' did not open") }
    }

    /// What the shell recorded of what it drew, as `export <file>.swift` reads it.
    var drawn: [DrawnCommand] { shell.drawings.drawings.compactMap(DrawnCommand.init) }

    func export(mainView: String = "ContentView") -> String {
        SwiftSourceExport.generate(shell: shell, mainView: mainView)
    }
}

/// Checks Swift source with the real compiler against the SwiftUI stand-in in
/// Tests/SwiftUIStandIn, and with swift-format's default configuration.
enum SwiftCheck {
    typealias Failure = SwiftUIStandIn.Failure

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The compiler's errors and warnings for `source`, or "" when it type-checks cleanly.
    static func typecheck(_ source: String, swiftVersion: String = "5") throws -> String {
        let module = try SwiftUIStandIn.module.get()
        let file = try temporaryFile(source, name: "Export.swift")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = run([
            "swiftc", "-typecheck", "-swift-version", swiftVersion, "-I", module.path, file.path,
        ])
        return status == 0 && output.isEmpty ? "" : "exit \(status)\n" + output
    }

    /// swift-format's default configuration, as this toolchain's swift-format dumps it.
    static let defaultConfiguration: Result<URL, Failure> = {
        let (status, output) = run(["swift", "format", "dump-configuration"])
        guard status == 0, let file = try? temporaryFile(output, name: "default.swift-format") else {
            return .failure(Failure(description: "swift format dump-configuration failed:\n\(output)"))
        }
        return .success(file)
    }()

    /// `swift format lint --strict` findings for `source` under the default configuration.
    static func lint(_ source: String) throws -> String {
        let configuration = try defaultConfiguration.get()
        let file = try temporaryFile(source, name: "Export.swift")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = run([
            "swift", "format", "lint", "--strict", "--configuration", configuration.path, file.path,
        ])
        return status == 0 && output.isEmpty ? "" : output
    }

    static func temporaryFile(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func run(_ arguments: [String]) -> (Int32, String) { SwiftUIStandIn.run(arguments) }
}
