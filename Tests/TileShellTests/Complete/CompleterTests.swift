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

    @Test func explainOffersLayoutThenADrawingCommandAndItsArguments() {
        #expect(complete("explain lay") == ["layout"])
        #expect(complete("explain ").contains("layout"))
        #expect(complete("explain layout sh") == ["show"])
        #expect(complete("explain layout tile ") == ["apple", "orange"])
        #expect(complete("explain layout set ") == [])
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
                "Int", "Decimal", "String", "Date", "Bool", "Double", "Fruit", "TimeUnit", "PickerStyle", "Currency",
                "Size",
            ])
        #expect(complete("var x: S", s) == ["String", "Size"])
        #expect(complete("var x: Size = ", s) == ["s", "m"])
        // `?` is punctuation, as the lexer has it: an optional's values include nil.
        #expect(complete("var x: Size? = ", s) == ["s", "m", "nil"])
        #expect(complete("var x: Date?= ", s) == ["now", "nil"])
        #expect(complete("var x: Int? as b", s) == ["badge"])
        #expect(complete("var x: Int as b", s) == ["badge"])
    }

    /// A path offers folders and the files of its command's extensions (`load`: .tss).
    @Test func pathsAfterSourceKeepTheirLeadingDot() {
        let files = [("./Scripts/", true), ("./README.md", false), ("./s.tss", false), ("./demo.TSH", false)]
        #expect(complete("source ./S", files: files) == ["./Scripts/"])
        #expect(complete("load ", files: files) == ["./Scripts/", "./s.tss"])
        // `record` takes a file or the word `stop`, as its table entry says.
        #expect(complete("record ", files: files) == ["stop", "./Scripts/", "./demo.TSH"])
        #expect(complete("record s", files: files) == ["stop"])
    }

    @Test func tilekindOffersCasesAfterTheColonAndColoursAfterTheTitle() {
        #expect(complete("tilekind ") == ["Fruit", "TimeUnit", "PickerStyle", "Currency"])
        #expect(complete("tilekind Fruit ") == [])
        #expect(complete("tilekind Fruit: ") == ["apple", "orange"])
        #expect(complete("tilekind Fruit: apple \"A\" ").contains("indigo"))
        #expect(complete("tilekind Fruit: apple \"A\" red, o") == ["orange"])
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

    /// A session with a 10 000-case enum and 10 000 bindings of five types, as in the benchmark.
    func bigSession() -> Session {
        var s = Session.standard()
        s.declare(EnumType(name: "Big", cases: (0..<10_000).map { "case\($0)" }))
        let types = [
            BindingType(.int), BindingType(.string, optional: true), BindingType(.enumeration("Big")),
            BindingType(.decimal, optional: true), BindingType(.date, optional: true),
        ]
        for i in 0..<10_000 {
            let type = types[i % types.count]
            let value: Value? =
                switch type.base {
                case .int: .int(i)
                case .enumeration: .enumCase(i)
                default: nil
                }
            s.declare(Binding(name: "b\(i)", type: type, value: value, presentation: .text))
        }
        return s
    }

    @Test func longListsDescribeOnlyTheirFirstCandidates() {
        let s = bigSession()
        let all = Completer.complete(line: "show ", cursor: 5, session: s).candidates
        #expect(all.count == 10_010)
        #expect(all.prefix(3).map(\.description) == ["Fruit = apple", "TimeUnit = second", "PickerStyle = segmented"])
        #expect(all[10].text == "b0" && all[10].description == "Int = 0")
        #expect(all[11].description == "String? = nil")
        #expect(all[12].description == "Big = case2")
        #expect(all[Completer.maxDescribed - 1].description != "")
        #expect(all[Completer.maxDescribed...].allSatisfy { $0.description.isEmpty })
        let cases = Completer.complete(line: "pick b2 ", cursor: 8, session: s).candidates
        #expect(cases.count == 10_000)
        #expect(cases[Completer.maxDescribed - 1] == Candidate("case255", "Big"))
        #expect(cases[Completer.maxDescribed] == Candidate("case256"))
        #expect(Completer.complete(line: "show b1 b2 b", cursor: 12, session: s).candidates.count == 10_000)
        #expect(Completer.complete(line: "unset ", cursor: 6, session: s).candidates.count == 6_006)
        #expect(Completer.complete(line: "pick ", cursor: 5, session: s).candidates.count == 2_004)
    }

    @Test func shorthandAndCaseFoldingInLargeLists() {
        let s = bigSession()
        let dotted = Completer.complete(line: "set b2 .case5", cursor: 13, session: s)
        #expect(dotted.candidates.count == 1_111)
        #expect(dotted.candidates.first == Candidate(".case5", "Big"))
        #expect(dotted.start == 7)
        #expect(dotted.commonPrefix == ".case5")
        // No name starts with "B99": the match ignores case.
        #expect(complete("show B99", s) == ["b99"] + (990..<1000).map { "b\($0)" } + (9900..<10_000).map { "b\($0)" })
        #expect(complete("set b2 CASE999", s).count == 11)
    }

    @Test func theRuleAppliesToEverythingOfferedTogether() {
        let s = bigSession()
        // b4 is a Date?: "now" and "nil" both match "n" exactly.
        #expect(complete("set b4 n", s) == ["now", "nil"])
        #expect(complete("set b4 N", s) == ["now", "nil"])
        #expect(complete("set b4 NO", s) == ["now"])
        // b2 is a Big, not optional: no "nil"; nothing matches "x".
        #expect(complete("set b2 x", s) == [])
        #expect(complete("var x: Big = case999", s) == ["case999"] + (9990..<10_000).map { "case\($0)" })
        #expect(complete("set b1 N", s) == ["nil"])
    }

    @Test func prefixTestAgreesWithHasPrefix() {
        let texts = [
            "", "a", "ab", "abc", "Ab", "AB", "a\u{301}", "ab\u{301}", "abc\u{301}", "\u{212A}x", "Kx", "kx",
            "\u{130}x", "ix", "\u{130}", "ab\r", "ab\r\n", "a\rb", "\u{E9}t", "e\u{301}t", "et", "\u{FB01}x",
        ]
        let prefixes = ["", "a", "ab", "AB", "K", "k", "i", "I", "\u{130}", "e", "E", "\u{E9}", "et", "a\r", "abc"]
        for p in prefixes {
            for t in texts {
                #expect(PrefixTest(p).matches(t) == t.hasPrefix(p), "\(t) hasPrefix \(p)")
                #expect(
                    PrefixTest(lowercasing: p).matches(t) == t.lowercased().hasPrefix(p.lowercased()),
                    "\(t) lowercased hasPrefix \(p)")
            }
        }
    }

    @Test func commonPrefixComparesCharacters() {
        func prefix(_ texts: [String]) -> String {
            Completion(start: 0, candidates: texts.map { Candidate($0) }).commonPrefix
        }
        #expect(prefix([]) == "")
        #expect(prefix(["case12"]) == "case12")
        #expect(prefix(["case12", "case1", "case123"]) == "case1")
        #expect(prefix(["ab", "cd", "abc"]) == "")
        // A combining mark makes "e\u{301}" one character, which "e" is not.
        #expect(prefix(["ae", "ae\u{301}"]) == "a")
        #expect(prefix(["ae\u{301}x", "ae\u{301}y"]) == "ae\u{301}")
        #expect(prefix(["a\r", "a\r\n"]) == "a")
        #expect(prefix(["\u{E9}a", "e\u{301}b"]) == "\u{E9}")
    }
}

extension CompleterTests {
    /// `show` offers the views the session's Swift declares, then their initializers' labels;
    /// `tap` the buttons its previews show, and `preview` their names.
    @Test func swiftViewsLabelsButtonsAndPreviewsComplete() {
        let r = Run(
            """
            struct Card: View { let title: String; var body: some View { Text(title) } }
            struct Counter: View { @State var n = 0; var body: some View { Button("Add one") { n += 1 } } }
            #Preview("Counting") { Counter() }
            """)
        #expect(r.errors.isEmpty)
        let s = r.shell.session
        #expect(complete("show Car", s) == ["Card("])
        #expect(complete("show Card(", s) == ["Card(title:"])
        #expect(complete("show Nope(", s) == [])
        #expect(complete("tap ", s) == ["\"Add one\""])
        #expect(complete("preview ", s) == ["\"Counting\""])
        // Without Swift in the session there is nothing to press.
        #expect(complete("tap ") == [])
    }

    /// `tap` offers a navigation link's label too, and on a pushed screen its back button's.
    @Test func linksAndBackButtonsComplete() {
        let r = Run(
            """
            struct Cities: View { var body: some View { NavigationStack { NavigationLink("Tokyo") { Text("Sunny") }.navigationTitle("Cities") } } }
            #Preview { Cities() }
            """)
        #expect(r.errors.isEmpty)
        #expect(complete("tap \"To", r.shell.session) == ["\"Tokyo\""])
        // A bare word completes to the quoted label, and nothing that fits is nothing.
        #expect(complete("tap To", r.shell.session) == ["\"Tokyo\""])
        #expect(complete("tap \"Pa", r.shell.session) == [])
        let pushed = Run("tap Tokyo", shell: r.shell)
        #expect(pushed.errors.isEmpty)
        #expect(complete("tap ", pushed.shell.session) == ["\"Cities\""])
    }

    /// `show` offers SwiftUI's own views too, from the vocabulary's signatures, and after one's
    /// `(` the labels its first argument may take; a view the session declares again is its own.
    @Test func builtInViewsAndTheirFirstLabelsComplete() {
        #expect(complete("show VSt") == ["VStack("])
        #expect(complete("show VStack(") == ["VStack(alignment:", "VStack(spacing:"])
        #expect(
            complete("show Image(") == ["Image(decorative:", "Image(systemName:", "Image(uiImage:", "Image(nsImage:"])
        #expect(
            complete("show RoundedRectangle(") == ["RoundedRectangle(cornerRadius:", "RoundedRectangle(cornerSize:"])
        #expect(complete("show Ca") == ["Capsule("])
        let r = Run("struct Capsule: View { let n: Int; var body: some View { Text(\"\\(n)\") } }")
        #expect(r.errors.isEmpty)
        #expect(complete("show Capsule(", r.shell.session) == ["Capsule(n:"])
    }

    /// A Bool binding (a file's `@State var isOn = false`) completes its two values.
    @Test func aBoolBindingCompletesTrueAndFalse() {
        let r = Run("var on: Bool = false\nvar maybe: Bool? = nil")
        #expect(r.errors.isEmpty)
        let s = r.shell.session
        #expect(complete("set on ", s) == ["true", "false"])
        #expect(complete("set on t", s) == ["true"])
        #expect(complete("set maybe ", s) == ["true", "false", "nil"])
    }
}
