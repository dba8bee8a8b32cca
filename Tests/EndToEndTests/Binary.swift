import Foundation
import ProcessCapture
import Testing

/// Runs the built `tileshell` binary and captures what it did.
struct Binary {
    typealias Result = Captured

    /// TILESHELL_BIN (set by Scripts/test), else the debug build next to the package.
    static var path: String { ProcessCapture.tileshell }

    static var packageRoot: URL { ProcessCapture.packageRoot }

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
        // NB: standard input is always a pipe (at its end when there is no `stdin`).
        return try ProcessCapture.run(p, stdin: stdin ?? "")
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
