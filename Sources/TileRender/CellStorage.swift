/// A canvas's packed cells: a copy-on-write value over one allocation holding the count and the
/// cells.
///
/// NB: not an `Array`, whose `init(repeating:count:)` looks the element type up at run time and
/// whose appends check capacity per cell (BENCHMARKS.md): one allocation, one fill loop.
///
/// `@unchecked Sendable`: the buffer is written only through `withUnsafeMutableBufferPointer`,
/// which first makes it unshared, as `Array` does.
struct CellStorage: @unchecked Sendable {
    private var buffer: CellBuffer

    /// `count` copies of `cell`.
    init(repeating cell: PackedCell, count: Int) {
        buffer = CellBuffer.make(count: max(0, count)) { $0.initialize(repeating: cell, count: max(0, count)) }
    }

    /// The number of cells.
    var count: Int { buffer.count }

    /// The cell at `index`, which must be in `0..<count`.
    @inline(__always)
    subscript(index: Int) -> PackedCell {
        buffer.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// Calls `body` with the cells, to read.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<PackedCell>) throws -> R) rethrows -> R {
        let count = buffer.count
        return try buffer.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// Calls `body` with the cells, to change; copies them first when they are shared.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (UnsafeMutableBufferPointer<PackedCell>) throws -> R
    ) rethrows -> R {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        let count = buffer.count
        return try buffer.withUnsafeMutablePointerToElements {
            try body(UnsafeMutableBufferPointer(start: $0, count: count))
        }
    }
}

/// The allocation behind `CellStorage`: the header is the number of cells.
final class CellBuffer: ManagedBuffer<Int, PackedCell> {
    /// A buffer of `count` cells, which `initialize` must initialize.
    static func make(count: Int, initialize: (UnsafeMutablePointer<PackedCell>) -> Void) -> CellBuffer {
        let buffer = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: CellBuffer.self)
        buffer.withUnsafeMutablePointerToElements(initialize)
        return buffer
    }

    /// The number of cells. NB: read through a pointer: `header` is a class's stored property, and
    /// each read of it was a run-time exclusivity check (a third of reading a cell).
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// A new buffer holding these cells.
    func copy() -> CellBuffer {
        let count = self.count
        return withUnsafeMutablePointerToElements { source in
            CellBuffer.make(count: count) { $0.initialize(from: source, count: count) }
        }
    }
}
