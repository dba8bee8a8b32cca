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

    /// The seed's 150×150 pt frame in cells: terminal cells are about twice as tall as wide.
    public static let minWidth = 20
    public static let height = 9

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

    public func describe() -> [ViewDescription] { [.tile(tile)] }

    /// The tile as plain data.
    public var tile: ViewDescription.Tile { ViewDescription.Tile(count: count, title: title, color: backgroundColor) }

    /// What the tile shows: two tiles with the same count, title and colour draw the same cells.
    public var renderKey: RenderKey {
        let rgb = backgroundColor.rgb
        return RenderKey(
            kind: "tile", number: count, title: title, look: Int(rgb.r) << 16 | Int(rgb.g) << 8 | Int(rgb.b))
    }

    public func render(into cache: inout RenderCache) {
        cache.append(key: renderKey) { draw(width: $0) }
    }

    public func draw(width available: Int) -> Canvas {
        let number = String(count)
        // NB: a number's text is ASCII: its length in bytes is its length in characters.
        let digits = number.utf8.count
        let titleText = Sanitizer.visible(title)
        let titleWidth = TextWidth.of(titleText) + 4
        var faceWidth = digits * 4 - 1
        // NB: when the digit face cannot fit the output, the tile falls back to plain digits
        // and keeps its usual size rather than stretching to the whole width.
        if faceWidth + 6 > max(available, Self.minWidth) { faceWidth = Int.max / 2 }
        let wanted = max(Self.minWidth, faceWidth == Int.max / 2 ? digits + 4 : faceWidth + 6, titleWidth)
        // NB: never wider than the output, however narrow: a wider row would wrap on the terminal.
        let w = max(1, min(wanted, available))
        let inner = w - 2
        var c = Canvas(width: w, height: Self.height)
        let bg = backgroundColor.rgb
        let edge = Style(foreground: bg)
        let fill = Style(foreground: NamedColor.white.rgb, background: bg)
        c.fill(x: 1, y: 1, width: inner, height: Self.height - 2, style: fill)
        // NB: borders drawn in runs, not built as strings (an allocation each).
        for (y, corners) in [(0, ("╭", "╮")), (Self.height - 1, ("╰", "╯"))] {
            c.put(corners.0, x: 0, y: y, style: edge)
            c.put("─", repeated: inner, x: 1, y: y, style: edge)
            c.put(corners.1, x: 1 + max(0, inner), y: y, style: edge)
        }
        c.fill(x: 0, y: 1, width: 1, height: Self.height - 2, with: "│", style: edge)
        c.fill(x: w - 1, y: 1, width: 1, height: Self.height - 2, with: "│", style: edge)
        // The count, `.largeTitle` and `.underline()`: a digit face over a rule, or plain
        // digits when the face would not fit.
        if faceWidth <= inner - 2 {
            let x = 1 + (inner - faceWidth) / 2
            // NB: each digit's rows drawn where they go; the blanks between digits are the fill's.
            for (i, byte) in number.utf8.enumerated() {
                let face = BigDigits.face(ofASCII: byte)
                for r in 0..<BigDigits.rows { c.put(face[r], x: x + 4 * i, y: 2 + r, style: fill) }
            }
            c.put("━", repeated: faceWidth, x: x, y: 5, style: fill)
        } else {
            let shown = Truncate.toWidth(number, inner)
            let x = 1 + (inner - TextWidth.of(shown)) / 2
            c.put(
                shown, x: x, y: 3,
                style: Style(foreground: NamedColor.white.rgb, background: bg, bold: true, underline: true))
        }
        // The title, `.headline`: bold.
        let shownTitle = Truncate.toWidth(titleText, inner - 2)
        let tx = 1 + (inner - TextWidth.of(shownTitle)) / 2
        c.put(shownTitle, x: tx, y: 6, style: Style(foreground: NamedColor.white.rgb, background: bg, bold: true))
        return c
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

    public func describe() -> [ViewDescription] { [.tileRow(tiles.map { TileView($0).tile })] }

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
