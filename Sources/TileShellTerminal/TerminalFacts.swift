#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the terminal, read at the edge and passed inward as values.
public enum TerminalFacts {
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The window's width in columns, if `fd` is a terminal that knows it.
    /// At most 10 000, the largest width `--width` accepts.
    public static func width(_ fd: Int32) -> Int? { Terminal.size(fd).map { min($0.columns, 10_000) } }

    /// The process environment as a dictionary.
    public static func environment() -> [String: String] {
        // NB: sized once, not grown (and rehashed) entry by entry.
        var count = 0
        while environ[count] != nil { count += 1 }
        var out: [String: String] = Dictionary(minimumCapacity: count)
        var p = environ
        while let entry = p.pointee {
            // NB: split at the byte: finding "=" among `Character`s cost more than the rest of start-up.
            if let eq = strchr(entry, 0x3D) {
                let name = UnsafeBufferPointer(
                    start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: eq - entry)
                out[String(decoding: name, as: UTF8.self)] = String(cString: eq + 1)
            }
            p += 1
        }
        return out
    }
}
