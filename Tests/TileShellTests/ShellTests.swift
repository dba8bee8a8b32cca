import Testing
import TileRender

@testable import TileShell

@Suite struct ShellTests {
    @Test func pickStoresTheCaseAndAcceptsTheDotShorthand() {
        #expect(Run("pick unit hour").value("unit") == .enumCase(2))
        #expect(Run("pick unit .minute").value("unit") == .enumCase(1))
        #expect(Run("set unit hour").value("unit") == .enumCase(2))
    }

    @Test func setAndUnsetOptionals() {
        let r = Run("set name \"Ada\"\nset price 9.99\nunset name\nset price nil")
        #expect(r.errors.isEmpty)
        #expect(r.value("name") == nil)
        #expect(r.value("price") == nil)
        #expect(Run("set name Ada").value("name") == .string("Ada"))
    }

    @Test func datesAreAbsoluteOrRelativeToNow() {
        #expect(Run("set updated -3h").value("updated") == .date(Instant(seconds: fixedNow.seconds - 10_800)))
        #expect(Run("set updated now").value("updated") == .date(fixedNow))
        #expect(Run("set updated 1970-01-02").value("updated") == .date(Instant(seconds: 86_400)))
        #expect(Run("set updated 2026-11-29T13:00:00+01:00").value("updated") == .date(fixedNow))
    }

    @Test func dateOffsetsAreASignANumberAndAUnit() {
        let good: [(String, Int64)] = [
            ("-3h", -10_800), ("+2d", 172_800), ("-90m", -5_400), ("-1w", -604_800), ("+30s", 30), ("-0s", 0),
            ("-007h", -25_200),
        ]
        for (text, seconds) in good { #expect(ValueParser.parseOffset(text[...]) == seconds, "\(text)") }
        for text in [
            "-h", "3h", "-3x", "--3h", "-+3h", "- 3h", "-3H", "-3hh", "-99999999999999999999h", "-9999999999w", "",
        ] {
            #expect(ValueParser.parseOffset(text[...]) == nil, "\(text)")
        }
    }

    @Test func declaringEnumsAndVariables() {
        let r = Run("enum Size: small, medium, large\nvar size: Size = medium\nvar n: Int?\nvar t: String = hi")
        #expect(r.errors.isEmpty)
        #expect(r.value("size") == .enumCase(1))
        #expect(r.value("n") == nil)
        #expect(r.value("t") == .string("hi"))
        #expect(Run("enum Size: small\nvar size: Size").value("size") == .enumCase(0))
        #expect(Run("enum Size: small\nvar size: Size\npick size small").errors.isEmpty)
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

    @Test func nilOptionalsRenderNothingAtAll() {
        #expect(Run("show price").output == "")
        #expect(Run("show name jobTitle price updated discount symbol").output == "")
        #expect(Run("set discount 0\nshow discount").output == "")
    }

    @Test func stateListsEveryBinding() {
        let r = Run("set name \"A \\\"q\\\"\"\nstate")
        #expect(r.output.contains("fruit     Fruit        apple"))
        #expect(r.output.contains(#"name      String?      "A \"q\"""#))
        #expect(r.output.contains("price     Decimal?     nil"))
    }

    @Test func quitStopsTheLine() {
        var shell = Shell(environment: environment())
        var out: [UInt8] = []
        let outcome = shell.run(SourceLine(source: "t", lineNumber: 1, text: "quit; tile apple 1")) { out += $0 }
        #expect({ if case .quit = outcome { true } else { false } }())
        #expect(out.isEmpty)
    }

    @Test func chooserPicksOrCancels() {
        var shell = Shell(environment: environment())
        _ = shell.run(
            SourceLine(source: "t", lineNumber: 1, text: "pick unit"),
            choose: { e, current in
                #expect(e.name == "TimeUnit")
                #expect(current == 0)
                return 2
            }
        ) { _ in }
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(2))
        _ = shell.run(SourceLine(source: "t", lineNumber: 2, text: "pick unit"), choose: { _, _ in nil }) { _ in }
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(2))
    }
}

/// The memo (`RenderMemo`) joins remembered tile bytes instead of drawing: its output must be
/// exactly what drawing the whole view gives, however the row wraps and whenever it starts over.
@Suite struct RenderMemoTests {
    static let lines = [
        "tile apple 1", "tile apple 100 orange 46", "tile orange 7 apple 8 orange 9 apple 10 orange 11",
        "tile apple 1 apple 1 apple 1", "tile apple -5 orange 1234567", "tile apple 100 orange 46",
        "pick unit hour", "picker unit", "picker unit style inline title \"Unit\"", "show unit fruit",
        "enum Berry: straw, blue",
        "tilekind Berry: straw \"Strawberries\" pink, blue \"Blueberries, many of them\" indigo",
        "tile straw 3 blue 4 apple 5", "tile blue 99999999999",
    ]

    /// A tile too big to remember (over `RenderMemo.largest` bytes) is drawn the long way, with
    /// the same bytes, and the memo keeps nothing of it.
    @Test func hugeTilesAreDrawnNotRemembered() throws {
        let title = String(repeating: "Long title ", count: 700)
        let lines = [
            "enum Big: huge, small", "tilekind Big: huge \"\(title)\" teal, small \"Small\" mint",
            "tile huge 1 small 2", "tile small 3 huge 4",
        ]
        var memoized = Shell(environment: environment(width: 8_000, depth: .ansi256))
        var direct = Shell(environment: environment(width: 8_000, depth: .ansi256))
        for (n, text) in lines.enumerated() {
            let line = SourceLine(source: "<test>", lineNumber: n + 1, text: text)
            var joined: [UInt8] = []
            guard case .ok = memoized.run(line, emit: { joined += $0 }) else {
                Issue.record("\(text) failed")
                return
            }
            let command = try #require(try? Parser.parse(line).first)
            let checked = try #require(try? Checker(session: direct.session, now: fixedNow).check(command))
            guard case .success(let view) = direct.execute(checked, command: command, choose: nil) else { return }
            let drawn = view.map { direct.render($0) } ?? []
            #expect(joined == drawn, "\(text)")
            if text.hasPrefix("tile ") { #expect(drawn.count > RenderMemo.largest) }
        }
        #expect(memoized.memo.rememberedTiles == 1)  // `small 3`: a row with a huge tile is drawn whole
    }

    @Test(arguments: [
        (80, ColorDepth.none), (80, .ansi256), (44, .truecolor), (20, .ansi16), (7, .none), (1, .ansi256),
    ])
    func joinedBytesAreTheDrawnBytes(width: Int, depth: ColorDepth) {
        var memoized = Shell(environment: environment(width: width, depth: depth))
        memoized.memo.capacity = 2_000  // starts over every few tiles
        var direct = Shell(environment: environment(width: width, depth: depth))
        for (n, text) in (Self.lines + Self.lines).enumerated() {
            let line = SourceLine(source: "<test>", lineNumber: n + 1, text: text)
            var joined: [UInt8] = []
            _ = memoized.run(line) { joined += $0 }
            // The same command on a twin session, its view drawn in full.
            var drawn: [UInt8] = []
            if let command = try? Parser.parse(line).first,
                let checked = try? Checker(session: direct.session, now: fixedNow).check(command),
                case .success(let view) = direct.execute(checked, command: command, choose: nil)
            {
                drawn = view.map { direct.render($0) } ?? []
            }
            #expect(!drawn.isEmpty || !text.hasPrefix("tile "), "\(text)")
            #expect(
                String(decoding: joined, as: UTF8.self) == String(decoding: drawn, as: UTF8.self),
                "\(text) at width \(width), \(depth)")
        }
    }
}
