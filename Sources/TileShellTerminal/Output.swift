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

/// Facts about the terminal, read at the edge and passed inward as values.
public enum TerminalFacts {
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The window's width in columns, if `fd` is a terminal that knows it.
    public static func width(_ fd: Int32) -> Int? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return nil }
        return Int(ws.ws_col)
    }

    /// The process environment as a dictionary.
    public static func environment() -> [String: String] {
        var out: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { out[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return out
    }
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

    public init(fd: Int32) { target = .file(FileOutput(fd: fd)) }

    /// A sink that keeps what is written, for `bytes`.
    public init() { target = .memory }

    /// False when the reader has gone (EPIPE) or the write failed otherwise.
    @discardableResult
    public func write(_ data: [UInt8]) -> Bool {
        switch target {
        case .file(let f): return f.write(data)
        case .memory:
            bytes.append(contentsOf: data)
            return true
        }
    }

    @discardableResult
    public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Empties a memory sink.
    public func reset() { bytes.removeAll(keepingCapacity: true) }
}
