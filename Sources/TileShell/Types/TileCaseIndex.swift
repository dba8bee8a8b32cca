/// The cases of a session's tile kinds by name: for each name, every tile kind with such a case,
/// so that a `tile` command finds `apple` with one look-up however many kinds there are.
///
/// Kept up to date by `Session.declare` and `Session.removeLastEnum`, as `tileKindIndices` is.
/// NB: a final class, replaced whole when a tile kind comes, goes or changes (rarely): the checker
/// copies the session for every command, and one stored reference is one retain and release.
///
///     let index = TileCaseIndex(kinds: [0], of: [BuiltIns.fruit])  // "apple" → Fruit's case 0
final class TileCaseIndex: Sendable {
    /// A tile kind's case: the kind's index in the session's `enums`, the case's index in the
    /// kind, and the next kind with a case of the same name (an index in `hits`), or nil.
    struct Hit: Sendable {
        let kind: Int
        let caseIndex: Int
        var next: Int?
    }

    /// Each name's first hit, by the name's position in `hits`.
    private let names: NameIndex
    let hits: [Hit]

    static let empty = TileCaseIndex(names: NameIndex(), hits: [])

    private init(names: NameIndex, hits: [Hit]) {
        self.names = names
        self.hits = hits
    }

    /// The cases of `kinds` (indices in `enums`, ascending, each a tile kind).
    convenience init(kinds: [Int], of enums: [EnumType]) {
        var names = NameIndex()
        var hits: [Hit] = []
        for k in kinds { Self.add(kind: k, enums[k], to: &names, &hits) }
        self.init(names: names, hits: hits)
    }

    /// This index with the cases of one more tile kind, `type`, at index `kind` in `enums`
    /// (after every kind already in it).
    func adding(kind: Int, _ type: EnumType) -> TileCaseIndex {
        var (names, hits) = (self.names, self.hits)
        Self.add(kind: kind, type, to: &names, &hits)
        return TileCaseIndex(names: names, hits: hits)
    }

    /// The first hit for the case name spelt by `bytes` (UTF-8); the others follow by `next`.
    func first(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? { names.position(ofUTF8: bytes) }

    /// NB: a name a kind spells twice (two canonically equal spellings) is its first case, as
    /// `EnumType.index(of:)` has it.
    private static func add(kind: Int, _ type: EnumType, to names: inout NameIndex, _ hits: inout [Hit]) {
        for (i, name) in type.cases.enumerated() {
            guard let first = names.position(of: name) else {
                names.insert(name, at: hits.count)
                hits.append(Hit(kind: kind, caseIndex: i))
                continue
            }
            var last = first
            while let next = hits[last].next { last = next }
            guard hits[last].kind != kind else { continue }
            hits[last].next = hits.count
            hits.append(Hit(kind: kind, caseIndex: i))
        }
    }
}
