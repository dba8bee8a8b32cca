#if canImport(Glibc)
    import Glibc
#endif

/// A fresh directory under /tmp for one test (its HOME and history), removed with what it holds
/// when the test is done.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/tileshell-pty-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw HarnessError("mkdtemp failed") }
        path = String(cString: made)
    }

    deinit { Self.remove(path) }

    /// The history file the shell keeps under this HOME (XDG_STATE_HOME=<path>/state).
    var historyPath: String { path + "/state/tileshell/history" }

    /// Writes a file (creating its directories).
    func write(_ text: String, to relative: String, mode: mode_t = 0o644) throws {
        let full = path + "/" + relative
        var prefix = ""
        for part in full.split(separator: "/").dropLast() {
            prefix += "/" + part
            mkdir(prefix, 0o700)
        }
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw HarnessError("cannot write \(full)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw HarnessError("short write to \(full)")
        }
    }

    /// A file's text, or nil when it cannot be read.
    func read(_ full: String) -> String? {
        let fd = open(full, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The lines of the history file.
    var historyLines: [String] {
        (read(historyPath) ?? "").split(separator: "\n").map(String.init)
    }

    private static func remove(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR { chmod(path, 0o700) }
        if st.st_mode & S_IFMT == S_IFDIR, let dir = opendir(path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { remove(path + "/" + name) }
            }
            closedir(dir)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
