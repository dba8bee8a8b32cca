/// What a session has drawn, in order: the views of each command that drew something, kept as
/// the values they were when drawn (a snapshot, not a re-render of today's state), for `export`.
///
/// Bounded: it keeps the last `capacity` drawings; `dropped` counts those it let go.
public struct DrawingLog: Sendable {
    /// One command's drawing: the command as checked and the view it drew (a stack when it drew
    /// several).
    public struct Drawing: Sendable {
        public var command: CheckedCommand
        public var view: ShellView
        /// Whether it drew nothing (`show price` with price nil): not a picture, but still a view
        /// of the session for a Swift export.
        public var isEmpty: Bool
        /// The `style` binding's picker style when it was drawn (pickers that name no style take it).
        public var pickerStyle = PickerStyle.segmented
        /// The bytes its output took (the log's bound counts them).
        public internal(set) var size = 0
        /// What a Swift export writes for it, when its command cannot say (the previews `open`
        /// drew, which the edge's request does not name).
        public internal(set) var exported: DrawnCommand?
    }

    /// The most drawings kept, and the most bytes their output took (README "Limits").
    /// NB: bytes too: a view keeps its values alive, and 10 000 pickers with a label per case of
    /// a 10 000-case enum would hold gigabytes. The output's size stands for the view's.
    public static let capacity = 10_000
    public static let maxBytes = 64 << 20

    /// NB: a ring: once it holds `capacity` drawings, each new one takes the place of the oldest,
    /// so a long replay neither grows, shifts nor copies the array. The kept drawings are the
    /// `count` from `head` on, wrapping round; slots outside them hold a placeholder.
    private var storage: [Drawing] = []
    private var head = 0
    private var count = 0
    private var bytes = 0
    /// How many of the oldest drawings were let go to stay within the bounds.
    public private(set) var dropped = 0

    public init() {}

    /// The kept drawings' places in `storage`, oldest first.
    private var places: [Int] { (0..<count).map { (head + $0) % storage.count } }

    /// Every drawing kept, oldest first.
    public var drawings: [Drawing] { places.map { storage[$0] } }

    /// The last drawing that drew something.
    public var last: Drawing? { places.last { !storage[$0].isEmpty }.map { storage[$0] } }

    /// Every drawing that drew something, in order.
    public var pictures: [Drawing] { drawings.filter { !$0.isEmpty } }

    /// Logs a drawing whose output took `bytes` bytes.
    mutating func append(_ drawing: consuming Drawing, bytes size: Int) {
        if count == Self.capacity {
            // NB: the new drawing takes the oldest's place at once: no placeholder is made and
            // then freed in between, and the ring's place is found without a division.
            bytes -= storage[head].size
            storage[head] = drawing
            head = head + 1 == storage.count ? 0 : head + 1
            dropped += 1
        } else if count < storage.count {
            storage[(head + count) % storage.count] = drawing
            count += 1
        } else {
            // NB: the ring is full below capacity only after drawings were let go for their
            // bytes; it is laid out oldest first again before it grows.
            if head != 0 {
                storage = drawings
                head = 0
            }
            storage.append(drawing)
            count += 1
        }
        bytes += size
        while bytes > Self.maxBytes && count > 1 { dropOldest() }
    }

    /// Lets the oldest drawing go.
    private mutating func dropOldest() {
        bytes -= storage[head].size
        storage[head] = Drawing(command: .quit, view: .empty, isEmpty: true)
        head = (head + 1) % storage.count
        count -= 1
        dropped += 1
    }
}
