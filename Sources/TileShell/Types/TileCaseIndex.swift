/// The cases of a session's tile kinds by name: for each name, every tile kind with such a case,
/// so that a `tile` command finds `apple` with one look-up however many kinds there are.
///
/// Kept up to date by `Session.declare` and `Session.removeLastEnum`, as `tileKindIndices` is.
/// NB: a final class, replaced whole when a tile kind comes, goes or changes (rarely): the checker
/// copies the session for every command, and one stored reference is one retain and release.
///
///     let index = TileCaseIndex(kinds: [0], of: [BuiltIns.fruit])  // "apple": Fruit's case 0
final class TileCaseIndex: Sendable {
    /// A tile kind's case, with what a `tile` command takes from it, and the next tile kind with
    /// a case of the same name (an index in `hits`), or nil.
    struct Hit: Sendable {
        /// The tile kind's name.
        let kind: String
        let caseIndex: Int
        let face: TileFace
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
        for k in kinds { Self.add(enums[k], to: &names, &hits) }
        self.init(names: names, hits: hits)
    }

    /// This index with the cases of one more tile kind, declared after every kind already in it.
    func adding(_ type: EnumType) -> TileCaseIndex {
        var (names, hits) = (self.names, self.hits)
        Self.add(type, to: &names, &hits)
        return TileCaseIndex(names: names, hits: hits)
    }

    /// The first hit for the case name spelt by `bytes` (UTF-8); the others follow by `next`.
    func first(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? { names.position(ofUTF8: bytes) }

    /// NB: a case name counts as the kind's first case of that name, and only when that case has
    /// a face, as the `tile` command found them kind by kind (`EnumType.index(of:)`, then its face).
    private static func add(_ type: EnumType, to names: inout NameIndex, _ hits: inout [Hit]) {
        guard let faces = type.faces else { return }
        for (i, name) in type.cases.enumerated() where i < faces.count && type.index(of: name) == i {
            let hit = Hit(kind: type.name, caseIndex: i, face: faces[i])
            guard let first = names.position(of: name) else {
                names.insert(name, at: hits.count)
                hits.append(hit)
                continue
            }
            var last = first
            while let next = hits[last].next { last = next }
            hits[last].next = hits.count
            hits.append(hit)
        }
    }
}
