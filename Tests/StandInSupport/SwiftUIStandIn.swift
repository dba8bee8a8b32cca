import Foundation

/// The SwiftUI stand-in (Tests/SwiftUIStandIn/SwiftUI.swift) as a module swiftc can import, and
/// the one way the tests run the toolchain's tools: what the export tests and the signature
/// tests type-check against.
public enum SwiftUIStandIn {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// Whether this machine has swiftc, so that a test that needs it can skip cleanly.
    public static let swiftcIsAvailable = run(["swiftc", "--version"]).status == 0

    public static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SwiftUIStandIn/SwiftUI.swift")

    /// The folder holding `SwiftUI.swiftmodule`, built once per test run into a folder named
    /// after the hash of its source, so a later run with the same stand-in reuses it.
    public static let module: Result<URL, Failure> = {
        guard let text = try? Data(contentsOf: source) else {
            return .failure(Failure(description: "cannot read \(source.path)"))
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tileshell-swiftui-standin-" + String(hash, radix: 16))
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) {
            return .success(folder)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-standin-\(UUID())")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let built = run([
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module-path",
            scratch.appendingPathComponent("SwiftUI.swiftmodule").path, source.path,
        ])
        guard built.status == 0, built.output.isEmpty else {
            return .failure(Failure(description: "the stand-in did not build cleanly:\n\(built.output)"))
        }
        // NB: a rename, so a concurrent run never sees a half-written module; the loser keeps the winner's.
        if (try? FileManager.default.moveItem(at: scratch, to: folder)) == nil {
            try? FileManager.default.removeItem(at: scratch)
        }
        return .success(folder)
    }()

    /// Runs a tool found on PATH; returns its status and its standard output and error together.
    public static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run \(arguments[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
