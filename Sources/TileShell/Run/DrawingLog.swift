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
    }

    /// The most drawings kept (README "Limits").
    public static let capacity = 10_000

    public private(set) var drawings: [Drawing] = []
    /// How many of the oldest drawings were let go to stay within `capacity`.
    public private(set) var dropped = 0

    public init() {}

    /// The last drawing that drew something.
    public var last: Drawing? { drawings.last { !$0.isEmpty } }

    /// Every drawing that drew something, in order.
    public var pictures: [Drawing] { drawings.filter { !$0.isEmpty } }

    mutating func append(_ drawing: Drawing) {
        // NB: let go of a tenth at a time, so that a long replay does not shift the array on
        // every command.
        if drawings.count >= Self.capacity {
            let n = Self.capacity / 10
            drawings.removeFirst(n)
            dropped += n
        }
        drawings.append(drawing)
    }
}
