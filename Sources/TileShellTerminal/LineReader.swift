#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a file descriptor in chunks, holding only the current line: a million-line
/// script runs in constant memory. Line ends may be LF or CRLF; a last line without a newline
/// is still a line. Bytes are decoded as UTF-8, invalid sequences replaced with U+FFFD.
public struct LineReader: ~Copyable {
    let fd: Int32
    var buffer: [UInt8]
    var start = 0
    var end = 0
    var atEOF = false
    public private(set) var error: Int32 = 0

    public init(fd: Int32, chunkSize: Int = 64 * 1024) {
        self.fd = fd
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// The next line without its line end, or nil at end of input (or on a read error, which
    /// is then in `error`). Lines longer than `limit` bytes are cut there and the rest skipped.
    public mutating func next(limit: Int = 1 << 20) -> String? {
        var long: [UInt8] = []
        var overflowed = false
        while true {
            if let nl = newline() {
                let piece = buffer[start..<nl]
                start = nl + 1
                if long.isEmpty && !overflowed { return Self.decode(piece) }
                if !overflowed { long.append(contentsOf: piece) }
                return Self.decode(long[...])
            }
            if atEOF {
                if start == end && long.isEmpty && !overflowed { return nil }
                if !overflowed { long.append(contentsOf: buffer[start..<end]) }
                start = end
                return Self.decode(long[...])
            }
            // Keep the partial line, then read more.
            if !overflowed {
                long.append(contentsOf: buffer[start..<end])
                if long.count > limit {
                    long.removeLast(long.count - limit - 1)
                    overflowed = true
                }
            }
            start = 0
            end = 0
            guard Interrupts.waitReadable(fd) else {
                atEOF = true
                continue
            }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR && !Interrupts.pending { continue }
                if errno != EINTR { error = errno }
                atEOF = true
            } else if n == 0 {
                atEOF = true
            } else {
                end = n
            }
        }
    }

    /// The index of the next LF in the buffer, if any. NB: `memchr`, which reads many bytes at a
    /// time: `firstIndex(of:)` took a byte at a time, 125 instructions a command of a script.
    private func newline() -> Int? {
        guard start < end else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var b = bytes
        if b.last == 0x0D { b = b.dropLast() }
        return String(decoding: b, as: UTF8.self)
    }
}
