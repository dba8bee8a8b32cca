/// A renderer that remembers: it appends what `Renderer(depth:).render(view.draw(width:), into:)`
/// appends, but copies the bytes of parts it has drawn before instead of drawing them again, so
/// that replaying a script copies bytes instead of drawing cells. Views tell it what they are made
/// of through `Renderable.render(into:)`: a drawing, a drawing with a `RenderKey`, a row of keyed
/// parts. It knows nothing of the views themselves.
///
/// `var cache = RenderCache(); cache.render(view, width: 80, depth: .ansi256, into: &bytes)`
///
/// NB: joining parts' bytes gives exactly what rendering the whole canvas gives, because parts
/// are separated by plain blanks (a stack's rows, a row's spacing) where the renderer is back to
/// the plain style anyway, and a part joined into a row must end every one of its rows with
/// something visible, never a blank that rendering it on its own would trim. A part that breaks
/// that rule makes its row be drawn the long way.
///
/// Bounded: it starts over, before the next view, once it holds `capacity` bytes.
public struct RenderCache: Sendable {
    /// The most bytes remembered before the cache starts over (4 MiB; smaller in tests).
    public var capacity = 4 << 20
    /// Parts whose output is longer than this are drawn every time.
    public static let largest = 64 << 10

    /// The width the view being rendered is drawn for.
    public private(set) var width = 80
    /// The colour depth the view being rendered is written for.
    public private(set) var depth = ColorDepth.none

    public init() {}

    /// How many parts' bytes are remembered (for tests).
    public var rememberedParts: Int { parts.count }

    /// Each remembered part's slot (by its key, width and depth), or -1 for a part too large to remember.
    private var slots = RenderKeyTable()
    /// Every remembered part's bytes, one after another.
    /// NB: flat arrays of plain values: joining parts copies bytes and touches no reference count.
    private var arena: [UInt8] = []
    /// Where each row of each slot starts in `arena`, and where its last row ends: row `y` of a
    /// slot is `arena[rowStarts[firstRow + y] ..< rowStarts[firstRow + y + 1] - 1]` (its newline
    /// left out).
    private var rowStarts: [Int] = []
    /// What is known of each slot.
    /// NB: one array of small values, so that looking a part up touches one cache line.
    private var parts: [Part] = []

    private struct Part {
        /// The index of its first row in `rowStarts`.
        var firstRow: Int
        /// Its size in cells.
        var width: Int
        var height: Int
        /// Whether it can stand beside others in a row (see the NB above).
        var joinable: Bool
    }

    /// When a keyed part's bytes are remembered.
    public enum Admission: Sendable {
        /// The first time it is drawn: a part that costs much to draw (a tile).
        case firstDraw
        /// The second time it is drawn: a part that is cheap to draw and often shown only once (a
        /// price), so that parts shown once do not fill the cache and make it start over.
        /// NB: a part drawn before is told by its key's cheap hash (`RenderKey.packedHash`): keys
        /// admitted so should differ in their number (a text's holds a hash of its words).
        case secondDraw
    }

    /// The keys drawn once and not remembered, by their mixed hash, each in the slot its top bits
    /// name; a later key may take an earlier one's slot.
    /// NB: fixed in size (made on first use), so a million distinct prices take no more room than ten.
    private var drawnOnce: [UInt64] = []
    private static let drawnOnceBits = 12

    private var size = 0
    /// Where the view being rendered is appended (the caller's buffer, swapped in).
    private var output: [UInt8] = []

    /// Appends the view's bytes, as `Renderer(depth: depth).render(view.draw(width: width), into: &out)` would.
    public mutating func render(_ view: some Renderable, width: Int, depth: ColorDepth, into out: inout [UInt8]) {
        // NB: the cache starts over only between views, so that slots taken while drawing one stay valid.
        if size > capacity {
            slots.removeAll()
            arena.removeAll()
            rowStarts.removeAll()
            parts.removeAll()
            size = 0
        }
        self.width = width
        self.depth = depth
        swap(&output, &out)
        view.render(into: &self)
        swap(&output, &out)
    }

    /// Appends a drawing, rendered now.
    public mutating func append(_ canvas: Canvas) {
        Renderer(depth: depth).render(canvas, into: &output)
    }

    /// Appends the bytes of what `key` shows: remembered ones, or `drawing(width)` rendered (and
    /// remembered when `admission` says so).
    public mutating func append(key: RenderKey, admission: Admission = .firstDraw, drawing: (Int) -> Canvas) {
        var key = key
        key.width = width
        key.depth = depth
        if let slot = slots[key] {
            if slot >= 0 {
                let part = parts[slot]
                output.append(contentsOf: arena[rowStarts[part.firstRow]..<rowStarts[part.firstRow + part.height]])
            } else {
                append(drawing(width))
            }
            return
        }
        if admission == .secondDraw, !drawnBefore(key) { return append(drawing(width)) }
        let canvas = drawing(width)
        let start = output.count
        Renderer(depth: depth).render(canvas, into: &output)
        slots.insert(remember(output[start...], of: canvas), for: key)
    }

    /// Appends a row of `count` parts laid out by `layout`: part `i` shows `key(i)` and is drawn
    /// by `part(i, width)`. Joined from the parts' remembered bytes when every part can be joined;
    /// else the row is drawn whole.
    public mutating func appendRow(
        _ layout: RowLayout, count: Int, key: (Int) -> RenderKey, part: (_ index: Int, _ width: Int) -> Canvas
    ) {
        let joined = withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, 2 * count)) { found -> Bool in
            // NB: on the stack, each part's first row in `rowStarts`, then each part's width: joining
            // parts allocates nothing.
            var height = -1
            var total = 0
            for k in 0..<count {
                var partKey = key(k)
                partKey.width = width
                partKey.depth = depth
                let slot = self.slot(partKey) { part(k, $0) }
                guard slot >= 0 else { return false }
                let known = parts[slot]
                guard known.joinable, height < 0 || known.height == height else { return false }
                height = known.height
                let first = known.firstRow
                found[k] = first
                found[count + k] = known.width
                total += rowStarts[first + height] - rowStarts[first] + height * layout.spacing
            }
            // NB: the row is written through a pointer, each part's row copied in one move, then
            // appended at once: `Array.append` per row and per blank cost more than the copying.
            let room = total + count * layout.lineSpacing
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, room)) { row in
                guard let start = row.baseAddress else { return }
                var cursor = start
                arena.withUnsafeBufferPointer { arena in
                    rowStarts.withUnsafeBufferPointer { starts in
                        guard let bytes = arena.baseAddress else { return }
                        layout.forEachLine(count: count, width: width, widthOf: { found[count + $0] }) { line in
                            if line.lowerBound > 0 {
                                for _ in 0..<layout.lineSpacing { cursor.write(UInt8(ascii: "\n")) }
                            }
                            for y in 0..<height {
                                for k in line {
                                    if k > line.lowerBound {
                                        for _ in 0..<layout.spacing { cursor.write(UInt8(ascii: " ")) }
                                    }
                                    let at = found[k] + y
                                    let length = starts[at + 1] - 1 - starts[at]
                                    cursor.initialize(from: bytes + starts[at], count: length)
                                    cursor += length
                                }
                                cursor.write(UInt8(ascii: "\n"))
                            }
                        }
                    }
                }
                output.append(contentsOf: UnsafeBufferPointer(start: start, count: cursor - start))
            }
            return true
        }
        if !joined { append(layout.draw((0..<count).map { part($0, width) }, width: width)) }
    }

    /// Whether `key` was drawn before and not remembered; when not, notes that it was.
    private mutating func drawnBefore(_ key: RenderKey) -> Bool {
        if drawnOnce.isEmpty { drawnOnce = Array(repeating: 0, count: 1 << Self.drawnOnceBits) }
        let hash = key.mixedHash
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.drawnOnceBits))
        if drawnOnce[slot] == hash { return true }
        drawnOnce[slot] = hash
        return false
    }

    /// A part's slot (`key` has the width and depth set), drawing it the first time; -1 when it is
    /// too large to remember.
    private mutating func slot(_ key: RenderKey, drawing: (Int) -> Canvas) -> Int {
        if let known = slots[key] { return known }
        let canvas = drawing(width)
        // NB: rendered straight into the arena: a buffer of its own was allocated, filled and
        // copied for every part drawn.
        let base = arena.count
        Renderer(depth: depth).render(canvas, into: &arena)
        let slot = keepArenaTail(from: base, of: canvas)
        slots.insert(slot, for: key)
        return slot
    }

    /// Stores a part's rendered bytes; its slot, or -1 when they are not kept.
    private mutating func remember(_ bytes: ArraySlice<UInt8>, of canvas: Canvas) -> Int {
        let base = arena.count
        arena.append(contentsOf: bytes)
        return keepArenaTail(from: base, of: canvas)
    }

    /// Keeps the bytes at the end of the arena, from `base` on, as a part's; its slot, or -1 when
    /// they are not kept (and are taken out of the arena again).
    private mutating func keepArenaTail(from base: Int, of canvas: Canvas) -> Int {
        size += 64
        let count = arena.count - base
        // NB: a huge part (a long title at a wide width, a 10 000-case picker) is drawn each time:
        // remembering it would let one command grow the arena past `capacity`.
        guard count <= Self.largest else {
            arena.removeSubrange(base...)
            return -1
        }
        let first = rowStarts.count
        rowStarts.append(base)
        arena.withUnsafeBufferPointer { arena in
            for i in base..<arena.count where arena[i] == UInt8(ascii: "\n") { rowStarts.append(i + 1) }
        }
        guard rowStarts.count - first == canvas.height + 1, count == 0 || arena.last == UInt8(ascii: "\n") else {
            rowStarts.removeSubrange(first...)
            arena.removeSubrange(base...)
            return -1
        }
        size += count
        parts.append(
            Part(
                firstRow: first, width: canvas.width, height: canvas.height,
                joinable: canvas.height > 0 && Self.endsVisibly(canvas)))
        return parts.count - 1
    }

    /// True when every row's last cell shows something, so rendering never trims a row.
    private static func endsVisibly(_ canvas: Canvas) -> Bool {
        guard canvas.width > 0 else { return false }
        for y in 0..<canvas.height where !canvas.showsText(x: canvas.width - 1, y: y) { return false }
        return true
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Stores a byte and moves past it.
    @inline(__always)
    fileprivate mutating func write(_ byte: UInt8) {
        pointee = byte
        self += 1
    }
}
