#if canImport(Glibc)
    import Glibc
#endif

/// Writes bytes straight to a file descriptor, whole, retrying short writes and EINTR.
/// Each command's output is one call, so a reader at the other end of a pipe sees it at once.
public struct FileOutput: Sendable {
    public let fd: Int32
    public init(fd: Int32) { self.fd = fd }

    /// False when the reader has gone (EPIPE) or the write failed otherwise.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            guard var p = raw.baseAddress else { return true }
            var left = raw.count
            while left > 0 {
                let n = Glibc.write(fd, p, left)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                p += n
                left -= n
            }
            return true
        }
    }

    @discardableResult
    public func write(_ text: String) -> Bool { write(Array(text.utf8)) }
}

/// Where a runner's output goes: a file descriptor, or memory (transcript tests capture
/// standard output and standard error together, in order, as `2>&1` would).
public final class OutputSink: @unchecked Sendable {
    enum Target {
        case file(FileOutput)
        case memory
    }

    let target: Target
    /// What a memory sink has collected.
    public private(set) var bytes: [UInt8] = []
    /// Gather writes to a file descriptor into 64 KiB blocks (`flush()` sends the rest). Only
    /// for outputs nobody watches as they grow, such as a regular file or /dev/null: a pipe or a
    /// terminal gets each command's output at once.
    /// NB: like `pending`, read on every write and never during another access.
    @exclusivity(unchecked) public var batches = false
    // NB: written once per command, by one thread, never during another access: the run-time
    // exclusivity check was a third of a write's cost.
    @exclusivity(unchecked) var pending: [UInt8] = []
    static let batchBytes = 64 * 1024

    public init(fd: Int32) { target = .file(FileOutput(fd: fd)) }

    /// A sink that keeps what is written, for `bytes`.
    public init() { target = .memory }

    /// Set once a write to the file descriptor has failed (the reader has gone): later writes
    /// are dropped and return false.
    @exclusivity(unchecked) public private(set) var hasFailed = false
    /// Why the first failed write failed (an errno: EPIPE when the reader has gone), else 0.
    @exclusivity(unchecked) public private(set) var writeError: Int32 = 0

    private func noteFailure() {
        if !hasFailed { writeError = errno }
        hasFailed = true
    }

    /// False when the reader has gone (EPIPE) or the write failed otherwise.
    @discardableResult
    public func write(_ data: [UInt8]) -> Bool {
        switch target {
        case .file(let f):
            if hasFailed { return false }
            guard batches else {
                if !f.write(data) { noteFailure() }
                return !hasFailed
            }
            pending.append(contentsOf: data)
            return pending.count < Self.batchBytes || flush()
        case .memory:
            bytes.append(contentsOf: data)
            return true
        }
    }

    @discardableResult
    public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Empties a memory sink.
    public func reset() { bytes.removeAll(keepingCapacity: true) }

    /// Writes what batching has gathered; false when the write failed.
    @discardableResult
    public func flush() -> Bool {
        guard case .file(let f) = target, !pending.isEmpty else { return !hasFailed }
        if !hasFailed && !f.write(pending) { noteFailure() }
        pending.removeAll(keepingCapacity: true)
        return !hasFailed
    }

    /// Whether `fd` is an output nobody reads as it grows: a regular file, or a character device
    /// that is not a terminal (/dev/null).
    public static func isQuietSink(_ fd: Int32) -> Bool {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return false }
        let kind = st.st_mode & S_IFMT
        return kind == S_IFREG || (kind == S_IFCHR && isatty(fd) == 0)
    }
}
