#if canImport(Glibc)
    import Glibc
#endif

/// Whole-file reads and atomic writes, with errors as text for diagnostics.
public enum FileIO {
    /// The largest file read whole (session files, transcripts): 64 MiB.
    public static let maxFileBytes = 64 << 20

    /// The file's bytes as UTF-8 text (invalid bytes replaced), or why it could not be read.
    public static func read(_ path: String) -> Result<String, FileError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(FileError(errno: errno)) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(FileError(message: "it is a directory"))
        }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(errno: errno))
            }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if data.count > maxFileBytes {
                return .failure(FileError(message: "it is larger than \(maxFileBytes >> 20) MiB (the limit)"))
            }
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// Writes a file so that readers see the old or the new contents, never a mix: a temporary
    /// file beside it, fsync, rename over the old one, fsync the directory.
    public static func writeAtomically(_ path: String, _ text: String, mode: mode_t = 0o644) -> Result<Void, FileError>
    {
        writeAtomically(path, bytes: Array(text.utf8), mode: mode)
    }

    /// `writeAtomically(_:_:mode:)` for bytes that need not be text (a PNG).
    public static func writeAtomically(_ path: String, bytes: [UInt8], mode: mode_t = 0o644) -> Result<Void, FileError>
    {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { return .failure(FileError(errno: errno)) }
        let written = FileOutput(fd: fd).write(bytes)
        let synced = written && fsync(fd) == 0
        let code = errno
        close(fd)
        guard synced else {
            unlink(temporary)
            return .failure(FileError(errno: code))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            return .failure(FileError(errno: code))
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let dfd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
        return .success(())
    }
}

/// Why a file operation failed, in the words of strerror.
public struct FileError: Error, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
    public init(errno code: Int32) { message = String(cString: strerror(code)) }
}
