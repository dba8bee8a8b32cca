#if canImport(Glibc)
    import Glibc
#endif

/// Lists the paths that start with a prefix, for completing `source <file>`: the core's
/// `Completer` takes it as a function so that it stays pure.
///
/// `FileLister.list("Scripts/ex")` gives `[("Scripts/examples/", true)]`. Names starting with
/// `.` are listed only when the prefix's last part starts with one.
package enum FileLister {
    /// The most entries read from one directory.
    static let limit = 2_000

    package static func list(_ prefix: String) -> [(String, Bool)] {
        let slash = prefix.lastIndex(of: "/")
        let directory = slash.map { String(prefix[...$0]) } ?? ""
        let base = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(dir) }
        var out: [(String, Bool)] = []
        while out.count < limit, let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || !name.hasPrefix(base) { continue }
            if name.hasPrefix(".") && !base.hasPrefix(".") { continue }
            let path = directory + name
            var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) || entry.pointee.d_type == UInt8(DT_LNK) {
                isDirectory = FileIO.isDirectory(atPath: path)
            }
            out.append((isDirectory ? path + "/" : path, isDirectory))
        }
        return out.sorted { $0.0 < $1.0 }
    }
}
