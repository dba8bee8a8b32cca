#if canImport(Glibc)
    import Glibc
#endif

/// The scratch folder file commands run in: made once per process under the temporary folder,
/// emptied before each input (so that an input's result does not depend on the ones before it),
/// and removed at exit.
///
/// Every path an input names is confined to it: an entry naming an absolute path, `~`, a `..`
/// part or a PNG (whose rasterizer is a process per input) is not run here, and every file the
/// runner is about to touch is asserted to be inside.
final class Sandbox {
    nonisolated(unsafe) static let shared = Sandbox()

    /// The folder, absolute and without links (`realpath`), without a trailing slash.
    let path: String

    private init() {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/tileshell-fuzz-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template), let real = realpath(made, nil) else {
            fatalError("fuzz: cannot make a scratch folder under \(base)")
        }
        path = String(cString: real)
        free(real)
        // NB: at a normal exit (a replay, the end of a run); after a crash the script removes it.
        atexit { Sandbox.shared.remove() }
    }

    /// Removes the folder and what it holds, quietly (it runs at exit).
    func remove() {
        for name in names() where unlink(path + "/" + name) != 0 { rmdir(path + "/" + name) }
        rmdir(path)
    }

    /// Removes what the last input left (files, and empty folders if a command ever makes one).
    func empty() {
        guard let names = entries() else { fail("the scratch folder \(path) is gone") }
        for name in names where unlink(path + "/" + name) != 0 && rmdir(path + "/" + name) != 0 {
            fail("cannot empty the scratch folder: \(name)")
        }
    }

    /// Writes `bytes` as `name` in the folder.
    func write(_ name: String, _ bytes: [UInt8]) {
        let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { fail("cannot write \(name) in the scratch folder") }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { fail("cannot write \(name) in the scratch folder") }
            done += n
        }
    }

    /// The file's bytes, or nil when it is not there.
    func read(_ name: String) -> [UInt8]? {
        let fd = open(path + "/" + name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[..<n]
        }
        return bytes
    }

    /// The names in the folder, sorted.
    func names() -> [String] { (entries() ?? []).sorted() }

    /// The folder's entries but `.` and `..`, in the order the system lists them; nil when it is gone.
    private func entries() -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether a name a command gives stays in the folder when resolved against it.
    static func staysInside(_ name: String) -> Bool {
        if name.hasPrefix("/") || name.hasPrefix("~") || name.utf8.contains(0) { return false }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return false }
        // NB: exporting a PNG starts rsvg-convert, a process per input; its SVG is drawn without it.
        return !name.lowercased().contains("png")
    }

    /// The assertion: a resolved path the runner touches is a file in the folder.
    func assertInside(_ resolved: String, what: String) {
        let prefix = path + "/"
        guard resolved.hasPrefix(prefix), Self.staysInside(String(resolved.dropFirst(prefix.count))) else {
            fail("\(what) touched '\(resolved)', outside the scratch folder \(path)")
        }
    }
}
