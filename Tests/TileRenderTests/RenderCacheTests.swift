import Testing

@testable import TileRender

/// The cache alone, with parts drawn by hand: it needs nothing from the views that use it, and
/// what it appends is what rendering the whole drawing appends.
@Suite struct RenderCacheTests {
    /// A boxed label: styled border on every side, so each row ends visibly.
    static func box(_ label: String, color: NamedColor, width: Int = 0) -> Canvas {
        let w = max(width, label.count + 4)
        var c = Canvas(width: w, height: 3)
        let edge = Style(foreground: color.rgb)
        c.put("╭", x: 0, y: 0, style: edge)
        c.put("─", repeated: w - 2, x: 1, y: 0, style: edge)
        c.put("╮", x: w - 1, y: 0, style: edge)
        c.put("│", x: 0, y: 1, style: edge)
        c.put(label, x: 2, y: 1, style: Style(foreground: color.rgb, bold: true))
        c.put("│", x: w - 1, y: 1, style: edge)
        c.put("╰", x: 0, y: 2, style: edge)
        c.put("─", repeated: w - 2, x: 1, y: 2, style: edge)
        c.put("╯", x: w - 1, y: 2, style: edge)
        return c
    }

    /// One keyed part with a fixed drawing.
    struct Part: Renderable {
        var key: RenderKey
        var canvas: Canvas
        var admission = RenderCache.Admission.firstDraw
        func draw(width: Int) -> Canvas { canvas }
        func render(into cache: inout RenderCache) {
            cache.append(key: key, admission: admission) { draw(width: $0) }
        }
    }

    /// Keyed parts in a row, two columns apart, lines one blank row apart.
    struct Row: Renderable {
        static let layout = RowLayout(spacing: 2, lineSpacing: 1)
        var parts: [Part]
        func draw(width: Int) -> Canvas { Self.layout.draw(parts.map { $0.draw(width: width) }, width: width) }
        func render(into cache: inout RenderCache) {
            cache.appendRow(
                Self.layout, count: parts.count, key: { parts[$0].key }, part: { parts[$0].draw(width: $1) })
        }
    }

    static func part(_ label: String, _ color: NamedColor, width: Int = 0) -> Part {
        let look = NamedColor.allCases.firstIndex(of: color) ?? -1
        return Part(
            key: RenderKey(kind: "box", number: width, title: label, look: look),
            canvas: box(label, color: color, width: width))
    }

    static func whole(_ view: some Renderable, width: Int, depth: ColorDepth) -> [UInt8] {
        var bytes: [UInt8] = []
        Renderer(depth: depth).render(view.draw(width: width), into: &bytes)
        return bytes
    }

    static func cached(_ view: some Renderable, _ cache: inout RenderCache, width: Int, depth: ColorDepth) -> [UInt8] {
        var bytes: [UInt8] = []
        cache.render(view, width: width, depth: depth, into: &bytes)
        return bytes
    }

    /// A key seen before gives the bytes remembered for it, whatever the drawing handed over now;
    /// another width or depth is drawn anew.
    @Test func aKeySeenBeforeIsNotDrawnAgain() {
        var cache = RenderCache()
        let key = RenderKey(kind: "box", number: 1, title: "a", look: 1)
        let first = Part(key: key, canvas: Self.box("first", color: .red))
        let other = Part(key: key, canvas: Self.box("other", color: .blue))
        let drawn = Self.cached(first, &cache, width: 40, depth: .ansi256)
        #expect(drawn == Self.whole(first, width: 40, depth: .ansi256))
        #expect(Self.cached(other, &cache, width: 40, depth: .ansi256) == drawn)
        #expect(Self.cached(other, &cache, width: 41, depth: .ansi256) == Self.whole(other, width: 41, depth: .ansi256))
        #expect(Self.cached(other, &cache, width: 40, depth: .none) == Self.whole(other, width: 40, depth: .none))
        #expect(cache.rememberedParts == 3)
    }

    /// Keys differ in every field, including a nil title against an empty one, and in the width
    /// and depth the cache sets.
    @Test func keysTellApartEveryField() {
        let base = RenderKey(kind: "picker", number: 1, title: nil, labels: ["a", "b"], look: 1)
        var variants = [base]
        for change in 0..<8 {
            var k = base
            switch change {
            case 0: k.kind = "tile"
            case 1: k.number = 2
            case 2: k.title = ""
            case 3: k.labels = ["a", "c"]
            case 4: k.labels = nil
            case 5: k.width = 1
            case 6: k.depth = .ansi16
            default: k.look = 2
            }
            variants.append(k)
        }
        #expect(Set(variants).count == variants.count)
    }

    /// A joined row is the whole row rendered, wrapped or not, at every depth.
    @Test(arguments: [
        (80, ColorDepth.none), (80, .truecolor), (30, .ansi256), (20, .ansi16), (3, .none), (1, .truecolor),
    ])
    func joinedRowsAreTheWholeRow(width: Int, depth: ColorDepth) {
        var cache = RenderCache()
        let rows = [
            Row(parts: [Self.part("one", .red), Self.part("two", .blue)]),
            Row(parts: [Self.part("one", .red), Self.part("three", .green), Self.part("four", .red, width: 12)]),
            Row(parts: [Self.part("漢字", .mint)]),
            Row(parts: []),
        ]
        for row in rows + rows {
            let joined = Self.cached(row, &cache, width: width, depth: depth)
            #expect(
                String(decoding: joined, as: UTF8.self)
                    == String(decoding: Self.whole(row, width: width, depth: depth), as: UTF8.self))
        }
        #expect(cache.rememberedParts == 5)
    }

    /// A part whose rows end in a blank cannot be joined (its bytes are trimmed): its row is drawn whole.
    @Test func aPartEndingInABlankMakesItsRowBeDrawnWhole() {
        var open = Canvas(width: 6, height: 3)
        open.put("ab", x: 0, y: 1, style: Style(bold: true))
        let row = Row(parts: [
            Part(key: RenderKey(kind: "open", number: 0, title: nil, look: 0), canvas: open), Self.part("x", .red),
        ])
        var cache = RenderCache()
        for _ in 0..<2 {
            #expect(Self.cached(row, &cache, width: 80, depth: .ansi16) == Self.whole(row, width: 80, depth: .ansi16))
        }
    }

    /// A part larger than `largest` bytes is drawn every time and never remembered.
    @Test func hugePartsAreNotRemembered() {
        let huge = Self.part(String(repeating: "x", count: RenderCache.largest), .teal)
        var cache = RenderCache()
        for _ in 0..<2 {
            let bytes = Self.cached(huge, &cache, width: 200_000, depth: .none)
            #expect(bytes.count > RenderCache.largest)
            #expect(bytes == Self.whole(huge, width: 200_000, depth: .none))
        }
        #expect(cache.rememberedParts == 0)
    }

    /// Past its capacity the cache starts over before the next view (a key seen before is drawn
    /// again), and its bytes stay right.
    @Test func startsOverPastCapacity() {
        var cache = RenderCache()
        cache.capacity = 1_000
        let key = RenderKey(kind: "box", number: -1, title: "kept", look: 1)
        let first = Part(key: key, canvas: Self.box("first", color: .red))
        let other = Part(key: key, canvas: Self.box("other", color: .blue))
        _ = Self.cached(first, &cache, width: 80, depth: .ansi256)
        var n = 0
        while Self.cached(other, &cache, width: 80, depth: .ansi256) == Self.whole(first, width: 80, depth: .ansi256) {
            let row = Row(parts: [Self.part("n\(n)", .red), Self.part("m\(n % 3)", .blue)])
            #expect(Self.cached(row, &cache, width: 80, depth: .ansi256) == Self.whole(row, width: 80, depth: .ansi256))
            n += 1
            guard n < 100 else {
                Issue.record("never started over")
                return
            }
        }
        #expect(n > 1)
        #expect(Self.cached(other, &cache, width: 80, depth: .ansi256) == Self.whole(other, width: 80, depth: .ansi256))
    }

    /// A part admitted on its second draw is remembered then, not before, and its bytes are the
    /// same each time; parts drawn once each are never remembered, however many.
    @Test func aPartAdmittedOnItsSecondDrawIsRememberedThen() {
        var cache = RenderCache()
        var part = Self.part("twice", .green)
        part.admission = .secondDraw
        let whole = Self.whole(part, width: 80, depth: .ansi256)
        for remembered in [0, 1, 1] {
            #expect(Self.cached(part, &cache, width: 80, depth: .ansi256) == whole)
            #expect(cache.rememberedParts == remembered)
        }
        // Another width is another key: drawn once, not remembered.
        #expect(Self.cached(part, &cache, width: 81, depth: .ansi256) == Self.whole(part, width: 81, depth: .ansi256))
        #expect(cache.rememberedParts == 1)
        for n in 0..<5_000 {
            let label = "p\(n)"
            let key = RenderKey(kind: "box", number: n, title: label, look: 1)
            let once = Part(key: key, canvas: Self.box(label, color: .red), admission: .secondDraw)
            #expect(Self.cached(once, &cache, width: 80, depth: .none) == Self.whole(once, width: 80, depth: .none))
        }
        #expect(cache.rememberedParts == 1)
        #expect(Self.cached(part, &cache, width: 80, depth: .ansi256) == whole)
    }
}
