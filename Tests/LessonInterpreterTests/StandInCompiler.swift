import Foundation

/// swiftc against the SwiftUI stand-in in Tests/SwiftUIStandIn: the module built once per run
/// into a folder named after the hash of its source, and many calls type-checked in one file.
enum StandInCompiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let isAvailable = run(["swiftc", "--version"]).status == 0

    static let standInSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SwiftUIStandIn/SwiftUI.swift")

    static let module: Result<URL, Failure> = {
        guard let source = try? Data(contentsOf: standInSource) else {
            return .failure(Failure(description: "cannot read \(standInSource.path)"))
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tileshell-swiftui-standin-" + String(hash, radix: 16))
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) {
            return .success(folder)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-standin-\(UUID())")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let built = run([
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module-path",
            scratch.appendingPathComponent("SwiftUI.swiftmodule").path, standInSource.path,
        ])
        guard built.status == 0 else { return .failure(Failure(description: built.output)) }
        // NB: a rename, so a concurrent run never sees a half-written module; the loser keeps the winner's.
        if (try? FileManager.default.moveItem(at: scratch, to: folder)) == nil {
            try? FileManager.default.removeItem(at: scratch)
        }
        return .success(folder)
    }()

    /// For each call, alone in a view's body at column 9 as `CallSignatureTests.source` writes
    /// it, swiftc's first error as `4:15: error: …` (its line as in that file), or nil.
    static func firstErrors(_ calls: [String]) throws -> [String?] {
        let folder = try module.get()
        var text = "import SwiftUI\n"
        for (n, call) in calls.enumerated() {
            text += "struct V\(n): View {\n    var body: some View {\n        \(call)\n    }\n}\n"
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-calls-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Calls.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let checked = run([
            "swiftc", "-typecheck", "-diagnostic-style", "llvm", "-I", folder.path, file.path,
        ])
        var first = [String?](repeating: nil, count: calls.count)
        for line in checked.output.split(separator: "\n") where line.hasPrefix(file.path + ":") {
            let fields = line.dropFirst(file.path.utf8.count + 1).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let number = Int(fields[0]), fields[2].hasPrefix(" error: ") else { continue }
            // NB: call n is on line 4 + 5n; a generic parameter left uninferred is a follow-on
            // of the call's own error, which swiftc may print before it.
            let (row, offset) = (number - 4).quotientAndRemainder(dividingBy: 5)
            guard offset == 0, row >= 0, row < calls.count, first[row] == nil,
                !fields[2].contains("could not be inferred")
            else { continue }
            first[row] = "4:\(fields[1]):\(fields[2])"
        }
        return first
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
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
