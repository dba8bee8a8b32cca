import Testing
import TileRender

@testable import TileShell

/// The checker: every name resolved against the session, every value typed, every limit named.
@Suite struct CheckerTests {
    func check(_ text: String, in session: Session) throws -> CheckedCommand {
        let command = try #require(try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: text)).first)
        return try Checker(session: session, now: fixedNow).check(command)
    }

    func tiles(_ command: CheckedCommand) -> (tiles: [CheckedTile], followsFruit: Bool)? {
        (command.shellCommand as? TileCommand).map { ($0.tiles, $0.followsFruit) }
    }

    /// `explain` with nothing after it points after its keyword, not at the start of its line
    /// (the parser reports it first; the checker says the same if handed such a command).
    @Test func anExplainWithoutArgumentsPointsAfterItsKeyword() throws {
        let session = Shell(environment: environment()).session
        let line = SourceLine(source: "t", lineNumber: 1, text: "show price; explain price")
        var command = try #require(try Parser.parse(line).last)
        command.tokens = command.tokens.prefix(1)
        do {
            _ = try Checker(session: session, now: fixedNow).check(command)
            Issue.record("checked")
        } catch {
            #expect(error.location.column == 20)
        }
    }

    @Test func tilesAreCheckedIntoPlainValuesWithTheirFaces() throws {
        let session = Shell(environment: environment()).session
        let row = try #require(tiles(try check("tile apple 100 Fruit.orange 46", in: session)))
        #expect(!row.followsFruit)
        #expect(row.tiles.map(\.count) == [100, 46])
        #expect(
            row.tiles.map(\.face) == [
                TileFace(title: "Apples", color: .red), TileFace(title: "Oranges", color: .orange),
            ])
        #expect(row.tiles.map(\.kind) == ["Fruit", "Fruit"])
        #expect(row.tiles.map(\.caseIndex) == [0, 1])
    }

    @Test func aTileCountAloneIsCheckedAgainstTheFruitBinding() throws {
        let session = Run("pick fruit orange").shell.session
        let row = try #require(tiles(try check("tile 7", in: session)))
        #expect(row.followsFruit)
        #expect(
            row.tiles == [
                CheckedTile(count: 7, face: TileFace(title: "Oranges", color: .orange), kind: "Fruit", caseIndex: 1)
            ])
    }

    @Test func dateOffsetsAreASignANumberAndAUnit() {
        let good: [(String, Int64)] = [
            ("-3h", -10_800), ("+2d", 172_800), ("-90m", -5_400), ("-1w", -604_800), ("+30s", 30), ("-0s", 0),
            ("-007h", -25_200),
        ]
        for (text, seconds) in good {
            #expect(Array(text.utf8).withUnsafeBufferPointer(ValueParser.parseOffset) == seconds, "\(text)")
        }
        for text in [
            "-h", "3h", "-3x", "--3h", "-+3h", "- 3h", "-3H", "-3hh", "-99999999999999999999h", "-9999999999w", "",
        ] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(ValueParser.parseOffset) == nil, "\(text)")
        }
    }

    @Test func redeclarationsAreErrors() {
        #expect(Run("enum Fruit: kiwi").errors.count == 1)
        #expect(Run("var price: Int").errors.count == 1)
        #expect(Run("enum E: a, a").errors.first?.contains("duplicate case 'a'") == true)
    }

    @Test func tileKindMustBeExhaustive() {
        let r = Run("enum Berry: straw, blue, rasp\ntilekind Berry: straw \"Strawberries\" pink")
        #expect(
            r.errors.first?.contains("tilekind 'Berry' must be exhaustive: no title and colour for cases blue, rasp")
                == true)
        let ok = Run(
            "enum Berry: straw, blue\ntilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries\" indigo\ntile straw 3 blue 4"
        )
        #expect(ok.errors.isEmpty)
        #expect(ok.output.contains("Strawberries"))
        #expect(ok.output.contains("Blueberries"))
    }

    @Test func tileCountAloneUsesTheFruitBinding() {
        let r = Run("pick fruit orange\ntile 7")
        #expect(r.errors.isEmpty)
        #expect(r.output.contains("Oranges"))
        #expect(!r.output.contains("Apples"))
    }

    @Test func ambiguousTileCasesMustBeQualified() {
        let r = Run(
            "enum Citrus: orange, lime\ntilekind Citrus: orange \"Navels\" orange, lime \"Limes\" green\ntile orange 1")
        #expect(r.errors.first?.contains("write Fruit.orange or Citrus.orange") == true)
        #expect(
            Run("enum Citrus: orange\ntilekind Citrus: orange \"Navels\" orange\ntile Citrus.orange 1").output.contains(
                "Navels"))
    }

    /// The tile cases are found through an index the session keeps (`TileCaseIndex`): it follows
    /// a tile kind declared, redeclared with other cases, made a plain enum again, and taken back.
    @Test func tileCasesFollowTheSessionsTileKinds() throws {
        func resolve(_ text: String, in session: Session) -> String {
            do {
                return try #require(tiles(try check(text, in: session))).tiles.map {
                    "\($0.kind).\($0.caseIndex) \($0.face.title)"
                }.joined(separator: ", ")
            } catch let error as Diagnostic {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        var session = Session.standard()
        session.declare(
            EnumType(
                name: "Citrus", cases: ["lime", "orange"],
                faces: [TileFace(title: "Limes", color: .green), TileFace(title: "Navels", color: .orange)]))
        #expect(
            resolve("tile lime 1 Citrus.orange 2 .apple 3", in: session)
                == "Citrus.0 Limes, Citrus.1 Navels, Fruit.0 Apples")
        #expect(resolve("tile orange 1", in: session).contains("write Fruit.orange or Citrus.orange"))
        #expect(resolve("tile Fruit.lime 1", in: session).contains("'lime' is not a tile kind case"))
        // Redeclared with other cases and faces.
        session.declare(
            EnumType(name: "Citrus", cases: ["yuzu"], faces: [TileFace(title: "Yuzus", color: .yellow)]))
        #expect(resolve("tile yuzu 1 orange 2", in: session) == "Citrus.0 Yuzus, Fruit.1 Oranges")
        #expect(resolve("tile lime 1", in: session).contains("'lime' is not a tile kind case"))
        // A plain enum again: its cases are no tile's.
        session.declare(EnumType(name: "Citrus", cases: ["yuzu"]))
        #expect(resolve("tile yuzu 1", in: session).contains("'yuzu' is not a tile kind case"))
        // A tile kind declared last, then taken back.
        session.declare(EnumType(name: "Berry", cases: ["apple"], faces: [TileFace(title: "Crab", color: .red)]))
        #expect(resolve("tile apple 1", in: session).contains("write Fruit.apple or Berry.apple"))
        #expect(resolve("tile Berry.apple 1", in: session) == "Berry.0 Crab")
        session.removeLastEnum()
        #expect(resolve("tile apple 1", in: session) == "Fruit.0 Apples")
    }

    @Test func theTileLimitIsNamedAndTheLimitItselfWorks() {
        let pairs = { (n: Int) in "tile " + Array(repeating: "apple 1", count: n).joined(separator: " ") }
        var shell = Shell(environment: environment())
        shell.outputFormat = .json
        var output: [UInt8] = []
        let ok = shell.run(SourceLine(source: "<test>", lineNumber: 1, text: pairs(TileCommand.maxTiles))) {
            output += $0
        }
        guard case .ok = ok else {
            Issue.record("1000 tiles failed: \(ok)")
            return
        }
        #expect(String(decoding: output, as: UTF8.self).components(separatedBy: "\"view\":\"tile\"").count == 1_001)
        let over = Run(pairs(TileCommand.maxTiles + 1))
        #expect(over.errors.first?.contains("too many tiles: 1001; one command draws at most 1000") == true)
    }

    @Test func oneShowListsAtMostAHundredBindings() {
        let names = { (n: Int) in "show" + String(repeating: " name", count: n) }
        let ok = Run("set name \"n\"\n" + names(ShowCommand.maxShown))
        #expect(ok.errors.isEmpty)
        #expect(ok.output == String(repeating: "n\n", count: 100))
        let over = Run(names(ShowCommand.maxShown + 1))
        #expect(over.errors.first?.contains("error: too many bindings: 101; one 'show' shows at most 100") == true)
    }
}
