#if canImport(Glibc)
    import Glibc
#endif

/// A fresh private folder for one transcript's files (under `$TMPDIR` when that is absolute,
/// else /tmp), removed with what it holds by `remove()`.
///
/// Example: `let work = try WorkFolder.make().get(); defer { work.remove() }`
package struct WorkFolder {
    package let path: String

    /// Makes the folder (mode 0700, a random name).
    package static func make(environment: [String: String]) -> Result<WorkFolder, FileError> {
        let tmp = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((tmp + "/tileshell-transcript-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return .failure(FileError(errno: errno)) }
        return .success(WorkFolder(path: String(cString: made)))
    }

    /// Removes the folder and everything in it. Links are removed, never followed.
    package func remove() { Self.remove(Array(path.utf8CString), depth: 0) }

    /// NB: commands write only files, so the depth bound is never reached by a transcript; it
    /// keeps the recursion finite whatever else put into the folder while it ran. Names are
    /// kept as bytes, so a name that is not UTF-8 is removed too.
    private static func remove(_ path: [CChar], depth: Int) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        if depth < 64, let dir = opendir(path) {
            var names: [[CChar]] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
                }
                if name != [46] && name != [46, 46] { names.append(name) }
            }
            closedir(dir)
            let prefix = path.dropLast() + [47]
            for name in names { remove(Array(prefix + name + [0]), depth: depth + 1) }
        }
        rmdir(path)
    }
}
