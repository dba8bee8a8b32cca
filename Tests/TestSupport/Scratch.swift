import Foundation

/// A fresh folder for one test, removed with what it holds afterwards, and small file helpers.
package final class Scratch {
    package let path: String

    package init() throws {
        var template = Array("/tmp/tileshell-unit-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    package func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    package func write(_ name: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws -> String {
        let full = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        chmod(full, mode)
        return full
    }

    package func read(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { Array($0) }
    }

    package func mode(_ name: String) -> mode_t {
        var st = stat()
        return stat(file(name), &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    /// The names in the folder, sorted (hidden ones included).
    package func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Runs a shell command line in this folder; its status.
    @discardableResult
    package func sh(_ command: String) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.currentDirectoryURL = URL(fileURLWithPath: path)
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
