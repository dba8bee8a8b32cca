/// What a view shows, as plain values: two views with equal keys draw the same cells at the same
/// width. A `RenderCache` remembers a view's bytes by its key, the width and the colour depth.
///
/// `RenderKey(kind: "tile", number: 100, title: "Apples", look: "red")` is the red "Apples" tile
/// of 100.
public struct RenderKey: Hashable, Sendable {
    /// The kind of view ("tile", "picker"): keys of different kinds never match.
    public var kind: String
    /// Its one number: a tile's count, a picker's selection.
    public var number: Int
    /// Its title, if it has one.
    public var title: String?
    /// Its list of labels (a picker's cases), empty when it has none.
    public var labels: [String]
    /// How it looks, by name: a tile's colour, a picker's style.
    public var look: String

    public init(kind: String, number: Int, title: String?, labels: [String] = [], look: String) {
        self.kind = kind
        self.number = number
        self.title = title
        self.labels = labels
        self.look = look
    }

    /// One number built from the fields that are cheap to read; equality still compares everything.
    /// NB: hashing the title's text, or every label (an enum may have 10 000 cases), was most of a
    /// look-up's cost. The title's length and end bytes tell the usual kinds apart.
    @inline(__always)
    var packedHash: Int {
        guard let title else { return number &+ (labels.count &<< 24) }
        let utf8 = title.utf8
        let ends = Int(utf8.first ?? 0) &<< 8 | Int(utf8.last ?? 0)
        return number &+ (labels.count &<< 24) &+ (ends &<< 32) &+ (utf8.count &<< 48)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(packedHash) }
}
