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

    /// NB: a ring: once full, each new drawing takes the oldest one's place, so a long replay
    /// neither shifts the array nor grows it.
    private var ring: [Drawing] = []
    /// Where the oldest drawing is, once the ring is full.
    private var oldest = 0
    /// How many of the oldest drawings were let go to stay within `capacity`.
    public private(set) var dropped = 0

    public init() {}

    /// Every drawing kept, oldest first.
    public var drawings: [Drawing] { Array(ring[oldest...] + ring[..<oldest]) }

    /// The last drawing that drew something.
    public var last: Drawing? {
        for offset in 0..<ring.count {
            let d = ring[(oldest + ring.count - 1 - offset) % ring.count]
            if !d.isEmpty { return d }
        }
        return nil
    }

    /// Every drawing that drew something, in order.
    public var pictures: [Drawing] { drawings.filter { !$0.isEmpty } }

    mutating func append(_ drawing: Drawing) {
        guard ring.count >= Self.capacity else {
            ring.append(drawing)
            return
        }
        ring[oldest] = drawing
        oldest = (oldest + 1) % ring.count
        dropped += 1
    }
}
