/// A growable byte buffer written through a pointer, for the renderer's per-cell loop.
///
/// NB: `Array.append` checks uniqueness and capacity per call, and `append(contentsOf:)` is generic;
/// for the 1–4 bytes a cell holds that costs several times the copy. It starts in a buffer the
/// caller lends (on the stack: no allocation for a small canvas) and moves to the heap when that is
/// full. Call `release()` when done.
struct ByteWriter {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var owned: Bool

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(64, capacity)
        self.start = .allocate(capacity: self.capacity)
        self.owned = true
    }

    /// An empty buffer writing into `buffer` (which must outlive it) until that is full; with no
    /// room there, as `init(capacity:)`.
    init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>, capacity: Int) {
        if let base = buffer.baseAddress, buffer.count >= capacity, buffer.count >= 16 {
            self.start = base
            self.capacity = buffer.count
            self.owned = false
        } else {
            self.capacity = max(64, capacity)
            self.start = .allocate(capacity: self.capacity)
            self.owned = true
        }
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

    /// Makes room for `extra` more bytes, to be written through `cursor` and `commit(_:)`.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(toHold: extra) }
    }

    /// Where the next byte goes; valid until the next append, reserve or commit.
    @inline(__always)
    var cursor: UnsafeMutablePointer<UInt8> { start + count }

    /// Takes the bytes written through `cursor` up to `end` (within what `reserve` made room for).
    @inline(__always)
    mutating func commit(_ end: UnsafeMutablePointer<UInt8>) {
        count = end - start
    }

    /// Appends everything written so far to `out`.
    func copy(to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }

    /// Frees the buffer (unless it was lent); the writer must not be used afterwards.
    func release() {
        if owned { start.deallocate() }
    }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        if owned { start.deallocate() }
        start = newStart
        capacity = newCapacity
        owned = true
    }
}
