#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a file descriptor in chunks, holding only the current line: a million-line
/// script runs in constant memory. Line ends may be LF or CRLF; a last line without a newline
/// is still a line. Bytes are decoded as UTF-8, invalid sequences replaced with U+FFFD.
package struct LineReader: ~Copyable {
    let fd: Int32
    var buffer: [UInt8]
    var start = 0
    var end = 0
    var atEOF = false
    /// The last line was cut at the limit: the next call skips the rest of it first.
    var skipping = false
    /// No line has been handed on yet: the first one loses a byte order mark.
    var atFirstLine = true
    package private(set) var error: Int32 = 0

    package init(fd: Int32, chunkSize: Int = 64 * 1024) {
        self.fd = fd
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// The next line without its line end, or nil at end of input (or on a read error, which
    /// is then in `error`). A line longer than `limit` bytes is handed on cut there as soon as it
    /// passes it, and the next call skips the rest of it: a line may never end (`/dev/zero`, a
    /// FIFO), so its error must come without waiting for its end. A rest longer than
    /// `maxSkippedBytes` ends the input with `error` EFBIG.
    package mutating func next(limit: Int = 1 << 20) -> String? {
        guard atFirstLine else { return nextLine(limit: limit) }
        atFirstLine = false
        // NB: editors on Windows start a UTF-8 file with U+FEFF; it is no part of the first command.
        guard let line = nextLine(limit: limit) else { return nil }
        guard line.unicodeScalars.first == "\u{FEFF}" else { return line }
        return String(line.unicodeScalars.dropFirst())
    }

    private mutating func nextLine(limit: Int) -> String? {
        if skipping { skipRestOfLine() }
        var long: [UInt8] = []
        while true {
            if let nl = newline() {
                let piece = buffer[start..<nl]
                start = nl + 1
                if long.isEmpty { return Self.decode(piece) }
                long.append(contentsOf: piece)
                return Self.decode(long[...])
            }
            if atEOF {
                if start == end && long.isEmpty { return nil }
                long.append(contentsOf: buffer[start..<end])
                start = end
                return Self.decode(long[...])
            }
            // Keep the partial line, then read more.
            long.append(contentsOf: buffer[start..<end])
            start = 0
            end = 0
            if long.count > limit {
                long.removeLast(long.count - limit - 1)
                skipping = true
                return Self.decode(long[...])
            }
            fill()
        }
    }

    /// The most bytes skipped after a line cut at the limit before the input is given up
    /// (README "Limits"): as much as a file `load` reads whole.
    package static let maxSkippedBytes = 64 << 20

    /// Skips to the end of a line that was cut, or ends the input past `maxSkippedBytes`.
    private mutating func skipRestOfLine() {
        skipping = false
        var skipped = 0
        while true {
            if let nl = newline() {
                start = nl + 1
                return
            }
            skipped += end - start
            start = 0
            end = 0
            if atEOF { return }
            if skipped > Self.maxSkippedBytes {
                error = EFBIG
                atEOF = true
                return
            }
            fill()
        }
    }

    /// Reads the next chunk into the empty buffer; at end of input, on an error or a Ctrl-C,
    /// sets `atEOF` instead.
    private mutating func fill() {
        guard Interrupts.waitReadable(fd) else {
            atEOF = true
            return
        }
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR && !Interrupts.pending { return }
            if errno != EINTR { error = errno }
            atEOF = true
        } else if n == 0 {
            atEOF = true
        } else {
            end = n
        }
    }

    /// The index of the next LF in the buffer, if any. NB: `memchr`, which reads many bytes at a
    /// time, where `firstIndex(of:)` reads one (BENCHMARKS.md, "Replay").
    private func newline() -> Int? {
        guard start < end else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    package static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var b = bytes
        if b.last == 0x0D { b = b.dropLast() }
        return String(decoding: b, as: UTF8.self)
    }
}
