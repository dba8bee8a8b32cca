/// What a session has drawn, in order: the views of each command that drew something, kept as
/// the values they were when drawn (a snapshot, not a re-render of today's state), for `export`.
///
/// Bounded: it keeps the last `capacity` drawings; `dropped` counts those it let go.
public struct DrawingLog: Sendable {
    /// One command's drawing: its text and the view it drew (a stack when it drew several).
    public struct Drawing: Sendable {
        public var command: String
        public var view: any TileShellView
    }

    /// The most drawings kept (README "Limits").
    public static let capacity = 10_000

    public private(set) var drawings: [Drawing] = []
    /// How many of the oldest drawings were let go to stay within `capacity`.
    public private(set) var dropped = 0

    public init() {}

    public var last: Drawing? { drawings.last }

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
