#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment, read at the edge and passed inward as a value.
package enum ProcessEnvironment {
    /// The process environment as a dictionary.
    package static func current() -> [String: String] {
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
