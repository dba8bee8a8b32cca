/// The SGR parameters of each distinct style met during one render, computed once.
struct StyleCache {
    /// The id of every style that needs no SGR parameters.
    static let plainID = 0

    let depth: ColorDepth
    /// Every id's parameters, back to back; distinct styles that render alike share an id.
    private var parameters: [UInt8] = []
    private var ranges: [Range<Int>] = [0..<0]
    private var known: [(style: Style, id: Int)] = []
    private var index: [Style: Int] = [:]

    init(depth: ColorDepth) { self.depth = depth }

    /// Writes the sequence that switches to the look with `id`.
    @inline(__always)
    func write(_ id: Int, fromPlain: Bool, to writer: inout ByteWriter) {
        let range = ranges[id]
        parameters.withUnsafeBufferPointer {
            SGR.write(parameters: UnsafeBufferPointer(rebasing: $0[range]), fromPlain: fromPlain, to: &writer)
        }
    }

    /// The id of `style`'s SGR parameters.
    /// NB: a linear search while there are few styles (the usual case), a dictionary past that.
    mutating func id(for style: Style) -> Int {
        if known.count <= 16 {
            for entry in known where entry.style == style { return entry.id }
        } else if let id = index[style] {
            return id
        }
        if known.isEmpty {
            known.reserveCapacity(8)
            ranges.reserveCapacity(8)
            parameters.reserveCapacity(128)
        }
        let start = parameters.count
        SGR.appendParameters(for: style, depth: depth, to: &parameters)
        let new = start..<parameters.count
        // Styles that render alike (two reds that are both SGR 91) share an id, so no SGR is written
        // between them; past a few dozen the search is skipped to stay linear.
        var id = ranges.count
        if id <= 32, let same = ranges.firstIndex(where: { parameters[$0] == parameters[new] }) {
            id = same
            parameters.removeSubrange(new)
        } else {
            ranges.append(new)
        }
        known.append((style, id))
        if known.count > 16 {
            if index.isEmpty { for entry in known { index[entry.style] = entry.id } }
            index[style] = id
        }
        return id
    }
}
