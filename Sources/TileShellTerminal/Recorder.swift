#if canImport(Glibc)
    import Glibc
#endif

/// The file `record` appends each succeeded command to, one whole entry (its lines, as a
/// script holds them) per write. The first
/// failed append (a full disk, `RLIMIT_FSIZE`) is kept in `failure`, leaves no partial line
/// (see `SafeFile.append`), and stops further appends; the runner then reports it and closes.
final class Recorder {
    let fd: Int32
    /// The path as the user wrote it, for messages.
    let path: String
    private(set) var failure: FileError?

    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    func append(_ line: String) {
        guard failure == nil else { return }
        if case .failure(let e) = SafeFile.append(Array((line + "\n").utf8), to: fd) { failure = e }
    }
}
