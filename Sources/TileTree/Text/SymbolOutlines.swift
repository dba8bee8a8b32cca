#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A symbol's outline for pictures: parts in a box of the table's units (a symbol is about 100
/// across), each stroked, filled, or cut out of the rest. Pictures map the box onto the frame
/// the symbol is drawn in; the terminal draws `Symbols`' glyphs instead.
///
///     SymbolOutlines.outline(for: "heart.fill")?.size  // 100×90
public struct SymbolOutline: Hashable, Sendable {
    /// How a part is drawn. Strokes have round caps and joins, `strokeWidth` wide.
    public enum Role: Int, CaseIterable, Hashable, Sendable {
        /// Stroked in the foreground.
        case stroke
        /// Filled in the foreground.
        case fill
        /// Filled and stroked in the foreground: a filled form as large as its outline form.
        case strokeAndFill
        /// Stroked out of the rest: the background shows through (a badge's symbol, a clock's hands).
        case cutStroke
        /// Filled out of the rest.
        case cutFill
        /// Stroked in the foreground above the cuts: a `.slash` across its own gap.
        case slash

        public var cuts: Bool { self == .cutStroke || self == .cutFill }
    }

    public struct Part: Hashable, Sendable {
        public var role: Role
        public var elements: [ShapePath.Element]
    }

    /// The box, from 0 0, that the parts lie in with their strokes.
    public var size: Size
    public var parts: [Part]

    /// The stroke at regular weight, in the table's units: SF Symbols' regular stroke is about a
    /// twelfth of the point size, and a symbol's box is about 100 units to its point size.
    public static let regularStroke = 8.5

    /// The stroke's width in the table's units at a font weight: ultra-light about a third of
    /// regular, black about twice.
    public static func strokeWidth(_ weight: Font.Weight) -> Double {
        let factor: Double
        switch weight {
        case .ultraLight: factor = 0.35
        case .thin: factor = 0.5
        case .light: factor = 0.75
        case .regular: factor = 1
        case .medium: factor = 1.15
        case .semibold: factor = 1.3
        case .bold: factor = 1.5
        case .heavy: factor = 1.75
        case .black: factor = 2
        }
        return regularStroke * factor
    }

    /// The parts of one role, as one path in the box.
    public func path(_ role: Role) -> ShapePath? {
        let elements = parts.filter { $0.role == role }.flatMap(\.elements)
        return elements.isEmpty ? nil : ShapePath(name: "Symbol", elements, reference: size)
    }

    /// A slash from the top leading corner to the bottom trailing one, with a gap a stroke wide
    /// cut along its lower leading side, as SF Symbols' slashes have.
    mutating func slash() {
        let (w, h) = (size.width, size.height)
        let (a, b) = (Point(x: w * 0.1, y: h * 0.06), Point(x: w * 0.9, y: h * 0.94))
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 0 else { return }
        // NB: the gap's line lies a regular stroke from the slash, along its lower leading normal.
        let d = Self.regularStroke
        let (nx, ny) = (-(b.y - a.y) / length * d, (b.x - a.x) / length * d)
        let gap: [ShapePath.Element] = [
            .move(Point(x: a.x + nx, y: a.y + ny)), .line(Point(x: b.x + nx, y: b.y + ny)),
        ]
        parts.append(Part(role: .cutStroke, elements: gap))
        parts.append(Part(role: .slash, elements: [.move(a), .line(b)]))
    }

    /// The largest rectangle of the outline's aspect ratio inside `frame`, centred.
    public func fitted(in frame: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return frame }
        let s = min(frame.width / size.width, frame.height / size.height)
        let (w, h) = (size.width * s, size.height * s)
        return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
    }
}

/// The outlines of the SF Symbols tileshell draws in pictures, written for this table, in their
/// outline and `.fill` forms. A name is a base symbol (`heart`, `arrow.up`) followed by
/// `.fill` and by one container (`.circle`, `.square`, `.triangle`) that draws the base
/// smaller inside a stroked container or cut out of a filled one; what follows `.badge` is not
/// drawn.
///
///     SymbolOutlines.outline(for: "checkmark.circle.fill")  // a filled circle, the tick cut out
///     SymbolOutlines.outline(for: "no.such.symbol")         // nil
public enum SymbolOutlines {
    typealias Element = ShapePath.Element
    typealias Part = SymbolOutline.Part

    /// A base symbol: its box (`x0 y0` to `x1 y1` in the units its paths are written in) and
    /// the parts of its outline and `.fill` forms.
    struct Base: Sendable {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)
        var outline: [Part]
        var filled: [Part]
    }

    /// The outline for a symbol name, nil when neither it nor its base is in the table.
    public static func outline(for name: String) -> SymbolOutline? {
        guard let form = form(of: name), let base = table[form.base]?() else { return nil }
        var outline = form.container?.compose(base, filled: form.filled) ?? place(base, filled: form.filled)
        if form.slashed { outline.slash() }
        return outline
    }

    /// Whether pictures have an outline for the name (its parts read, no path made).
    public static func knows(_ name: String) -> Bool { form(of: name) != nil }

    /// What a name asks for: the longest base of the table it starts with, then `.fill`, one
    /// container and `.slash`, anything after `.badge` left out; nil for a name that is not so.
    static func form(of name: String) -> (base: String, filled: Bool, slashed: Bool, container: Container?)? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var baseName: String?
        var rest: ArraySlice<String> = []
        for k in stride(from: components.count, to: 0, by: -1) {
            let candidate = components[..<k].joined(separator: ".")
            if table[candidate] != nil || aliases[candidate] != nil {
                baseName = aliases[candidate] ?? candidate
                rest = components[k...]
                break
            }
        }
        guard let baseName, table[baseName] != nil else { return nil }
        var filled = false
        var slashed = false
        var container: Container?
        for c in rest {
            if c == "badge" { break }
            switch c {
            case "fill": filled = true
            case "slash": slashed = true
            case "circle" where container == nil: container = .circle
            case "square" where container == nil: container = .square
            case "triangle" where container == nil: container = .triangle
            default: return nil
            }
        }
        return (baseName, filled, slashed, container)
    }

    /// The base's parts moved so that its box starts at 0 0.
    static func place(_ base: Base, filled: Bool) -> SymbolOutline {
        let parts = (filled ? base.filled : base.outline).map {
            Part(role: $0.role, elements: transform($0.elements, scale: 1, dx: -base.box.x0, dy: -base.box.y0))
        }
        return SymbolOutline(
            size: Size(width: base.box.x1 - base.box.x0, height: base.box.y1 - base.box.y0), parts: parts)
    }

    /// A circle, rounded square or triangle round a base symbol drawn smaller inside it.
    enum Container {
        case circle, square, triangle

        /// The container's shape in a 100×100 box, and the square the base is fitted into.
        var shape: (elements: [Element], height: Double, inner: Rect) {
            switch self {
            case .circle: (SymbolOutlines.circle(50, 50, 45.75), 100, Rect(x: 25, y: 25, width: 50, height: 50))
            case .square:
                (SymbolOutlines.rrect(4.25, 4.25, 91.5, 91.5, 20), 100, Rect(x: 25, y: 25, width: 50, height: 50))
            case .triangle:
                (SymbolOutlines.p("M50 6 L95.5 85 L4.5 85 Z"), 90, Rect(x: 32, y: 38, width: 36, height: 40))
            }
        }

        /// Outline form: the container stroked round the base's outline form. Filled: the
        /// container filled, the base's filled form cut out of it (its own cuts are not drawn).
        func compose(_ base: Base, filled: Bool) -> SymbolOutline {
            let (outer, height, inner) = shape
            let (bw, bh) = (base.box.x1 - base.box.x0, base.box.y1 - base.box.y0)
            let k = bw > 0 && bh > 0 ? min(inner.width / bw, inner.height / bh) : 1
            let dx = inner.x + (inner.width - bw * k) / 2 - base.box.x0 * k
            let dy = inner.y + (inner.height - bh * k) / 2 - base.box.y0 * k
            var parts = [Part(role: filled ? .strokeAndFill : .stroke, elements: outer)]
            for part in filled ? base.filled : base.outline {
                let role: SymbolOutline.Role
                switch (filled, part.role) {
                case (false, let r): role = r
                case (true, .stroke): role = .cutStroke
                case (true, .fill): role = .cutFill
                case (true, .strokeAndFill):
                    parts.append(Part(role: .cutFill, elements: transform(part.elements, scale: k, dx: dx, dy: dy)))
                    role = .cutStroke
                case (true, .cutStroke), (true, .cutFill), (true, .slash): continue
                }
                parts.append(Part(role: role, elements: transform(part.elements, scale: k, dx: dx, dy: dy)))
            }
            return SymbolOutline(size: Size(width: 100, height: height), parts: parts)
        }
    }

    /// Each point of the elements mapped by `m`.
    static func mapped(_ elements: [Element], _ m: (Point) -> Point) -> [Element] {
        elements.map { e in
            switch e {
            case .move(let p): .move(m(p))
            case .line(let p): .line(m(p))
            case .quad(let p, let c): .quad(m(p), control: m(c))
            case .cubic(let p, let c1, let c2): .cubic(m(p), control1: m(c1), control2: m(c2))
            case .close: .close
            }
        }
    }

    static func transform(_ elements: [Element], scale k: Double, dx: Double, dy: Double) -> [Element] {
        mapped(elements) { Point(x: $0.x * k + dx, y: $0.y * k + dy) }
    }

    /// Turned a quarter turn clockwise `turns` times about 50 50.
    static func turned(_ elements: [Element], _ turns: Int) -> [Element] {
        mapped(elements) { p in
            var q = p
            for _ in 0..<((turns % 4 + 4) % 4) { q = Point(x: 100 - q.y, y: q.x) }
            return q
        }
    }

    // MARK: Building parts

    /// Path data of absolute and relative `M L H V C Q Z` commands, as SVG writes them.
    static func p(_ data: String) -> [Element] {
        var tokens: [String] = []
        var number = ""
        func flush() {
            if !number.isEmpty { tokens.append(number) }
            number = ""
        }
        for ch in data {
            if ch.isLetter {
                flush()
                tokens.append(String(ch))
            } else if ch == "-" {
                flush()
                number = "-"
            } else if ch.isNumber || ch == "." {
                number.append(ch)
            } else {
                flush()
            }
        }
        flush()
        var out: [Element] = []
        var current = Point(x: 0, y: 0)
        var start = current
        var command: Character = "M"
        var i = 0
        func next() -> Double? {
            guard i < tokens.count, let v = Double(tokens[i]) else { return nil }
            i += 1
            return v
        }
        while i < tokens.count {
            if let c = tokens[i].first, c.isLetter {
                command = c
                i += 1
                if c == "Z" || c == "z" {
                    out.append(.close)
                    current = start
                    continue
                }
            }
            let relative = command.isLowercase
            func pt() -> Point? {
                guard let x = next(), let y = next() else { return nil }
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch command.uppercased() {
            case "M":
                guard let q = pt() else { return out }
                out.append(.move(q))
                (current, start) = (q, q)
                command = relative ? "l" : "L"
            case "L":
                guard let q = pt() else { return out }
                out.append(.line(q))
                current = q
            case "H":
                guard let x = next() else { return out }
                current = Point(x: relative ? current.x + x : x, y: current.y)
                out.append(.line(current))
            case "V":
                guard let y = next() else { return out }
                current = Point(x: current.x, y: relative ? current.y + y : y)
                out.append(.line(current))
            case "C":
                guard let c1 = pt(), let c2 = pt(), let q = pt() else { return out }
                out.append(.cubic(q, control1: c1, control2: c2))
                current = q
            case "Q":
                guard let c = pt(), let q = pt() else { return out }
                out.append(.quad(q, control: c))
                current = q
            default:
                return out
            }
        }
        return out
    }

    /// An arc of the circle about `cx cy` from angle `a0` to `a1` (degrees, clockwise from the
    /// positive x axis as y runs down), as cubics of at most 90° each.
    static func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double, move: Bool = true)
        -> [Element]
    {
        let (start, center) = (a0 * Double.pi / 180, Point(x: cx, y: cy))
        let first = Point(x: cx + r * cos(start), y: cy + r * sin(start))
        return (move ? [.move(first)] : [])
            + ShapePath.curves(center: center, radius: r, start: start, sweep: (a1 - a0) * Double.pi / 180)
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> [Element] {
        arc(cx, cy, r, 180, 540) + [.close]
    }

    static func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> [Element] {
        mapped(circle(0, 0, 1)) { Point(x: cx + $0.x * rx, y: cy + $0.y * ry) }
    }

    /// A rectangle with corners of radius `r`.
    static func rrect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> [Element] {
        let r = max(0, min(r, w / 2, h / 2))
        return [.move(Point(x: x + r, y: y)), .line(Point(x: x + w - r, y: y))]
            + arc(x + w - r, y + r, r, 270, 360, move: false) + [.line(Point(x: x + w, y: y + h - r))]
            + arc(x + w - r, y + h - r, r, 0, 90, move: false) + [.line(Point(x: x + r, y: y + h))]
            + arc(x + r, y + h - r, r, 90, 180, move: false) + [.line(Point(x: x, y: y + r))]
            + arc(x + r, y + r, r, 180, 270, move: false) + [.close]
    }

    static func s(_ e: [Element]...) -> Part { Part(role: .stroke, elements: e.flatMap { $0 }) }
    static func f(_ e: [Element]...) -> Part { Part(role: .fill, elements: e.flatMap { $0 }) }
    static func sf(_ e: [Element]...) -> Part { Part(role: .strokeAndFill, elements: e.flatMap { $0 }) }
    static func cs(_ e: [Element]...) -> Part { Part(role: .cutStroke, elements: e.flatMap { $0 }) }
    static func cf(_ e: [Element]...) -> Part { Part(role: .cutFill, elements: e.flatMap { $0 }) }

    /// A base whose `.fill` form is `filled` (by default its outline form, for a symbol of lines).
    static func b(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ outline: [Part], filled: [Part]? = nil
    ) -> Base {
        Base(box: (x0, y0, x1, y1), outline: outline, filled: filled ?? outline)
    }

    /// A base drawn as one closed shape: stroked, and filled in its `.fill` form.
    static func shape(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ e: [Element]) -> Base {
        b(x0, y0, x1, y1, [s(e)], filled: [sf(e)])
    }

    /// A base turned a quarter turn clockwise `turns` times about 50 50, its box too.
    static func turn(_ base: Base, _ turns: Int) -> Base {
        let corners = turned(
            [.move(Point(x: base.box.x0, y: base.box.y0)), .move(Point(x: base.box.x1, y: base.box.y1))], turns)
        let points = corners.compactMap { e -> Point? in
            if case .move(let q) = e { return q }
            return nil
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        func t(_ parts: [Part]) -> [Part] { parts.map { Part(role: $0.role, elements: turned($0.elements, turns)) } }
        return Base(
            box: (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 100, ys.max() ?? 100), outline: t(base.outline),
            filled: t(base.filled))
    }

    // MARK: The table

    /// Other names SF Symbols gives a base.
    static let aliases: [String: String] = [
        "chevron.forward": "chevron.right", "chevron.backward": "chevron.left", "gearshape": "gear",
        "person.crop": "person", "multiply": "xmark",
        "exclamationmark.triangle": "exclamationmark.intriangle", "heart.text": "heart",
        "bubble.left": "message",
    ]

    static let heart = p(
        "M50 84 C20 64 4.5 46 4.5 28 C4.5 14 15 4.5 28 4.5 C38 4.5 46 10 50 18 C54 10 62 4.5 72 4.5 C85 4.5 95.5 14 95.5 28 C95.5 46 80 64 50 84 Z"
    )
    static let cloudShape = p(
        "M26 82 C13 82 4.5 73 4.5 62 C4.5 51 12 43 23 42 C25 28 36 18 51 18 C63 18 73 25 77 36 C88 37 95.5 46 95.5 58 C95.5 71 86 82 73 82 Z"
    )
    static let chevronRight = b(24, 3, 76, 97, [s(p("M32 12 L68 50 L32 88"))])
    static let arrowUp = b(10, 5, 90, 95, [s(p("M50 90 L50 10 M15 45 L50 10 L85 45"))])
    static let personShape = (
        head: circle(42, 23, 18.75), body: p("M5 87.75 C5 67 22 56 42 56 C62 56 79 67 79 87.75 Z")
    )

    // The parts several symbols share, made when a symbol that uses them is first drawn.
    static let front = p("M6 87.75 C6 71 21 61 40 61 C59 61 74 71 74 87.75 Z")
    static let middle = p("M28 87.75 C28 71 42 62 60 62 C78 62 92 71 92 87.75 Z")
    static let sides = (
        open: p(
            "M46 53 C40 50.5 33 49.5 24 49.5 C12 49.5 4.25 57 4.25 72 L26 72 M74 53 C80 50.5 87 49.5 96 49.5 C108 49.5 115.75 57 115.75 72 L94 72"
        ),
        closed: p(
            "M46 53 C40 50.5 33 49.5 24 49.5 C12 49.5 4.25 57 4.25 72 L26 72 C28 64 36 57 46 53 Z M74 53 C80 50.5 87 49.5 96 49.5 C108 49.5 115.75 57 115.75 72 L94 72 C92 64 84 57 74 53 Z"
        )
    )
    static let gear = p(
        "M39.48 16.62 L43.27 5 L56.73 5 L60.52 16.62 L66.16 18.95 L77.06 13.42 L86.58 22.94 L81.05 33.84 L83.38 39.48 L95 43.27 L95 56.73 L83.38 60.52 L81.05 66.16 L86.58 77.06 L77.06 86.58 L66.16 81.05 L60.52 83.38 L56.73 95 L43.27 95 L39.48 83.38 L33.84 81.05 L22.94 86.58 L13.42 77.06 L18.95 66.16 L16.62 60.52 L5 56.73 L5 43.27 L16.62 39.48 L18.95 33.84 L13.42 22.94 L22.94 13.42 L33.84 18.95 Z"
    )
    static let bellBody = p("M14 70 L14 44 C14 24 28 11 46 11 C64 11 78 24 78 44 L78 70 L86 78 L6 78 Z")
    static let trashBody = p("M14 20 L19 85 C19.5 90 23 93 28 93 L72 93 C77 93 80.5 90 81 85 L86 20")
    static let trashTop = p(
        "M6 20 L94 20 M34 20 L34 11 C34 8 36 6 39 6 L61 6 C64 6 66 8 66 11 L66 20")
    static let trashLines = p("M38 34 L39.5 79 M50 34 L50 79 M62 34 L60.5 79")
    static let pencil = p("M9 91 L15.36 69.08 L76.22 8.22 L91.78 23.78 L30.92 84.64 Z")
    static let pencilBands = p("M15.36 69.08 L30.92 84.64 M68.44 16 L84 31.56")
    static let dots = [30.0, 50, 70].flatMap { x in [54.0, 74].flatMap { y in circle(x, y, 5) } }
    static let camera = p(
        "M14 26 L30 26 L36 16 C37.5 13.5 39.5 12 42.5 12 L57.5 12 C60.5 12 62.5 13.5 64 16 L70 26 L86 26 C91 26 95.75 30 95.75 36 L95.75 78 C95.75 84 91 88 86 88 L14 88 C9 88 4.25 84 4.25 78 L4.25 36 C4.25 30 9 26 14 26 Z"
    )
    static let mountains = p("M12 80 L36 54 L52 70 L64 58 L88 82")
    static let basket = p("M21 24 L92 24 L86 52 L26 52")
    static let handle = p("M4.25 12 L18 12 L28 66 L84 66")
    static let wheels = circle(32, 84, 7) + circle(78, 84, 7)
    static let rays = p(
        "M83 50 L95.5 50 M73.33 73.33 L82.17 82.17 M50 83 L50 95.5 M26.67 73.33 L17.83 82.17 M17 50 L4.5 50 M26.67 26.67 L17.83 17.83 M50 17 L50 4.5 M73.33 26.67 L82.17 17.83"
    )
    static let raisedCloud = transform(cloudShape, scale: 1, dx: 0, dy: -12)
    static let rain = p("M30 80 L24 94 M52 80 L46 94 M74 80 L68 94")
    static let flag = p("M14 10 C32 2 46 20 66 12 C74 9 80 9 86 10 L86 58 C80 57 74 57 66 60 C46 68 32 50 14 58")
    static let shackle = p("M28 42 L28 28 C28 14 38 6 50 6 C62 6 72 14 72 28 L72 42")
    static let meridians = ellipse(50, 50, 20, 45.75) + p("M4.25 50 L95.75 50 M11 27 L89 27 M11 73 L89 73")
    static let plane = p("M94 6 L6 42 L42 58 L58 94 Z")
    static let thumb = p(
        "M30 44 L30 90 L74 90 C82 90 88 85 89 78 L94 56 C95.5 49 91 44 84 44 L62 44 L65 26 C66.5 16 62 8 54 8 C51 8 49 10 48 13 L40 36 C38 41 34 44 30 44 Z"
    )
    static let cuff = p("M8 48 L8 86 C8 88 10 90 12 90 L20 90 L20 44 L12 44 C10 44 8 46 8 48 Z")
    static let stem = p("M46 78 L46 6")
    static let noteFlag = p("M46 6 C60 10 72 14 80 20 L80 34 C70 28 58 26 46 24 Z")
    static let tray = p(
        "M4.25 56 L4.25 80 C4.25 87 9 92 16 92 L84 92 C91 92 95.75 87 95.75 80 L95.75 56 L82 16 C80 11 76 8 71 8 L29 8 C24 8 20 11 18 16 Z"
    )
    static let trayInner = p("M4.25 56 L32 56 C32 64 40 70 50 70 C60 70 68 64 68 56 L95.75 56")
    static let windows = [54.0, 70].flatMap { x in [24.0, 40, 56, 72].flatMap { y in rrect(x, y, 8, 8, 1.5) } }
    static let buildings = rrect(44, 8, 48, 86, 6) + rrect(8, 40, 36, 54, 6)
    static let lowWindows = [18.0, 30].flatMap { x in [52.0, 68].flatMap { y in rrect(x, y, 6, 8, 1.5) } }
    static let clockwise = arc(50, 54, 38, -45, 270) + p("M44 5 L56 16 L44 27")
    static let leaf = p("M14 86 C10 40 40 12 90 10 C90 60 62 90 14 86 Z")
    static let vein = p("M14 86 C36 62 54 44 70 30")
    static let eye = p("M4.5 50 C16 28 32 18 50 18 C68 18 84 28 95.5 50 C84 72 68 82 50 82 C32 82 16 72 4.5 50 Z")
    static let doc = p(
        "M26 4.25 L58 4.25 L84 30 L84 86 C84 92 80 95.75 74 95.75 L26 95.75 C20 95.75 16 92 16 86 L16 14 C16 8 20 4.25 26 4.25 Z"
    )
    static let fold = p("M58 4.25 L58 24 C58 28 60 30 64 30 L84 30")
    static let tag = p(
        "M50 6 L88 6 C91 6 94 9 94 12 L94 50 L52 92 C48 96 44 96 40 92 L8 60 C4 56 4 52 8 48 Z")
    static let book = p(
        "M50 20 C40 12 26 10 6 12 L6 84 C26 82 40 84 50 92 C60 84 74 82 94 84 L94 12 C74 10 60 12 50 20 Z")
    static let giftBody = p("M14 50 L14 86 C14 91 17 94 22 94 L78 94 C83 94 86 91 86 86 L86 50")
    static let bow = p("M50 30 C44 18 30 12 28 22 C27 28 36 30 50 30 C64 30 73 28 72 22 C70 12 56 18 50 30")
    static let bag = p("M14 34 L86 34 L90 86 C90 91 87 94 82 94 L18 94 C13 94 10 91 10 86 Z")
    static let bagHandle = p("M34 34 L34 26 C34 16 41 8 50 8 C59 8 66 16 66 26 L66 34")
    static let sparkles = p(
        "M40 24 C43 46 52 55 74 58 C52 61 43 70 40 92 C37 70 28 61 6 58 C28 55 37 46 40 24 Z M78 6 C79.5 15 83 18.5 92 20 C83 21.5 79.5 25 78 34 C76.5 25 73 21.5 64 20 C73 18.5 76.5 15 78 6 Z"
    )
    static let capsule = rrect(32, 4.25, 36, 56, 18)
    static let stand = p("M18 44 C18 64 32 76 50 76 C68 76 82 64 82 44 M50 76 L50 94")
    static let camcorder = rrect(4.25, 22, 62, 56, 10) + p("M68 42 L92 28 L92 72 L68 58 Z")
    static let bulb = p("M34 70 C34 60 18 52 18 34 C18 16 32 4.25 50 4.25 C68 4.25 82 16 82 34 C82 52 66 60 66 70 Z")
    static let card = rrect(4.25, 14, 91.5, 72, 10)
    static let band = p("M4.25 36 L95.75 36 M18 66 L38 66")
    static let eyes = circle(35, 38, 6.5) + circle(65, 38, 6.5)
    static let smile = p("M30 60 C36 70 43 74 50 74 C57 74 64 70 70 60")
    static let crown = p("M10 80 L4.25 26 L30 50 L50 14 L70 50 L95.75 26 L90 80 Z")

    /// NB: each base is made when it is first drawn, not all when the table is: making the 90
    /// bases parses every path and cost a lesson that names one symbol 12.6 M instructions, as
    /// much as the rest of its run.
    static let table: [String: @Sendable () -> Base] = {
        var t: [String: @Sendable () -> Base] = [:]
        t["circle"] = { shape(0, 0, 100, 100, circle(50, 50, 45.75)) }
        t["square"] = { shape(0, 0, 100, 100, rrect(4.25, 4.25, 91.5, 91.5, 20)) }
        t["triangle"] = { shape(0, 0.5, 100, 89, p("M50 5 L95.5 84.5 L4.5 84.5 Z")) }
        t["heart"] = { shape(0, 0, 100, 90, heart) }
        t["star"] = {
            shape(
                0, 0.5, 100, 94,
                p(
                    "M50 5.5 L62.64 34.11 L93.75 37.29 L70.45 58.14 L77.04 88.71 L50 73 L22.96 88.71 L29.55 58.14 L6.25 37.29 L37.36 34.11 Z"
                ))
        }
        t["person"] = {
            b(
                0, 0, 84, 92, [s(personShape.head, personShape.body)], filled: [sf(personShape.head, personShape.body)])
        }
        t["person.2"] = {
            b(
                0, 0, 120, 92,
                [
                    s(
                        circle(40, 30, 16), front, circle(82, 22, 14.5),
                        p("M70 52.5 C73.5 51.2 77.5 50.5 82 50.5 C100 50.5 115.75 59 115.75 76 L84 76"))
                ],
                filled: [
                    sf(
                        circle(40, 30, 16), front, circle(82, 22, 14.5),
                        p(
                            "M70 52.5 C73.5 51.2 77.5 50.5 82 50.5 C100 50.5 115.75 59 115.75 76 L84 76 C82 66 77 57 70 52.5 Z"
                        ))
                ])
        }
        t["person.3"] = {
            b(
                0, 6, 120, 92, [s(circle(60, 30, 15), middle, circle(24, 24, 12.5), circle(96, 24, 12.5), sides.open)],
                filled: [sf(circle(60, 30, 15), middle, circle(24, 24, 12.5), circle(96, 24, 12.5), sides.closed)])
        }
        t["plus"] = { b(0, 0, 100, 100, [s(p("M50 12 L50 88 M12 50 L88 50"))]) }
        t["minus"] = { b(0, 0, 100, 100, [s(p("M12 50 L88 50"))]) }
        t["xmark"] = { b(0, 0, 100, 100, [s(p("M18 18 L82 82 M82 18 L18 82"))]) }
        t["checkmark"] = { b(0, 0, 100, 100, [s(p("M12 54 L38 82 L88 16"))]) }
        t["gear"] = { b(0, 0, 100, 100, [s(gear, circle(50, 50, 14))], filled: [sf(gear), cs(circle(50, 50, 14))]) }
        t["house"] = {
            b(
                0, 0, 110, 92,
                [s(p("M5 46 L55 5.5 L105 46 M19 35 L19 87.75 L91 87.75 L91 35 M44 87.75 L44 62 L66 62 L66 87.75"))],
                filled: [
                    s(p("M5 46 L55 5.5 L105 46")), sf(p("M19 34 L55 5.5 L91 34 L91 87.75 L19 87.75 Z")),
                    cf(p("M44 93 L44 62 L66 62 L66 93 Z")),
                ])
        }
        t["bell"] = {
            b(
                1.5, 6.5, 90.5, 97.5, [s(bellBody, p("M37 84 C37 89 41 93 46 93 C51 93 55 89 55 84"))],
                filled: [sf(bellBody, p("M37 84 C37 89 41 93 46 93 C51 93 55 89 55 84 Z"))])
        }
        t["trash"] = {
            b(
                1.5, 1.5, 98.5, 97.5, [s(trashTop, trashBody, trashLines)],
                filled: [s(trashTop), sf(trashBody, [.close]), cs(trashLines)])
        }
        t["pencil"] = {
            b(
                4, 3.5, 96.5, 96, [s(pencil, pencilBands)], filled: [sf(pencil), cs(pencilBands)])
        }
        t["magnifyingglass"] = { b(5.5, 5.5, 96.5, 96.5, [s(circle(40, 40, 30), p("M62 62 L92 92"))]) }
        t["arrow.up"] = { arrowUp }
        t["arrow.right"] = { turn(arrowUp, 1) }
        t["arrow.down"] = { turn(arrowUp, 2) }
        t["arrow.left"] = { turn(arrowUp, 3) }
        t["chevron.right"] = { chevronRight }
        t["chevron.down"] = { turn(chevronRight, 1) }
        t["chevron.left"] = { turn(chevronRight, 2) }
        t["chevron.up"] = { turn(chevronRight, 3) }
        t["chevron.up.chevron.down"] = { b(22, 12, 78, 88, [s(p("M30 38 L50 18 L70 38 M30 62 L50 82 L70 62"))]) }
        t["info"] = { b(31, 4, 71, 91, [f(circle(50, 14, 9)), s(p("M38 38 L52 38 L52 86 M36 86 L66 86"))]) }
        t["exclamationmark"] = {
            b(
                36, 5, 64, 92, [s(p("M50 10 L50 62")), f(circle(50, 84, 7.5))])
        }
        t["exclamationmark.intriangle"] = {
            b(
                0, 0, 100, 90, [s(p("M50 6 L95.5 85 L4.5 85 Z"), p("M50 34 L50 58")), f(circle(50, 71, 5))],
                filled: [sf(p("M50 6 L95.5 85 L4.5 85 Z")), cs(p("M50 34 L50 58")), cf(circle(50, 71, 5))])
        }
        t["questionmark"] = {
            b(
                19, 1, 81, 93,
                [
                    s(p("M24 30 C24 14 36 6 50 6 C65 6 76 16 76 29 C76 42 66 47 58 52 C52 56 50 60 50 66")),
                    f(circle(50, 85, 7)),
                ])
        }
        t["envelope"] = {
            b(
                0.5, 10.5, 99.5, 89.5, [s(rrect(5, 15, 90, 70, 10), p("M9 21 L50 54 L91 21"))],
                filled: [sf(rrect(5, 15, 90, 70, 10)), cs(p("M9 21 L50 54 L91 21"))])
        }
        t["calendar"] = {
            b(
                0.5, 3.5, 99.5, 98.5, [s(rrect(5, 8, 90, 86, 14), p("M5 30 L95 30")), f(dots)],
                filled: [sf(rrect(5, 8, 90, 86, 14)), cs(p("M5 30 L95 30")), cf(dots)])
        }
        t["clock"] = {
            b(
                0, 0, 100, 100, [s(circle(50, 50, 45.75), p("M50 22 L50 50 L70 62"))],
                filled: [sf(circle(50, 50, 45.75)), cs(p("M50 22 L50 50 L70 62"))])
        }
        t["camera"] = {
            b(
                0, 7.5, 100, 92.5, [s(camera, circle(50, 56, 17))], filled: [sf(camera), cs(circle(50, 56, 17))])
        }
        t["photo"] = {
            b(
                0, 5.5, 100, 94.5, [s(rrect(4.25, 10, 91.5, 80, 12), mountains), f(circle(68, 32, 8))],
                filled: [sf(rrect(4.25, 10, 91.5, 80, 12)), cs(mountains), cf(circle(68, 32, 8))])
        }
        t["cart"] = {
            b(
                0, 7.5, 96.5, 95.5, [s(handle, basket), f(wheels)],
                filled: [s(handle), sf(basket, [.close]), f(wheels)])
        }
        t["bolt"] = { shape(9.5, 0, 90.5, 100, p("M58 4.5 L14 56 L46 56 L38 95.5 L86 40 L54 40 Z")) }
        t["flame"] = {
            shape(
                11, 0, 89, 100,
                p(
                    "M50 5 C56 20 84 36 84 63 C84 82 69 95 50 95 C31 95 16 82 16 63 C16 50 22 41 30 33 C31 42 35 48 41 51 C40 33 44 17 50 5 Z"
                ))
        }
        t["sun.max"] = { b(0, 0, 100, 100, [s(circle(50, 50, 20), rays)], filled: [sf(circle(50, 50, 20)), s(rays)]) }
        t["moon"] = {
            shape(
                1.5, 1.5, 98.5, 99.5,
                p(
                    "M40 6 C20 12 6 30 6 54 C6 78 26 95 50 95 C70 95 86 84 94 66 C90 67 86 68 80 68 C56 68 36 50 36 26 C36 18 37.5 12 40 6 Z"
                ))
        }
        t["cloud"] = { shape(0, 13.5, 100, 86.5, cloudShape) }
        t["cloud.rain"] = { b(0, 1.5, 100, 98.5, [s(raisedCloud, rain)], filled: [sf(raisedCloud), s(rain)]) }
        t["snowflake"] = {
            b(
                0, 0, 100, 100,
                [
                    s(
                        p(
                            "M50 50 L50 4.5 M50 20 L41.64 10.04 M50 20 L58.36 10.04 M50 50 L89.4 27.25 M75.98 35 L80.43 22.78 M75.98 35 L88.78 37.26 M50 50 L89.4 72.75 M75.98 65 L88.78 62.74 M75.98 65 L80.43 77.22 M50 50 L50 95.5 M50 80 L58.36 89.96 M50 80 L41.64 89.96 M50 50 L10.6 72.75 M24.02 65 L19.57 77.22 M24.02 65 L11.22 62.74 M50 50 L10.6 27.25 M24.02 35 L11.22 37.26 M24.02 35 L19.57 22.78"
                        ))
                ])
        }
        t["play"] = { shape(15, 4.5, 93, 95.5, p("M20 9 L20 91 L88 50 Z")) }
        t["pause"] = {
            b(
                15, 7, 85, 93, [s(p("M28 12 L28 88 M72 12 L72 88"))],
                filled: [sf(rrect(20, 12, 16, 76, 3), rrect(64, 12, 16, 76, 3))])
        }
        t["stop"] = { shape(5.5, 5.5, 94.5, 94.5, rrect(10, 10, 80, 80, 10)) }
        t["ellipsis"] = { b(4, 38, 96, 62, [f(circle(14, 50, 8), circle(50, 50, 8), circle(86, 50, 8))]) }
        t["list.bullet"] = {
            b(
                3, 9, 99, 91,
                [
                    f(circle(12, 20, 7), circle(12, 50, 7), circle(12, 80, 7)),
                    s(p("M32 20 L94 20 M32 50 L94 50 M32 80 L94 80")),
                ]
            )
        }
        t["line.3.horizontal"] = { b(3.5, 10, 96.5, 90, [s(p("M8 20 L92 20 M8 50 L92 50 M8 80 L92 80"))]) }
        t["square.and.arrow.up"] = {
            b(
                8.5, 0.5, 91.5, 99.5,
                [
                    s(
                        p(
                            "M34 36 L24 36 C17 36 13 40 13 47 L13 84 C13 91 17 95 24 95 L76 95 C83 95 87 91 87 84 L87 47 C87 40 83 36 76 36 L66 36 M50 66 L50 6 M34 21 L50 5 L66 21"
                        ))
                ])
        }
        t["bookmark"] = {
            shape(
                13.5, 0, 86.5, 99.5, p("M18 10 C18 7 20 4.5 23 4.5 L77 4.5 C80 4.5 82 7 82 10 L82 95 L50 72 L18 95 Z"))
        }
        t["flag"] = {
            b(
                9.5, 1.5, 90.5, 99.5, [s(p("M14 95 L14 8"), flag)], filled: [s(p("M14 95 L14 8")), sf(flag, [.close])])
        }
        t["lock"] = {
            b(
                9.5, 1.5, 90.5, 98, [s(shackle, rrect(14, 42, 72, 51.75, 9))],
                filled: [s(shackle), sf(rrect(14, 42, 72, 51.75, 9))])
        }
        t["globe"] = {
            b(
                0, 0, 100, 100, [s(circle(50, 50, 45.75), meridians)],
                filled: [sf(circle(50, 50, 45.75)), cs(meridians)])
        }
        t["mappin"] = {
            b(
                24, 0, 76, 100, [s(circle(50, 26, 21.75), p("M50 52 L50 95"))],
                filled: [sf(circle(50, 26, 21.75)), s(p("M50 52 L50 95"))])
        }
        t["paperplane"] = {
            b(
                0, 0, 100, 100, [s(plane, p("M42 58 L94 6"))], filled: [sf(plane), cs(p("M42 58 L94 6"))])
        }
        t["hand.thumbsup"] = { b(3.5, 3.5, 99.5, 94.5, [s(thumb, cuff)], filled: [sf(thumb, cuff)]) }
        t["music.note"] = {
            b(
                10, 1.5, 86, 95, [s(stem), sf(noteFlag), f(ellipse(31, 80, 17, 13))])
        }
        t["wifi"] = {
            b(
                2, 10, 98, 96,
                [
                    f(circle(50, 84, 8)),
                    s(arc(50, 84, 24, 225, 315), arc(50, 84, 46, 225, 315), arc(50, 84, 68, 225, 315)),
                ])
        }
        t["antenna.radiowaves.left.and.right"] = {
            b(
                0, 12, 100, 92,
                [
                    f(circle(50, 46, 7)), s(p("M50 56 L50 88")),
                    s(
                        arc(50, 46, 20, 140, 220), arc(50, 46, 40, 140, 220), arc(50, 46, 20, -40, 40),
                        arc(50, 46, 40, -40, 40)),
                ])
        }
        t["tray"] = { b(0, 3.5, 100, 96.5, [s(tray, trayInner)], filled: [sf(tray), cs(trayInner)]) }
        t["building.2"] = {
            b(
                3.5, 3.5, 96.5, 98.5, [s(buildings), f(windows, lowWindows)],
                filled: [sf(buildings), cf(windows, lowWindows)])
        }
        t["diamond"] = { shape(0, 0, 100, 100, p("M50 5 L95 50 L50 95 L5 50 Z")) }
        t["equal"] = { b(0, 0, 100, 100, [s(p("M14 36 L86 36 M14 64 L86 64"))]) }
        t["divide"] = { b(0, 0, 100, 100, [s(p("M14 50 L86 50")), f(circle(50, 22, 7), circle(50, 78, 7))]) }
        t["arrow.clockwise"] = { b(7.5, 0.5, 92.5, 96.5, [s(clockwise)]) }
        t["arrow.counterclockwise"] = {
            b(
                7.5, 0.5, 92.5, 96.5, [s(mapped(clockwise) { Point(x: 100 - $0.x, y: $0.y) })])
        }
        t["drop"] = {
            shape(
                13.5, 0, 86.5, 99.5,
                p("M50 5 C62 24 82 44 82 64 C82 82 68 95 50 95 C32 95 18 82 18 64 C18 44 38 24 50 5 Z")
            )
        }
        t["leaf"] = { b(5.5, 5.5, 94.5, 94.5, [s(leaf, vein)], filled: [sf(leaf), cs(vein)]) }
        t["eye"] = {
            b(
                0, 13.5, 100, 86.5, [s(eye, circle(50, 50, 15))],
                filled: [sf(eye), cs(circle(50, 50, 15)), f(circle(50, 50, 7))])
        }
        t["doc"] = { b(11.5, 0, 88.5, 100, [s(doc, fold)], filled: [sf(doc), cs(fold)]) }
        t["folder"] = {
            shape(
                0, 5.5, 100, 94.5,
                p(
                    "M4.25 26 L4.25 20 C4.25 14 8 10 14 10 L36 10 C40 10 42 12 44 14 L50 20 L86 20 C92 20 95.75 24 95.75 30 L95.75 80 C95.75 86 92 90 86 90 L14 90 C8 90 4.25 86 4.25 80 Z"
                ))
        }
        t["tag"] = { b(1.5, 1.5, 98.5, 99.5, [s(tag, circle(74, 26, 6))], filled: [sf(tag), cf(circle(74, 26, 6))]) }
        t["message"] = {
            shape(
                0, 3.5, 100, 95.5,
                p(
                    "M50 8 C76 8 95.75 24 95.75 46 C95.75 68 76 84 50 84 C44 84 38 83 33 81 C26 86 18 90 8 91 C13 85 16 79 16 73 C9 66 4.25 57 4.25 46 C4.25 24 24 8 50 8 Z"
                ))
        }
        t["book"] = {
            b(1.5, 5.5, 98.5, 97, [s(book, p("M50 20 L50 92"))], filled: [sf(book), cs(p("M50 20 L50 92"))])
        }
        t["gift"] = {
            b(
                1.5, 9, 98.5, 98.5, [s(rrect(6, 30, 88, 20, 4), giftBody, bow, p("M50 30 L50 94"))],
                filled: [sf(rrect(6, 30, 88, 20, 4), giftBody, [.close]), s(bow), cs(p("M50 30 L50 94"))])
        }
        t["bag"] = { b(5.5, 3.5, 94.5, 98.5, [s(bag, bagHandle)], filled: [sf(bag), s(bagHandle)]) }
        t["hourglass"] = {
            b(
                15.5, 1.5, 84.5, 98.5,
                [
                    s(
                        p(
                            "M20 6 L80 6 M20 94 L80 94 M26 6 C26 30 44 40 44 50 C44 60 26 70 26 94 M74 6 C74 30 56 40 56 50 C56 60 74 70 74 94"
                        ))
                ])
        }
        t["sparkles"] = { shape(1.5, 1.5, 96.5, 96.5, sparkles) }
        t["square.grid.3x2"] = {
            shape(
                1.5, 11.5, 98.5, 88.5,
                rrect(6, 16, 24, 30, 6) + rrect(38, 16, 24, 30, 6) + rrect(70, 16, 24, 30, 6)
                    + rrect(6, 54, 24, 30, 6) + rrect(38, 54, 24, 30, 6) + rrect(70, 54, 24, 30, 6))
        }
        t["arrow.up.arrow.down"] = {
            b(3.5, 5, 96.5, 95, [s(p("M28 90 L28 10 M8 30 L28 10 L48 30 M72 10 L72 90 M52 70 L72 90 L92 70"))])
        }
        t["arrow.uturn.backward"] = {
            b(
                3.5, 13.5, 92.5, 90.5,
                [s(p("M30 18 L8 40 L30 62 M8 40 L62 40 C78 40 88 52 88 64 C88 76 78 86 62 86 L40 86"))])
        }
        t["shuffle"] = {
            b(
                3.5, 13.5, 96.5, 86.5,
                [
                    s(
                        p(
                            "M8 26 L30 26 C52 26 52 74 74 74 L90 74 M80 64 L90 74 L80 84 M8 74 L30 74 C52 74 52 26 74 26 L90 26 M80 16 L90 26 L80 36"
                        ))
                ])
        }
        t["map"] = {
            shape(
                0, 5.5, 100, 94.5,
                p("M4.25 20 L34 10 L66 22 L95.75 12 L95.75 80 L66 90 L34 78 L4.25 88 Z M34 10 L34 78 M66 22 L66 90"))
        }
        t["rectangle.stack"] = {
            b(
                3.5, 3.5, 96.5, 96.5,
                [s(rrect(8, 32, 84, 60, 10), p("M18 20 L82 20 M28 8 L72 8"))],
                filled: [sf(rrect(8, 32, 84, 60, 10)), s(p("M18 20 L82 20 M28 8 L72 8"))])
        }
        t["paintpalette"] = {
            b(
                3.5, 5.5, 96.5, 94.5,
                [
                    s(
                        p(
                            "M50 10 C26 10 8 28 8 50 C8 72 26 90 48 90 C56 90 58 84 54 78 C50 72 54 66 62 66 L72 66 C84 66 92 58 92 46 C92 26 74 10 50 10 Z"
                        )), f(circle(30, 40, 6), circle(46, 26, 6), circle(66, 28, 6), circle(76, 44, 6)),
                ],
                filled: [
                    sf(
                        p(
                            "M50 10 C26 10 8 28 8 50 C8 72 26 90 48 90 C56 90 58 84 54 78 C50 72 54 66 62 66 L72 66 C84 66 92 58 92 46 C92 26 74 10 50 10 Z"
                        )), cf(circle(30, 40, 6), circle(46, 26, 6), circle(66, 28, 6), circle(76, 44, 6)),
                ])
        }
        t["square.grid.2x2"] = {
            shape(
                1.5, 1.5, 98.5, 98.5,
                rrect(6, 6, 36, 36, 8) + rrect(58, 6, 36, 36, 8) + rrect(6, 58, 36, 36, 8) + rrect(58, 58, 36, 36, 8))
        }
        t["slider.horizontal.3"] = {
            b(
                1.5, 5.5, 98.5, 94.5,
                [
                    s(
                        p("M6 20 L52 20 M76 20 L94 20 M6 50 L18 50 M42 50 L94 50 M6 80 L58 80 M82 80 L94 80"),
                        circle(64, 20, 10), circle(30, 50, 10), circle(70, 80, 10))
                ])
        }
        t["mic"] = { b(13.5, 0, 86.5, 98.5, [s(capsule, stand)], filled: [sf(capsule), s(stand)]) }
        t["video"] = { shape(0, 17.5, 96.5, 82.5, camcorder) }
        t["lightbulb"] = {
            b(
                13.5, 0, 86.5, 98.5, [s(bulb, p("M36 82 L64 82 M40 94 L60 94"))],
                filled: [sf(bulb), s(p("M36 82 L64 82 M40 94 L60 94"))])
        }
        t["creditcard"] = { b(0, 9.5, 100, 90.5, [s(card, band)], filled: [sf(card), cs(band)]) }
        t["face.smiling"] = {
            b(
                0, 0, 100, 100, [s(circle(50, 50, 45.75), smile), f(eyes)],
                filled: [sf(circle(50, 50, 45.75)), cf(eyes), cs(smile)])
        }
        t["crown"] = {
            b(0, 9.5, 100, 96.5, [s(crown, p("M12 92 L88 92"))], filled: [sf(crown), s(p("M12 92 L88 92"))])
        }
        t["dollarsign"] = {
            b(
                21.5, -0.5, 78.5, 102.5,
                [
                    s(
                        p(
                            "M72 26 C68 18 60 14 50 14 C38 14 28 20 28 32 C28 44 38 48 50 51 C62 54 74 58 74 70 C74 82 63 88 50 88 C38 88 29 82 26 74 M50 4 L50 98"
                        ))
                ])
        }
        t["key"] = { b(5.5, 5.5, 96.5, 96.5, [s(circle(34, 34, 24), p("M51 51 L92 92 M74 74 L84 64 M84 84 L92 76"))]) }
        for digit in 0..<10 { t["\(digit)"] = { b(-1, -1, 61, 91, digits[digit]) } }
        // NB: `10.circle` to `50.circle`: two digits side by side, 4 units apart.
        for number in 10...50 {
            t["\(number)"] = {
                let tens = digits[number / 10]
                let ones = digits[number % 10].map {
                    Part(role: $0.role, elements: transform($0.elements, scale: 1, dx: 64, dy: 0))
                }
                return b(-1, -1, 125, 91, tens + ones)
            }
        }
        return t
    }()

    /// The digits `0` to `9` (`3.circle`), strokes in a 60×90 box.
    static let digits: [[Part]] = {
        let six = p(
            "M48 12 C44 7 38 4 31 4 C15 4 6 20 6 46 C6 72 16 86 31 86 C45 86 54 76 54 61 C54 46 44 37 31 37 C18 37 8 46 6 56"
        )
        return [
            [s(ellipse(30, 45, 24, 41))],
            [s(p("M12 20 L34 4 L34 86"))],
            [s(p("M8 22 C10 10 19 4 30 4 C43 4 52 12 52 24 C52 36 44 44 30 56 L8 86 L54 86"))],
            [
                s(
                    p(
                        "M8 16 C12 8 20 4 30 4 C42 4 51 11 51 22 C51 34 42 42 28 42 C44 42 54 50 54 63 C54 77 43 86 30 86 C18 86 9 80 6 70"
                    ))
            ],
            [s(p("M42 86 L42 4 L4 62 L56 62"))],
            [s(p("M50 4 L12 4 L8 44 C14 38 21 36 30 36 C44 36 54 46 54 61 C54 76 43 86 29 86 C18 86 9 80 6 72"))],
            [s(six)],
            [s(p("M6 4 L54 4 L22 86"))],
            [s(ellipse(30, 23, 20, 19), ellipse(30, 64, 24, 22))],
            [s(mapped(six) { Point(x: 60 - $0.x, y: 90 - $0.y) })],
        ]
    }()
}
