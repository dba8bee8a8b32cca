import Testing

@testable import TileShell

/// The pure completion function in every context the interactive session offers.
@Suite struct CompleterTests {
    func complete(_ line: String, _ session: Session = .standard(), files: [(String, Bool)] = []) -> [String] {
        Completer.complete(line: line, cursor: line.utf8.count, session: session) { prefix in
            files.filter { $0.0.hasPrefix(prefix) }
        }.candidates.map(\.text)
    }

    @Test func firstWordCompletesCommands() {
        #expect(complete("pi") == ["pick", "picker"])
        #expect(complete("ti") == ["tile", "tilekind"])
        #expect(complete("").contains("help"))
        #expect(complete("set price 1; sh") == ["show"])
    }

    @Test func tileOffersCasesOfEveryTileKindAtFruitPositions() {
        #expect(complete("tile ") == ["apple", "orange"])
        #expect(complete("tile apple ") == [])
        #expect(complete("tile apple 3 o") == ["orange"])
        let s = Run("enum Berry: straw, blue\ntilekind Berry: straw \"S\" pink, blue \"B\" blue").shell.session
        #expect(complete("tile ", s) == ["apple", "orange", "straw", "blue"])
    }

    @Test func pickOffersEnumBindingsThenTheirCases() {
        #expect(complete("pick ") == ["fruit", "unit", "style", "currency"])
        #expect(complete("pick u") == ["unit"])
        #expect(complete("pick unit ") == ["second", "minute", "hour"])
        #expect(complete("pick unit h") == ["hour"])
        #expect(complete("pick unit .m") == [".minute"])
        #expect(complete("pick unit hour ") == [])
    }

    @Test func setUnsetAndShowOfferTheBindingsThatFit() {
        #expect(complete("unset ") == ["price", "name", "jobTitle", "updated", "discount", "symbol"])
        #expect(complete("show p") == ["price"])
        #expect(complete("set updated ") == ["now", "nil"])
        #expect(complete("set fruit ") == ["apple", "orange"])
        #expect(complete("set price ") == ["nil"])
    }

    @Test func varOffersTypesAfterTheColonAndViewsAfterAs() {
        let s = Run("enum Size: s, m").shell.session
        #expect(
            complete("var x: ", s) == [
                "Int", "Decimal", "String", "Date", "Fruit", "TimeUnit", "PickerStyle", "Currency", "Size",
            ])
        #expect(complete("var x: S", s) == ["String", "Size"])
        #expect(complete("var x: Size = ", s) == ["s", "m"])
        #expect(complete("var x: Int as b", s) == ["badge"])
    }

    @Test func pathsAfterSourceKeepTheirLeadingDot() {
        let files = [("./Scripts/", true), ("./README.md", false)]
        #expect(complete("source ./S", files: files) == ["./Scripts/"])
        #expect(complete("load ", files: files) == ["./Scripts/", "./README.md"])
    }

    @Test func insideAStringOrACommentNothingCompletes() {
        #expect(complete("set name \"pi") == [])
        #expect(complete("show price # pi") == [])
    }

    @Test func candidatesDescribeThemselves() {
        let c = Completer.complete(line: "pick fruit ", cursor: 11, session: .standard())
        #expect(c.candidates.first?.description == "Apples, red")
        #expect(c.start == 11)
        let b = Completer.complete(line: "pick u", cursor: 6, session: .standard())
        #expect(b.candidates.first?.description == "TimeUnit = second")
        #expect(b.start == 5)
        #expect(Completion(start: 0, candidates: [Candidate("minute"), Candidate("minimal")]).commonPrefix == "min")
    }

    @Test func scalesToLargeSessions() {
        var s = Session.standard()
        let cases = (0..<10_000).map { "case\($0)" }
        s.declare(EnumType(name: "Big", cases: cases))
        for i in 0..<10_000 {
            s.declare(
                Binding(
                    name: "b\(i)", type: BindingType(.enumeration("Big")), value: .enumCase(i), presentation: .picker))
        }
        #expect(Completer.complete(line: "pick b9999 case999", cursor: 18, session: s).candidates.count == 11)
        #expect(Completer.complete(line: "pick b999", cursor: 9, session: s).candidates.count == 11)
    }
}
