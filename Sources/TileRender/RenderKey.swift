/// What a view shows, as plain values: two views with equal keys draw the same cells at the same
/// width. A `RenderCache` remembers a view's bytes by its key, the width and the colour depth.
///
/// `RenderKey(kind: "tile", number: 100, title: "Apples", look: 0xFF3B30)` is the red "Apples"
/// tile of 100.
///
/// NB: the kind and the look are plain numbers and a static string, not `String`s: a key is copied
/// at every probe of the cache's table, and each `String` in it costs a retain and a release.
public struct RenderKey: Hashable, Sendable {
    /// The kind of view ("tile", "picker"): keys of different kinds never match.
    public var kind: StaticString
    /// Its one number: a tile's count, a picker's selection.
    public var number: Int
    /// Its title, if it has one.
    public var title: String?
    /// Its list of labels (a picker's cases), if it has them.
    /// NB: optional so that a key without labels holds no array to retain and release.
    public var labels: [String]?
    /// How it looks, as a number the view chooses: a tile's colour (0xRRGGBB), a picker's style.
    public var look: Int
    /// The width and depth it was rendered for, set by `RenderCache`.
    /// NB: kept in the key itself, so that a look-up neither wraps nor copies the key.
    var width = 0
    var depth = ColorDepth.none

    public init(kind: StaticString, number: Int, title: String?, labels: [String]? = nil, look: Int) {
        self.kind = kind
        self.number = number
        self.title = title
        self.labels = labels
        self.look = look
    }

    /// NB: `RenderKeyTable`'s subscript compares these same fields in place (a method or `==` on a
    /// stored key copies it, which a replay feels), so a new field goes in both.
    public static func == (a: RenderKey, b: RenderKey) -> Bool {
        guard a.number == b.number, a.look == b.look, a.width == b.width, a.depth == b.depth, sameKind(a.kind, b.kind)
        else { return false }
        if let x = a.labels {
            guard let y = b.labels, x == y else { return false }
        } else if b.labels != nil {
            return false
        }
        if let x = a.title { return b.title.map { x == $0 } ?? false }
        return b.title == nil
    }

    /// Two kinds are the same text (the same literal is the same address, the usual case).
    static func sameKind(_ a: StaticString, _ b: StaticString) -> Bool {
        guard a.hasPointerRepresentation, b.hasPointerRepresentation else { return a.description == b.description }
        if a.utf8Start == b.utf8Start && a.utf8CodeUnitCount == b.utf8CodeUnitCount { return true }
        return a.withUTF8Buffer { x in b.withUTF8Buffer { y in x.elementsEqual(y) } }
    }

    /// One number built from the fields that are cheap to read; equality still compares everything.
    /// NB: hashing the title's text, every label (an enum may have 10 000 cases), or a colour depth
    /// (whose hash is its raw value's text) was most of a look-up's cost; even reading the title's
    /// last byte costs more than the rest. The look tells the usual kinds apart.
    @inline(__always)
    var packedHash: Int {
        number &+ ((labels?.count ?? -1) &<< 24) &+ ((title?.utf8.count ?? -1) &<< 32) &+ (look &<< 40)
            &+ (width &<< 56)
    }

    /// Fibonacci hashing: the packed hash times 2⁶⁴/φ, whose top bits every bit of it moves.
    @inline(__always)
    var mixedHash: UInt64 { UInt64(bitPattern: Int64(packedHash)) &* 0x9E37_79B9_7F4A_7C15 }

    public func hash(into hasher: inout Hasher) { hasher.combine(packedHash) }
}
