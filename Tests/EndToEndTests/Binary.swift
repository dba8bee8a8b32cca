import Foundation
import Testing

/// Runs the built `tileshell` binary and captures what it did.
struct Binary {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// TILESHELL_BIN (set by Scripts/test), else the debug build next to the package.
    static var path: String {
        if let p = ProcessInfo.processInfo.environment["TILESHELL_BIN"], !p.isEmpty { return p }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/tileshell").path
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Runs with arguments and optional standard input, in a clean environment (no colour
    /// variables, en_US) unless `environment` adds to it.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], cwd: URL? = nil)
        throws -> Result
    {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "HOME": NSTemporaryDirectory()]
        env.merge(environment) { $1 }
        p.environment = env
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        return finish(p, out: out, err: err)
    }

    /// Waits for a started process, reading both pipes concurrently so a large output cannot
    /// deadlock.
    static func finish(_ p: Process, out: Pipe, err: Pipe) -> Result {
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: p.terminationStatus)
    }

    /// A temporary directory holding the given files.
    static func directory(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }
}
