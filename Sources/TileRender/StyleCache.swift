/// The SGR parameters of each distinct style met during one render, computed once.
///
/// NB: the first `inlineStyles` styles live in a scratch buffer the renderer provides (on the
/// stack), so rendering a canvas of a few styles allocates nothing (three arrays per render were a
/// sixth of rendering a one-line text). Past that, `LargeStyleCache` takes over; it is first asked
/// about the same styles in the same order, so every id stays what it was.
struct StyleCache {
    /// The id of every style that needs no SGR parameters.
    static let plainID = 0
    /// The scratch the renderer provides: at most 1 KiB, which `withUnsafeTemporaryAllocation`
    /// always takes from the stack.
    static let scratchBytes = 1024
    /// How many styles are kept in the scratch.
    static let inlineStyles = 16
    /// The most parameter bytes one style needs: `1;2;3;4;7;38;2;255;255;255;48;2;255;255;255`.
    static let maxParameters = 43

    /// The scratch, carved up.
    private struct Inline {
        /// The styles met, in order.
        var styles: UnsafeMutablePointer<Style>
        /// Each style's id.
        var ids: UnsafeMutablePointer<UInt8>
        /// Id `k`'s parameters are `bytes[starts[k]..<starts[k + 1]]`; id 0 (plain) has none.
        var starts: UnsafeMutablePointer<UInt16>
        var bytes: UnsafeMutablePointer<UInt8>
    }

    private static let stylesOffset = 0
    private static let startsOffset = stylesOffset + inlineStyles * MemoryLayout<Style>.stride
    private static let idsOffset = startsOffset + (inlineStyles + 2) * MemoryLayout<UInt16>.stride
    private static let bytesOffset = idsOffset + inlineStyles
    private static let neededBytes = bytesOffset + inlineStyles * maxParameters

    let depth: ColorDepth
    private var inline: Inline?
    private var styleCount = 0
    private var idCount = 1
    private var large: LargeStyleCache?

    /// A cache keeping its first styles in `scratch` (which must outlive it).
    init(depth: ColorDepth, scratch: UnsafeMutableRawBufferPointer) {
        self.depth = depth
        guard let base = scratch.baseAddress, scratch.count >= Self.neededBytes,
            MemoryLayout<Style>.alignment <= 8, Int(bitPattern: base) % 8 == 0
        else {
            large = LargeStyleCache(depth: depth)
            return
        }
        let starts = (base + Self.startsOffset).bindMemory(to: UInt16.self, capacity: Self.inlineStyles + 2)
        starts[0] = 0
        starts[1] = 0
        inline = Inline(
            styles: (base + Self.stylesOffset).bindMemory(to: Style.self, capacity: Self.inlineStyles),
            ids: (base + Self.idsOffset).bindMemory(to: UInt8.self, capacity: Self.inlineStyles),
            starts: starts,
            bytes: (base + Self.bytesOffset).bindMemory(
                to: UInt8.self, capacity: Self.inlineStyles * Self.maxParameters))
    }

    /// Writes the sequence that switches to the look with `id`.
    @inline(__always)
    func write(_ id: Int, fromPlain: Bool, to writer: inout ByteWriter) {
        if let inline {
            let start = Int(inline.starts[id])
            let parameters = UnsafeBufferPointer(start: inline.bytes + start, count: Int(inline.starts[id + 1]) - start)
            SGR.write(parameters: parameters, fromPlain: fromPlain, to: &writer)
        } else {
            large?.write(id, fromPlain: fromPlain, to: &writer)
        }
    }

    /// The id of `style`'s SGR parameters; styles that render alike share an id.
    mutating func id(for style: Style) -> Int {
        guard let inline else { return large?.id(for: style) ?? Self.plainID }
        for i in 0..<styleCount where inline.styles[i] == style { return Int(inline.ids[i]) }
        guard styleCount < Self.inlineStyles else {
            var cache = LargeStyleCache(depth: depth)
            for i in 0..<styleCount { _ = cache.id(for: inline.styles[i]) }
            let id = cache.id(for: style)
            large = cache
            self.inline = nil
            return id
        }
        let start = Int(inline.starts[idCount])
        var sink = Sink(start: inline.bytes + start, capacity: Self.maxParameters)
        SGR.appendParameters(for: style, depth: depth, to: &sink)
        // The same parameters as an earlier style: the same id, so no SGR is written between them.
        var id = 0
        while id < idCount {
            let known = Int(inline.starts[id])
            let count = Int(inline.starts[id + 1]) - known
            if count == sink.count && (0..<count).allSatisfy({ inline.bytes[known + $0] == sink.start[$0] }) { break }
            id += 1
        }
        if id == idCount {
            idCount += 1
            inline.starts[idCount] = UInt16(truncatingIfNeeded: start + sink.count)
        }
        inline.styles[styleCount] = style
        inline.ids[styleCount] = UInt8(truncatingIfNeeded: id)
        styleCount += 1
        return id
    }

    /// Parameter bytes written in place; never more than `capacity` (`maxParameters` always suffice).
    private struct Sink: SGRSink {
        let start: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var count = 0

        init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
            self.start = start
            self.capacity = capacity
        }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            guard count < capacity else { return }
            start[count] = byte
            count += 1
        }
    }
}

/// `StyleCache` for canvases of many styles: arrays, and a dictionary past 16 styles.
struct LargeStyleCache {
    let depth: ColorDepth
    /// Every id's parameters, back to back; distinct styles that render alike share an id.
    private var parameters: [UInt8] = []
    private var ranges: [Range<Int>] = [0..<0]
    private var known: [(style: Style, id: Int)] = []
    private var index: [Style: Int] = [:]

    init(depth: ColorDepth) { self.depth = depth }

    /// Writes the sequence that switches to the look with `id`.
    func write(_ id: Int, fromPlain: Bool, to writer: inout ByteWriter) {
        let range = ranges[id]
        parameters.withUnsafeBufferPointer {
            SGR.write(parameters: UnsafeBufferPointer(rebasing: $0[range]), fromPlain: fromPlain, to: &writer)
        }
    }

    /// The id of `style`'s SGR parameters.
    /// NB: a linear search while there are few styles, a dictionary past that.
    mutating func id(for style: Style) -> Int {
        if known.count <= 16 {
            for entry in known where entry.style == style { return entry.id }
        } else if let id = index[style] {
            return id
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
