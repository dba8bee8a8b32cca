import TileRender

/// `tile <case> <count> ...`, or `tile <count>` with the case from the `fruit` binding: seed 1's
/// tiles, one per pair, side by side.
///
/// Example: `tile apple 100 orange 46` checks to two tiles of the kind `Fruit`.
public struct TileCommand: ShellCommand {
    /// Each tile's count and the face its case derives (seed 1's `init(count:fruit:)`); the
    /// views are made when the command runs.
    public var tiles: [CheckedTile]
    /// `tile <count>`: the case is the `fruit` binding's.
    public var followsFruit: Bool

    public init(tiles: [CheckedTile], followsFruit: Bool) {
        self.tiles = tiles
        self.followsFruit = followsFruit
    }

    /// Most tiles one `tile` command may draw (README "Limits").
    public static let maxTiles = 1_000

    public static let spec = CommandSpec(
        "tile", for: Self.self, usage: "tile <fruit> <count> [<fruit> <count> ...] | tile <count>",
        summary:
            "Show one tile per pair, side by side; with only a count, the fruit comes from `fruit`. "
            + "Counts are whole numbers from 0 up.",
        examples: ["tile apple 100", "tile apple 100 orange 46", "tile 12"],
        grammar: [
            .oneOrMore(
                Slot(.tileArgument, fills: .tileArgument, shape: .value, expected: "a fruit or a count"),
                missing: "a fruit and a count, as in 'tile apple 100', or a count alone")
        ],
        effects: .draws, reads: ["fruit"])

    public static func check(_ tokens: ArraySlice<Token>, of command: Command, in checker: Checker) throws(Diagnostic)
        -> CheckedCommand
    {
        let args = tokens.dropFirst()
        return .tile(
            TileCommand(tiles: try checker.checkTiles(args, line: command.line), followsFruit: args.count == 1))
    }

    public func run(in shell: inout Shell, command: Command) throws(Diagnostic) -> ShellView? {
        .tiles(TileRowView(tiles))
    }

    /// The tile kinds it draws, and `fruit` when the case follows it.
    public func reads(in session: Session) -> Watch.Reads {
        var reads = Watch.Reads()
        if followsFruit { for name in Self.spec.reads { reads.read(named: name, in: session) } }
        for t in tiles { reads.types.insert(t.kind) }
        return reads
    }

    public func explain(_ explainer: Explainer, text: String) -> [String] {
        let shown = tiles.prefix(8).map { "\($0.count) \($0.face.title) (\($0.face.color.rawValue))" }
        return [
            "\(text) would draw \(tiles.count) \(tiles.count == 1 ? "tile" : "tiles"): "
                + shown.joined(separator: ", ") + (tiles.count > 8 ? ", …" : ""),
            "each title and colour is derived from its case when the tile is made, as init(count:fruit:) does",
        ]
    }

    public func drawn(pickerStyle: PickerStyle) -> DrawnCommand? {
        if followsFruit, let tile = tiles.first { return .fruitTile(count: tile.count) }
        return .tiles(tiles.map { DrawnTile(kind: $0.kind, caseIndex: $0.caseIndex, count: $0.count) })
    }
}

extension Checker {
    func checkTiles(_ args: ArraySlice<Token>, line: SourceLine) throws(Diagnostic)
        -> [CheckedTile]
    {
        guard let first = args.first else { return [] }
        // `tile <count>`: the fruit comes from the `fruit` binding.
        if args.count == 1, first.kind == .word, case let f = line.firstByte(of: first),
            Lexer.isDigit(f) || f == UInt8(ascii: "-") || f == UInt8(ascii: "+")
        {
            let count = try parseCount(first, line: line)
            guard let b = session.binding(named: "fruit"), case .enumeration(let t) = b.type.base,
                let e = session.enumType(named: t), let faces = e.faces, case .enumCase(let i)? = b.value,
                faces.indices.contains(i)
            else {
                throw line.error("'tile <count>' needs a 'fruit' binding holding a tile kind", at: first)
            }
            return [CheckedTile(count: count, face: faces[i], kind: e.name, caseIndex: i)]
        }
        if args.count / 2 > TileCommand.maxTiles {
            throw line.error(.limit(.tiles(count: args.count / 2, limit: TileCommand.maxTiles)), at: first)
        }
        var tiles: [CheckedTile] = []
        tiles.reserveCapacity((args.count + 1) / 2)
        var i = args.startIndex
        while i < args.endIndex {
            let (face, kind, index) = try resolveTileCase(args[i], line: line)
            guard i + 1 < args.endIndex else {
                throw line.error(
                    "expected a count after '\(line.text(of: args[i]))', as in 'tile \(line.caseName(of: args[i])) 3'",
                    start: args[i].end,
                    end: args[i].end + 1)
            }
            tiles.append(
                CheckedTile(
                    count: try parseCount(args[i + 1], line: line), face: face, kind: kind, caseIndex: index))
            i += 2
        }
        return tiles
    }

    /// A case of any tile kind: `apple`, `.apple` or qualified `Fruit.apple`.
    func resolveTileCase(_ token: Token, line: SourceLine) throws(Diagnostic) -> (TileFace, kind: String, index: Int) {
        // NB: the bytes are read in place (a string's decoded first): this runs for every tile drawn.
        var decoded = token.kind == .string ? line.text(of: token) : nil
        // NB: closures, not the method itself: a method's partial application would copy the checker.
        let (found, matches) = decoded?.withUTF8 { findTileCase($0) } ?? line.withUTF8(of: token) { findTileCase($0) }
        if matches == 1, let found { return found }
        var text = line.text(of: token)
        let name = text.withUTF8 { String(decoding: Self.splitTileCase($0).name, as: UTF8.self) }
        let kinds = session.tileKinds
        if matches > 1 {
            let names = kinds.filter { $0.index(of: name) != nil }.map { "\($0.name).\(name)" }
            throw line.error(
                "'\(name)' is a case of several tile kinds; write \(names.joined(separator: " or "))", at: token)
        }
        if token.kind == .word, Int(text) != nil {
            throw line.error(
                "expected a fruit before the count \(text), as in 'tile apple \(text)'",
                at: token)
        }
        let all = kinds.flatMap(\.cases)
        let list = kinds.map { "\($0.name): " + ValueParser.caseList($0) }.joined(separator: "; ")
        throw line.error(.notATileCase(name, kinds: list, nearest: Suggest.nearest(name, among: all)), at: token)
    }

    /// The tile kind and case `written` names, and how many tile kinds have such a case.
    func findTileCase(_ written: UnsafeBufferPointer<UInt8>) -> (
        found: (TileFace, kind: String, index: Int)?, matches: Int
    ) {
        let (restrict, key) = Self.splitTileCase(written)
        var found: (TileFace, kind: String, index: Int)?
        var matches = 0
        let index = session.tileCases
        var next = index.first(utf8: key)
        while let h = next {
            next = index.hits[h].next
            if let restrict, !index.hits[h].kind.isSpelt(by: restrict) { continue }
            found = (index.hits[h].face, index.hits[h].kind, index.hits[h].caseIndex)
            matches += 1
        }
        return (found, matches)
    }

    /// A tile case as written, taken apart: `apple`, `.apple` or `Fruit.apple` (kind, then case).
    static func splitTileCase(_ written: UnsafeBufferPointer<UInt8>) -> (
        kind: UnsafeBufferPointer<UInt8>?, name: UnsafeBufferPointer<UInt8>
    ) {
        let dot = UInt8(ascii: ".")
        var name = written
        if name.first == dot { name = UnsafeBufferPointer(rebasing: name.dropFirst()) }
        guard let at = name.firstIndex(of: dot) else { return (nil, name) }
        return (UnsafeBufferPointer(rebasing: name[..<at]), UnsafeBufferPointer(rebasing: name[(at + 1)...]))
    }

    /// A tile's count: a whole number, 0 or more (a negative count of fruit means nothing).
    func parseCount(_ token: Token, line: SourceLine) throws(Diagnostic) -> Int {
        let count = try ValueParser.parseInt(token, line: line)
        guard count >= 0 else {
            throw line.error(
                .notValid(
                    line.text(of: token), type: "tile count", expected: "a whole number from 0 up, as in 'tile apple 3'"
                ),
                at: token)
        }
        return count
    }
}

/// One tile of a `tile` row: the tile kind (an enum's name), the case's index in that enum and the count.
public struct DrawnTile: Hashable, Sendable {
    public var kind: String
    public var caseIndex: Int
    public var count: Int

    public init(kind: String, caseIndex: Int, count: Int) {
        self.kind = kind
        self.caseIndex = caseIndex
        self.count = count
    }
}

/// `tile <case> <count> ...` as the export records it: one row of tiles, each of a named tile kind.
struct DrawnTileRow: DrawnView {
    var tiles: [DrawnTile]

    func swiftLines(_ source: inout DrawnViewSource) -> [String] { source.tileRow(tiles) }

    /// The tile kinds whose case still exists.
    func enumsUsed(in session: Session) -> Set<String> {
        Set(
            tiles.filter { session.enumType(named: $0.kind)?.cases.indices.contains($0.caseIndex) == true }.map(\.kind))
    }
}

/// `tile <count>`: one tile of the case the `fruit` binding holds when the view is shown.
struct DrawnFruitTile: DrawnView {
    var count: Int

    func swiftLines(_ source: inout DrawnViewSource) -> [String] { source.fruitTileRow(count: count) }
    func bindingsRead(in session: Session) -> Set<String> { ["fruit"] }
}

extension DrawnCommand {
    /// `tile <case> <count> ...`.
    public static func tiles(_ row: [DrawnTile]) -> DrawnCommand { DrawnCommand(DrawnTileRow(tiles: row)) }
    /// `tile <count>`.
    public static func fruitTile(count: Int) -> DrawnCommand { DrawnCommand(DrawnFruitTile(count: count)) }
}

extension DrawnViewSource {
    /// `FruitTile(count: 100, fruit: .apple)`.
    func tile(_ tile: DrawnTile) -> String? {
        guard let kind = plan.enumPlan(tile.kind), let view = kind.tile, let c = kind.caseReference(tile.caseIndex)
        else { return nil }
        return "\(view.structName)(count: \(SwiftLiteral.int(tile.count)), \(SwiftName.escaped(view.label)): \(c))"
    }

    /// `FruitTile(count: 12, fruit: fruit)`: the tile follows the `fruit` binding.
    func fruitTile(count: Int) -> [String]? {
        guard let b = plan.bindingPlan("fruit"), case .enumeration(let t) = b.binding.type.base,
            let kind = plan.enumPlan(t), let view = kind.tile
        else { return nil }
        let call = { (fruit: String) in
            "\(view.structName)(count: \(SwiftLiteral.int(count)), \(SwiftName.escaped(view.label)): \(fruit))"
        }
        if b.binding.type.isOptional { return ["\(b.reference).map { \(call("$0")) }"] }
        return [call(b.reference)]
    }

    /// A `tile` row as an HStack; empty when no tile names a case that still exists.
    func tileRow(_ row: [DrawnTile]) -> [String] {
        let tiles = row.compactMap(tile)
        return tiles.isEmpty ? [] : ["HStack {"] + tiles.map { "  " + $0 } + ["}"]
    }

    /// `tile <count>` as an HStack of the one tile.
    func fruitTileRow(count: Int) -> [String] {
        fruitTile(count: count).map { ["HStack {"] + $0.map { "  " + $0 } + ["}"] } ?? []
    }
}
