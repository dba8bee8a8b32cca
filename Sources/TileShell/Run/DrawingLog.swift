/// What a session has drawn, in order: the views of each command that drew something, kept as
/// the values they were when drawn (a snapshot, not a re-render of today's state), for `export`.
///
/// Bounded: it keeps the last `capacity` drawings; `dropped` counts those it let go.
public struct DrawingLog: Sendable {
    /// One command's drawing: the command as checked and the view it drew (a stack when it drew
    /// several).
    public struct Drawing: Sendable {
        public var command: CheckedCommand
        public var view: any TileShellView
        /// Whether it drew nothing (`show price` with price nil): not a picture, but still a view
        /// of the session for a Swift export.
        public var isEmpty: Bool
        /// The bytes its output took (the log's bound counts them).
        var size = 0
    }

    /// The most drawings kept, and the most bytes their output took (README "Limits").
    /// NB: bytes too: a view keeps its values alive, and 10 000 pickers with a label per case of
    /// a 10 000-case enum would hold gigabytes. The output's size stands for the view's.
    public static let capacity = 10_000
    public static let maxBytes = 64 << 20

    /// NB: the kept drawings are `storage[start...]`; the ones before `start` were let go and are
    /// dropped from the array in one move once they are half of it, so a long replay neither
    /// shifts the array on every drawing nor grows it past twice the bound.
    private var storage: [Drawing] = []
    private var start = 0
    private var bytes = 0
    /// How many of the oldest drawings were let go to stay within the bounds.
    public private(set) var dropped = 0

    public init() {}

    /// Every drawing kept, oldest first.
    public var drawings: [Drawing] { Array(storage[start...]) }

    /// The last drawing that drew something.
    public var last: Drawing? { storage[start...].last { !$0.isEmpty } }

    /// Every drawing that drew something, in order.
    public var pictures: [Drawing] { storage[start...].filter { !$0.isEmpty } }

    /// Logs a drawing whose output took `bytes` bytes.
    mutating func append(_ drawing: consuming Drawing, bytes size: Int) {
        storage.append(drawing)
        bytes += size
        while storage.count - start > Self.capacity || (bytes > Self.maxBytes && storage.count - start > 1) {
            bytes -= storage[start].size
            storage[start] = Drawing(command: .quit, view: EmptyView(), isEmpty: true)
            start += 1
            dropped += 1
        }
        if start > 0 && start * 2 >= storage.count {
            storage.removeFirst(start)
            start = 0
        }
    }
}
