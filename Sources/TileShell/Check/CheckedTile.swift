/// One tile of a `tile` command as the checker resolved it: what `TileView` is made from when the
/// command runs.
///
/// Example: `tile apple 100` holds `CheckedTile(count: 100, face: BuiltIns.fruit.faces![0], kind: "Fruit", caseIndex: 0)`.
public struct CheckedTile: Hashable, Sendable {
    public var count: Int
    /// The title and colour the tile kind derives from the case.
    public var face: TileFace
    /// The tile kind (an enum's name) and the case's index in it, for a Swift export.
    public var kind: String
    public var caseIndex: Int

    public init(count: Int, face: TileFace, kind: String, caseIndex: Int) {
        self.count = count
        self.face = face
        self.kind = kind
        self.caseIndex = caseIndex
    }
}
