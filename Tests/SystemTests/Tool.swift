import Foundation
import ProcessCapture
import Testing

/// Runs a program of the system, or the built tileshell, and captures what it did.
enum Tool {
    typealias Result = Captured

    static var packageRoot: URL { ProcessCapture.packageRoot }

    /// TILESHELL_BIN (set by Scripts/test), else the debug build next to the package.
    static var tileshell: String { ProcessCapture.tileshell }

    /// A PATH where `tileshell` is the built binary, for scripts that call it back.
    static var path: String { URL(fileURLWithPath: tileshell).deletingLastPathComponent().path + ":/usr/bin:/bin" }

    /// The tool's full path, or nil (and a failed expectation naming the package) when it is missing:
    /// Scripts/test installs these, so a missing one is a failure, not a skip.
    static func require(_ name: String, package: String) -> String? {
        for dir in ["/usr/bin", "/bin", "/usr/local/bin"]
        where FileManager.default.isExecutableFile(atPath: dir + "/" + name) {
            return dir + "/" + name
        }
        Issue.record("\(name) is missing: install Debian's \(package) (./Scripts/test does)")
        return nil
    }

    /// Runs `executable` in `cwd` with a clean environment (HOME and XDG folders in `home`) plus `environment`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], cwd: URL? = nil,
        home: URL? = nil
    ) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let home = home ?? FileManager.default.temporaryDirectory
        var env = [
            "PATH": path, "LANG": "C.UTF-8", "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/.config",
            "XDG_DATA_HOME": home.path + "/.local/share", "XDG_STATE_HOME": home.path + "/.local/state", "TERM": "dumb",
        ]
        env.merge(environment) { $1 }
        p.environment = env
        if let cwd { p.currentDirectoryURL = cwd }
        return try ProcessCapture.run(p)
    }

    /// What the built tileshell prints for these arguments (a failed expectation when it fails).
    static func tileshellOutput(_ arguments: [String]) throws -> String {
        let r = try run(tileshell, arguments)
        #expect(r.status == 0, "tileshell \(arguments.joined(separator: " ")): \(r.stderr)")
        return r.stdout
    }
}

/// A fresh folder for one test, removed afterwards.
final class Folder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tileshell-system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
