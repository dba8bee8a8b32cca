import Foundation
import ProcessCapture
import Testing

/// Runs a `/bin/sh` command line in a folder, with `$B` set to the binary: for redirections a
/// `Process` cannot express (closed descriptors, device nodes, `ulimit`).
enum Sh {
    static func run(_ script: String, in dir: URL) throws -> Binary.Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script]
        p.environment = [
            "PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "HOME": dir.path, "B": Binary.path,
            "XDG_STATE_HOME": dir.path + "/state",
        ]
        p.currentDirectoryURL = dir
        return try ProcessCapture.run(p)
    }

    /// Device nodes need root; CI runs as root, so a test that needs it fails rather than skips.
    static func requireRoot() -> Bool {
        let root = geteuid() == 0
        #expect(root, "this test makes device nodes with mknod: run it as root (CI does)")
        return root
    }

    static func bytes(_ url: URL) -> [UInt8] { (try? Array(Data(contentsOf: url))) ?? [] }
}
