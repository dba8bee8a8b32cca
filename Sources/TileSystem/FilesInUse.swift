#if canImport(Glibc)
    import Glibc
#endif

/// The files a run or session is reading (opened, sourced, loaded, the running script, the
/// lesson files of the run), which no output may replace: `SafeFile` refuses to write over any
/// of them. A file is known by device and inode, not by the text of its path, so `./C.swift`, a
/// symlink and a hard link are the same file; its path is looked at again at each check, so a
/// file an editor saved anew (a new inode) is still the one in use.
///
/// Example: `inUse.add("Counter.swift", why: "the session has it open")`
package struct FilesInUse: Sendable {
    struct Entry: Sendable {
        var path: [UInt8]
        var why: String
        var identity: FileIdentity?
    }
    private var entries: [Entry] = []
    /// Which entry each identity belongs to, so that a path added again (a `source` run a
    /// million times) costs one look-up.
    private var seen: [FileIdentity: Int] = [:]

    package init() {}

    /// Nothing in use: every write is allowed.
    package static let none = FilesInUse()

    /// `path` (as the run opened it) is being read; `why` says so in the refusal ("the session
    /// has it open").
    package mutating func add(_ path: String, why: String) { add(pathBytes: Array(path.utf8), why: why) }

    package mutating func add(pathBytes path: [UInt8], why: String) {
        let identity = FileIdentity(path: path)
        if let identity {
            guard seen[identity] == nil else { return }
            seen[identity] = entries.count
        } else if entries.contains(where: { $0.path == path }) {
            return
        }
        entries.append(Entry(path: path, why: why, identity: identity))
    }

    /// The regular file open as `fd` (a script redirected to standard input) is being read.
    package mutating func add(fd: Int32, why: String) {
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return }
        let identity = FileIdentity(st)
        guard seen[identity] == nil else { return }
        seen[identity] = entries.count
        entries.append(Entry(path: [], why: why, identity: identity))
    }

    /// Every file of `other` is in use here too.
    package mutating func add(_ other: FilesInUse) {
        for e in other.entries {
            if let identity = e.identity, seen[identity] != nil { continue }
            if let identity = e.identity { seen[identity] = entries.count }
            entries.append(e)
        }
    }

    /// Why the file with this identity must not be written over, or nil when it may be.
    package func reason(for identity: FileIdentity) -> String? {
        if let i = seen[identity] { return entries[i].why }
        // NB: the path again, as it is now: an editor's save puts a new inode at the same name.
        return entries.first { !$0.path.isEmpty && FileIdentity(path: $0.path) == identity }?.why
    }

    package var isEmpty: Bool { entries.isEmpty }
}

/// A file's device and inode: what makes two names the same file.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(_ st: stat) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }

    /// The identity of the file at `path`, links followed; nil when there is none.
    package init?(path: [UInt8]) {
        var st = stat()
        guard SafeFile.withC(path, { stat($0, &st) }) == 0 else { return nil }
        self.init(st)
    }

    /// The identity of the open file `fd`.
    package init?(fd: Int32) {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        self.init(st)
    }
}

extension FileError {
    /// The refusal of an output that would replace a file being read:
    /// "refusing to write over Counter.swift: the session has it open; choose another name".
    package static func inUse(_ shown: String, why: String) -> FileError {
        var e = FileError(message: "refusing to write over \(shown): \(why); choose another name")
        e.code = EBUSY
        e.standsAlone = true
        return e
    }

    /// The message after `context` ("cannot save to 'D.swift'"), or alone when it says
    /// everything itself (a refusal to write over a file in use).
    package func explained(_ context: String) -> String { standsAlone ? message : context + ": " + message }
}
