/// A canvas's packed cells: a copy-on-write value over one allocation holding the count and the
/// cells.
///
/// NB: not an `Array`: `Array(repeating:count:)` allocates through the standard library's
/// unspecialized path, which looks the array's type up at run time (about 400 instructions per
/// canvas, a fifth of drawing a one-line text), and appending to a reserved array checks capacity
/// per cell. Here a canvas is one `swift_allocObject` and one fill loop.
///
/// `@unchecked Sendable`: the buffer is written only through `withUnsafeMutableBufferPointer` and
/// `append`, which first make it unshared, as `Array` does.
struct CellStorage: @unchecked Sendable {
    private var buffer: CellBuffer

    /// `count` copies of `cell`.
    init(repeating cell: PackedCell, count: Int) {
        buffer = CellBuffer.make(count: max(0, count)) { $0.initialize(repeating: cell, count: max(0, count)) }
    }

    /// The number of cells.
    var count: Int { buffer.header }

    /// The cell at `index`, which must be in `0..<count`.
    @inline(__always)
    subscript(index: Int) -> PackedCell {
        buffer.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// Calls `body` with the cells, to read.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<PackedCell>) throws -> R) rethrows -> R {
        let count = buffer.header
        return try buffer.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// Calls `body` with the cells, to change; copies them first when they are shared.
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (UnsafeMutableBufferPointer<PackedCell>) throws -> R
    ) rethrows -> R {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy(adding: 0, of: .blank(.plain)) }
        let count = buffer.header
        return try buffer.withUnsafeMutablePointerToElements {
            try body(UnsafeMutableBufferPointer(start: $0, count: count))
        }
    }

    /// Appends `count` copies of `cell`.
    mutating func append(_ cell: PackedCell, count: Int) {
        guard count > 0 else { return }
        buffer = buffer.copy(adding: count, of: cell)
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

    /// A new buffer holding these cells and then `extra` copies of `cell`.
    func copy(adding extra: Int, of cell: PackedCell) -> CellBuffer {
        let count = header
        return withUnsafeMutablePointerToElements { source in
            CellBuffer.make(count: count + extra) {
                $0.initialize(from: source, count: count)
                ($0 + count).initialize(repeating: cell, count: extra)
            }
        }
    }
}
