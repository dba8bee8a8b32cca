import TileRender
import TileTree

/// Seed 1's `InitializerBootcamp`: a card whose title and colour were derived from the enum
/// case when it was made. `draw` only lays out stored values; it never branches on the case.
///
/// Example: `TileView(count: 100, face: BuiltIns.fruit.faces![0])` is the red "Apples" card.
public struct TileView: TileShellView, Hashable {
    public let count: Int
    public let title: String
    public let backgroundColor: NamedColor

    public init(count: Int, face: TileFace) {
        self.count = count
        self.title = face.title
        self.backgroundColor = face.color
    }

    /// The tile a checked `tile` command names.
    public init(_ tile: CheckedTile) { self.init(count: tile.count, face: tile.face) }

    public func json() -> [JSONValue] {
        [
            .object([
                ("view", .string("tile")), ("count", .int(count)), ("title", .string(title)),
                ("color", .string(backgroundColor.rawValue)),
            ])
        ]
    }

    public func plainTrees() -> [ViewNode] {
        [TilePresentation.tree(count: count, title: title, color: backgroundColor)]
    }

    public func accessibleLabels() -> [String] { [TilePresentation.label(count: count, title: title)] }

    /// What the tile shows: two tiles with the same count, title and colour draw the same cells.
    public var renderKey: RenderKey {
        let rgb = backgroundColor.rgb
        return RenderKey(
            kind: "tile", number: count, title: title, look: Int(rgb.r) << 16 | Int(rgb.g) << 8 | Int(rgb.b))
    }

    public func render(into cache: inout RenderCache) {
        cache.append(key: renderKey) { draw(width: $0) }
    }

    /// The seed's body over the view tree, laid out and drawn in cells.
    public func draw(width available: Int) -> Canvas {
        TilePresentation.cells(count: count, title: title, color: backgroundColor, width: available)
    }
}

/// A row of tiles with the seed's HStack spacing, wrapping to new rows when wider than the output.
///
/// NB: it keeps the checked tiles and makes each `TileView` where it is drawn (a copy of a few
/// fields): a second array of views per command would cost more than the tiles it draws from memory.
public struct TileRowView: TileShellView {
    public var tiles: [CheckedTile]
    /// Two columns between tiles, a blank line between rows of them.
    public static let layout = RowLayout(spacing: 2, lineSpacing: 1)

    public init(_ tiles: [CheckedTile]) { self.tiles = tiles }

    public func json() -> [JSONValue] {
        [.object([("view", .string("tiles")), ("tiles", .array(tiles.flatMap { TileView($0).json() }))])]
    }

    public func plainTrees() -> [ViewNode] { [.hstack(tiles.map { TileView($0).plainTree })] }

    public func accessibleLabels() -> [String] {
        [tiles.map { TilePresentation.label(count: $0.count, title: $0.face.title) }.joined(separator: ", ")]
    }

    /// The seed's HStack of tiles, where a row too wide for the output goes on below: each tile
    /// drawn over the view tree, then joined by `layout`, as the render cache joins them.
    /// NB: not the whole row as one tree: a tile's own tree is prepared once and only its
    /// values change, and an export draws every tile the session drew this way.
    public func draw(width: Int) -> Canvas {
        Self.layout.draw(tiles.map { TileView($0).draw(width: width) }, width: width)
    }

    /// The row joined from each tile's remembered bytes.
    public func render(into cache: inout RenderCache) {
        cache.appendRow(
            Self.layout, count: tiles.count, key: { TileView(tiles[$0]).renderKey },
            part: { TileView(tiles[$0]).draw(width: $1) })
    }
}
