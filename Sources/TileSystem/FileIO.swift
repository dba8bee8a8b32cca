#if canImport(Glibc)
    import Glibc
#endif

/// Whole-file reads, with errors as text for diagnostics (writes go through `SafeFile`).
package enum FileIO {
    /// The largest file read whole (session files, transcripts): 64 MiB, what `save` may write
    /// (`SessionFile.maxBytes`, a test keeps them equal; the language sits above this module).
    package static let maxFileBytes = 64 << 20

    /// The file's bytes as UTF-8 text (invalid bytes replaced), or why it could not be read.
    /// With `lineLimit`, reading stops once a line is longer: the text then ends with that line
    /// cut one byte past the limit, for the reader to report (a line may never end: `/dev/zero`).
    /// `maxBytes` bounds the whole (`maxFileBytes` unless given).
    package static func read(
        _ path: String, _ reading: FileReading, lineLimit: Int? = nil, maxBytes: Int = maxFileBytes
    ) -> Result<String, FileError> {
        let fd: Int32
        switch openForReading(path, reading) {
        case .success(let opened): fd = opened
        case .failure(let e): return .failure(e)
        }
        defer { close(fd) }
        return readBytes(fd, lineLimit: lineLimit, maxBytes: maxBytes).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Everything `fd` gives up to end of file (or to a line past `lineLimit`, cut one byte past
    /// it), or why it could not be read; more than `maxBytes` is an error.
    package static func readBytes(
        _ fd: Int32, lineLimit: Int? = nil, maxBytes: Int = maxFileBytes
    ) -> Result<[UInt8], FileError> {
        if isDirectory(fd) { return .failure(.isDirectory) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        /// Bytes since the last line end.
        var lineLength = 0
        while true {
            // NB: polled first, so that Ctrl-C (or `--preview`'s `q`) ends a wait on a FIFO.
            guard Interrupts.waitReadable(fd) else { return .failure(FileError(errno: EINTR)) }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                // NB: Ctrl-C ends a wait on a FIFO nobody writes to; other signals do not.
                if errno == EINTR && !Interrupts.pending { continue }
                return .failure(FileError(errno: errno))
            }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if let lineLimit {
                let lastBreak = buffer[0..<n].lastIndex(of: 0x0A)
                lineLength = lastBreak.map { n - 1 - $0 } ?? lineLength + n
                if lineLength > lineLimit {
                    data.removeLast(lineLength - lineLimit - 1)
                    return .success(data)
                }
            }
            if data.count > maxBytes { return .failure(.tooLarge(limit: maxBytes)) }
        }
        return .success(data)
    }

    /// Creates the missing directories of `path` (mode 0700), absolute or relative to the
    /// working folder; the error text, or nil.
    package static func makeDirectories(for path: String) -> String? {
        var prefix = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        for part in parts {
            prefix += prefix.isEmpty && !path.hasPrefix("/") ? String(part) : "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                return String(cString: strerror(errno))
            }
        }
        if !prefix.isEmpty && !FileIO.isDirectory(atPath: prefix) {
            return "'\(prefix)' is not a directory"
        }
        return nil
    }

    /// Whether `fd` is open on a directory.
    package static func isDirectory(_ fd: Int32) -> Bool {
        var st = stat()
        return fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` names a directory, following symbolic links.
    package static func isDirectory(atPath path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }

    /// What tells one version of a file from the next: its modification time, size and inode.
    package struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    /// `path`'s stamp now, following symbolic links; nil when it cannot be read.
    package static func stamp(_ path: String) -> Stamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Stamp(
            seconds: Int(st.st_mtim.tv_sec), nanoseconds: Int(st.st_mtim.tv_nsec), size: Int(st.st_size),
            inode: UInt(st.st_ino))
    }
}

/// Why a file operation failed, in the words of strerror.
public struct FileError: Error, Sendable {
    package var message: String
    /// The errno behind it, or 0.
    package var code: Int32 = 0
    /// The message needs no "cannot write 'x'" before it (see `explained`).
    package var standsAlone = false
    package init(message: String) { self.message = message }
    /// The refusal of a file longer than `limit` bytes: "it is larger than 1 MiB (the limit)".
    package static func tooLarge(limit: Int) -> FileError {
        var e = FileError(message: "it is larger than \(limit >> 20) MiB (the limit)")
        e.code = EFBIG
        return e
    }
    /// The one refusal of a directory where a file is wanted.
    package static let isDirectory: FileError = {
        var e = FileError(message: "it is a directory")
        e.code = EISDIR
        return e
    }()
    /// A symlink another user planted in a sticky, world-writable folder, which is not followed.
    package static func untrustedLink(_ link: [UInt8]) -> FileError {
        var e = FileError(
            message: "'\(ArgPath(bytes: link).shown)' is another user's symlink in a sticky, world-writable folder;"
                + " it is not followed")
        e.code = EACCES
        return e
    }
    package init(errno code: Int32) {
        message = String(cString: strerror(code))
        self.code = code
    }
}
