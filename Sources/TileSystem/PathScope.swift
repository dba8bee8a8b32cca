#if canImport(Glibc)
    import Glibc
#endif

/// How the relative file names that commands give (`source`, `load`, `save`, `record`,
/// `export`) become files, and what diagnostics call them.
///
/// Example: `PathScope.transcript(folder: "Tests/transcripts", work: "/tmp/tileshell-t-1")
/// .place(of: "lib.tsh", from: "seed1-tiles.t", for: .read)`
package enum PathScope: Equatable, Sendable {
    /// Scripts, `-c`, standard input and the prompt: a name is relative to the folder of the
    /// script that gives it, or to the working directory for sources such as `<stdin>`.
    case direct
    /// A transcript: names are relative to the transcript, which is known by its file name.
    /// A read looks in `work` first (what the transcript wrote), then in `folder` (the
    /// transcript's own; empty for the working directory); a write goes to `work`, and may not
    /// climb out of it with `..`.
    case transcript(folder: String, work: String)

    package enum Access: Sendable { case read, write }

    /// A file a command names: `path` to open, `name` for diagnostics and for resolving the
    /// names a sourced file gives in turn.
    package struct Place: Equatable, Sendable {
        package var path: String
        package var name: String
    }

    /// Where `path`, given by a line from `source`, leads; nil for a transcript's write that
    /// would leave its working folder.
    package func place(of path: String, from source: String, for use: Access) -> Place? {
        switch self {
        case .direct:
            if path.hasPrefix("/") || source.hasPrefix("<") { return Place(path: path, name: path) }
            guard let slash = source.lastIndex(of: "/") else { return Place(path: path, name: path) }
            let joined = String(source[...slash]) + path
            return Place(path: joined, name: joined)
        case .transcript(let folder, let work):
            let folderOfSource = source.hasPrefix("<") ? "" : Self.folder(of: source)
            let joined = path.hasPrefix("/") ? path : folderOfSource + path
            // NB: an absolute name (given, or reached through a sourced file named absolutely)
            // is a real path, used as it is.
            if joined.hasPrefix("/") { return Place(path: joined, name: joined) }
            let name = Self.normalized(joined)
            let climbs = name == ".." || name.hasPrefix("../")
            switch use {
            case .write:
                return climbs ? nil : Place(path: work + "/" + name, name: name)
            case .read:
                if !climbs && access(work + "/" + name, F_OK) == 0 {
                    return Place(path: work + "/" + name, name: name)
                }
                return Place(path: folder.isEmpty ? name : folder + "/" + name, name: name)
            }
        }
    }

    /// `name` (relative to the working directory, or absolute) as a session file at `file`
    /// names it: relative to `file`'s folder, so that the two can move together. An absolute
    /// `name` stays absolute, and so does one a relative path cannot reach (`file`'s folder
    /// climbs out with `..`, or one of them is absolute and the other not).
    ///
    /// Example: `PathScope.relative("w/Counter.swift", toFolderOf: "w/sub/s.tss")` is `../Counter.swift`.
    package static func relative(_ name: String, toFolderOf file: String) -> String {
        let folderParts = normalized(folder(of: file)).split(separator: "/").filter { $0 != "." }
        if name.hasPrefix("/") {
            guard file.hasPrefix("/") else { return name }
            let nameParts = normalized(name).split(separator: "/")
            return relative(parts: nameParts, from: folderParts) ?? name
        }
        let nameParts = normalized(name).split(separator: "/")
        if file.hasPrefix("/") || folderParts.contains("..") || nameParts.contains("..") {
            return absolute(name)
        }
        return relative(parts: nameParts, from: folderParts) ?? absolute(name)
    }

    /// The path from the folder `from` to `parts`, both split the same way.
    private static func relative(parts: [Substring], from: [Substring]) -> String? {
        var common = 0
        while common < from.count && common < parts.count - 1 && from[common] == parts[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let result = (up + parts[common...].map(String.init)).joined(separator: "/")
        return result.isEmpty ? nil : result
    }

    /// A relative name made absolute from the working directory (unchanged when that is unknown).
    private static func absolute(_ name: String) -> String {
        guard let cwd = getcwd(nil, 0) else { return name }
        defer { free(cwd) }
        let folder = String(cString: cwd)
        return (folder == "/" ? "" : folder) + "/" + normalized(name)
    }

    /// The folder part of a name, with its trailing slash; empty for a bare file name.
    static func folder(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[...slash])
    }

    /// A relative name without `.` parts, empty parts or `x/..` pairs; leading `..` stay.
    static func normalized(_ name: String) -> String {
        var parts: [Substring] = []
        for part in name.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
