/// Names compared with the UTF-8 bytes of a token, read in place: what `String` equality says,
/// without making a `String` of the bytes.
extension String {
    /// Whether `bytes` spell this string as `==` has it: the same bytes, or (when either is not
    /// ASCII) a canonically equivalent spelling, such as `K` and the Kelvin sign (U+212A).
    func isSpelt(by bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let inPlace = utf8.withContiguousStorageIfAvailable { mine -> Bool? in
            if Self.sameBytes(mine, bytes) { return true }
            // NB: two ASCII spellings are equal only byte for byte.
            if Self.isASCII(mine) && Self.isASCII(bytes) { return false }
            return nil
        }
        if case .some(.some(let settled)) = inPlace { return settled }
        return self == String(decoding: bytes, as: UTF8.self)
    }

    /// Byte for byte, eight at a time.
    static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let (ra, rb) = (UnsafeRawPointer(pa), UnsafeRawPointer(pb))
        var i = 0
        while i + 8 <= a.count {
            guard
                ra.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    == rb.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            else { return false }
            i += 8
        }
        while i < a.count {
            guard pa[i] == pb[i] else { return false }
            i += 1
        }
        return true
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(p)
        var i = 0
        var high: UInt64 = 0
        while i + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < bytes.count {
            high |= UInt64(p[i])
            i += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
