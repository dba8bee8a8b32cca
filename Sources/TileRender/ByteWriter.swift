/// A growable byte buffer written through a pointer, for the renderer's per-cell loop.
///
/// NB: `Array.append` checks uniqueness and capacity per call, and `append(contentsOf:)` is generic;
/// for the 1–4 bytes a cell holds that costs several times the copy. Call `release()` when done.
struct ByteWriter {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(64, capacity)
        self.start = .allocate(capacity: self.capacity)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        start[count] = byte
        count &+= 1
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count &+ bytes.count > capacity { grow(toHold: bytes.count) }
        for byte in bytes {
            start[count] = byte
            count &+= 1
        }
    }

    /// Appends everything written so far to `out`.
    func copy(to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }

    /// Frees the buffer; the writer must not be used afterwards.
    func release() { start.deallocate() }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
