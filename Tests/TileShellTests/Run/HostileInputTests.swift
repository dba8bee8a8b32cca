import Testing
import TileText
import TileTranscript

@testable import TileRender
@testable import TileShell

/// Hostile input through the pure core: each gives a clear diagnostic or works, never a
/// trap, a hang or unbounded memory; and no user text reaches the terminal as a control character.
/// What only the edge meets (files, paths, `source`) is in EndToEndTests/HostileInputEndToEndTests;
/// the fuzzer (`./Scripts/fuzz`) checks the same invariants on generated input.
@Suite struct HostileInputTests {
    static let osc = "\u{1B}]0;owned\u{7}"
    static let oscShown = "\\u{1B}]0;owned\\u{7}"

    /// Asserts what every byte tileshell writes must satisfy: no control character but newline,
    /// and, when coloured, every ESC starting an SGR sequence `ESC [ digits/; m`.
    static func expectSafe(
        _ text: String, colored: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var plain: [Unicode.Scalar] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            guard s == "\u{1B}" else {
                plain.append(s)
                continue
            }
            #expect(colored, "an ESC in uncoloured output: \(Sanitizer.visible(text))", sourceLocation: sourceLocation)
            #expect(scalars.next() == "[", "an ESC that is not a CSI", sourceLocation: sourceLocation)
            var final = scalars.next()
            while let f = final, f == ";" || ("0"..."9").contains(f) { final = scalars.next() }
            #expect(final == "m", "an escape sequence other than SGR", sourceLocation: sourceLocation)
        }
        for s in plain where s != "\n" && Sanitizer.mustEscape(s) {
            #expect(
                Bool(false), "U+\(String(s.value, radix: 16)) in \(Sanitizer.visible(text))",
                sourceLocation: sourceLocation)
        }
    }

    /// Runs `script` with and without colour; checks output and diagnostics both ways.
    @discardableResult
    static func runSafely(_ script: String, width: Int = 80) -> Run {
        let plain = Run(script, width: width)
        let colored = Run(script, width: width, depth: .truecolor)
        expectSafe(plain.output)
        expectSafe(colored.output, colored: true)
        var shell = Shell(environment: environment(width: width))
        for (i, text) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if case .failed(let d, _) = shell.run(
                SourceLine(source: "<test>", lineNumber: i + 1, text: String(text)), emit: { _ in })
            {
                expectSafe(d.formatted())
                expectSafe(d.formatted(colored: true), colored: true)
            }
        }
        for e in plain.errors { expectSafe(e) }
        return plain
    }

    // MARK: - Bytes no one should type

    /// SplitMix64: a fixed sequence, so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomBytesAndTokenSoupNeverTrap() {
        var g = Generator(state: 6)
        let words = [
            "tile", "pick", "set", "show", "enum", "tilekind", "var", "state", "picker", "unset", "help", "apple",
            "unit", "name", "price", "updated", "Fruit", "E", ":", ",", "=", "?", ";", "#", "\"", "\\u{1B}", "nil",
            "99999999999999999999", "-3h", "\u{1B}[2J", "\u{202E}", "\u{0}", "title", "label", "\"{case}\"", "as",
        ]
        var lines: [String] = []
        for _ in 0..<150 {
            let bytes = (0..<Int.random(in: 0...120, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g) }
            lines.append(String(decoding: bytes, as: UTF8.self))
            lines.append(
                (0..<Int.random(in: 1...10, using: &g)).map { _ in words.randomElement(using: &g) ?? "" }
                    .joined(separator: " "))
        }
        let r = Self.runSafely(lines.joined(separator: "\n"), width: 23)
        #expect(!r.errors.isEmpty)
    }

    @Test func invalidUTF8ArrivesReplacedAndWorks() {
        let bytes: [UInt8] = Array("set name \"".utf8) + [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0xED, 0xA0, 0x80] + [0x22]
        let r = Self.runSafely(String(decoding: bytes, as: UTF8.self) + "\nshow name")
        #expect(r.errors.isEmpty)
        #expect(r.output.hasPrefix("\u{FFFD}\u{FFFD}("))
    }

    /// `show` makes invisible characters visible, as it does control characters; an emoji's
    /// joiners and variation selector stay.
    @Test func invisibleFormatCharactersAreShownVisibly() {
        let r = Self.runSafely(
            #"set name "a\u{2028}b\u{2029}c\u{FEFF}d\u{200B}e\u{2060}f"; show name; set name "👩‍👩‍👧 ❤️"; show name"#)
        #expect(r.errors.isEmpty)
        #expect(r.output == "a\\u{2028}b\\u{2029}c\\u{FEFF}d\\u{200B}e\\u{2060}f\n👩‍👩‍👧 ❤️\n")
    }

    @Test func nulBytesAreKeptAndShownVisibly() {
        let r = Self.runSafely("set name \"a\u{0}b\"\nshow name\nset jobTitle \"c\\0d\"\nshow jobTitle\n\u{0}")
        #expect(r.output == "a\\u{0}b\nc\\u{0}d\n")
        #expect(r.errors.count == 1)
        #expect(r.errors.first?.hasPrefix("<test>:5:1: error: unknown command '\\u{0}'") == true)
    }

    @Test func aLineAtTheLimitWorksAndOneByteMoreNamesTheLimit() {
        let prefix = "set name \""
        let fill = String(repeating: "x", count: Lexer.maxLineBytes - prefix.utf8.count - 1)
        let atLimit = Run(prefix + fill + "\"")
        #expect(atLimit.errors.isEmpty)
        #expect(atLimit.value("name") == .string(fill))
        let over = Run(prefix + fill + "x\"")
        #expect(over.value("name") == nil)
        let error = over.errors.first ?? ""
        #expect(error.hasPrefix("<test>:1:1: error: line is 1048577 bytes long; the limit is 1048576 bytes\n"))
        // The excerpt is a window on the line, not a megabyte of it.
        #expect(error.utf8.count < 1_000)
    }

    @Test func aMegabyteStringShowsAndListsInBoundedTime() {
        let r = Run("set name \"" + String(repeating: "word ", count: 200_000) + "\"\nshow name\nstate")
        #expect(r.errors.isEmpty)
        Self.expectSafe(r.output)
        // NB: a text is cut at `LayoutBudget.textCut` bytes before it is measured, as every view's is.
        let lines = r.output.split(separator: "\n")
        #expect(lines.count > 50 && lines.count < 200, "\(lines.count)")
        #expect(r.output.contains("word word"))
        #expect(r.output.contains("…"))
    }

    @Test func deeplyNestedQuotesAndBracketsAreLinear() {
        let n = 100_000
        let escapedQuotes = "set name \"" + String(repeating: "\\\"", count: n) + "\""
        let r = Run(escapedQuotes)
        #expect(r.errors.isEmpty)
        #expect(r.value("name") == .string(String(repeating: "\"", count: n)))
        for (line, message) in [
            (String(repeating: "\"", count: n), "expected a command, found ''"),
            ("set name " + String(repeating: "\"", count: n + 1), "unterminated string literal"),
            (String(repeating: "[", count: n), "unknown command '[[[["),
            ("set name " + String(repeating: "(", count: n) + String(repeating: ")", count: n), ""),
            ("set name \"" + String(repeating: "\\u{", count: n), "malformed \\u{...} escape"),
            ("enum E: " + String(repeating: "{", count: n), "expected a type"),
        ] {
            let run = Self.runSafely(line)
            #expect(message.isEmpty ? run.errors.isEmpty : run.errors.first?.contains(message) == true, "\(message)")
        }
    }

    // MARK: - Numbers and limits

    @Test(arguments: [
        ("set discount 99999999999999999999", "integer literal '99999999999999999999' overflows Int"),
        ("set discount -99999999999999999999", "overflows Int; expected a value in"),
        ("set discount " + String(repeating: "9", count: 100_000), "overflows Int"),
        ("tile apple 18446744073709551616", "overflows Int"),
        ("tile 1" + String(repeating: "0", count: 400), "overflows Int"),
        ("set price 1234567890123456789", "has more than 18 significant digits; a Decimal holds at most 18"),
        ("set price 1" + String(repeating: "0", count: 400), "more than 18 significant digits"),
        ("set price 1e400", "is not a valid Decimal"),
        ("set price 0x1p1000", "is not a valid Decimal"),
        ("set updated +99999999999999999999w", "is not a valid Date"),
        ("set updated +52000000w", "'+52000000w' is outside the years 0000 to 9999 that a Date can hold"),
        ("set updated -52000000w", "is outside the years 0000 to 9999"),
        ("set updated 99999-01-01", "is not a valid Date"),
        ("set updated 9999-12-31T23:59:59-01:00", "is not a valid Date"),
        ("set updated 0000-01-01T00:00:00+00:01", "is not a valid Date"),
    ])
    func numbersFarOutOfRangeAreClearErrors(line: String, message: String) {
        let r = Self.runSafely(line)
        #expect(r.errors.count == 1)
        #expect(r.errors.first?.contains(message) == true, "\(r.errors)")
    }

    @Test func extremeValuesInRangeWorkAndDraw() {
        let r = Self.runSafely(
            """
            set discount 9223372036854775807
            show discount
            tile apple 0 orange 9223372036854775807
            set price 999999999999999999
            show price
            set price -0.000000000000000000000000000000000000000000000000000000000000000000000000000000001
            show price
            set updated 0000-01-01
            set updated 9999-12-31T23:59:59Z
            state
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.output.contains("9223372036854775807% OFF"))
        #expect(r.output.contains("9223372036854775807\n"))
        #expect(r.output.contains("9999-12-31T23:59:59Z"))
        // A negative count of fruit means nothing: an error that names the range.
        let negative = Self.runSafely("tile apple -9223372036854775808")
        #expect(negative.errors.first?.contains("is not a valid tile count; expected a whole number from 0 up") == true)
    }

    static let bigEnum = "enum Big: " + (0..<10_000).map { "c\($0)" }.joined(separator: ", ")

    @Test func aTenThousandCaseEnumWorksEverywhere() {
        let r = Run(
            Self.bigEnum + "\nvar big: Big = c9999\npick big c5000\nshow big\npicker big style menu\npick big c99999")
        Self.expectSafe(r.output)
        #expect(r.value("big") == .enumCase(5000))
        #expect(r.output.contains("✓ c5000"))
        #expect(r.errors.count == 1)
        #expect(
            r.errors.first?.contains(
                "'c99999' is not a case of Big (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, … (10000 cases))")
                == true)
        let completion = Completer.complete(line: "pick big c999", cursor: 13, session: r.shell.session)
        #expect(completion.candidates.map(\.text) == ["c999"] + (0..<10).map { "c999\($0)" })
    }

    @Test func tenThousandAndOneCasesNameTheLimit() {
        let r = Run(Self.bigEnum + ", c10000")
        #expect(r.errors.first?.contains("enum 'Big' has 10001 cases; the limit is 10000") == true)
        #expect(r.shell.session.enumType(named: "Big") == nil)
    }

    @Test func pickerLabelsOverAHugeEnumAreBounded() {
        // 10 000 copies of a 1 KiB label would be 10 MiB: refused before anything is built.
        let label = String(repeating: "{case}", count: 200)
        let r = Run(Self.bigEnum + "\nvar big: Big\npicker big label \"\(label)\"")
        #expect(r.errors.first?.contains("a picker's labels take at most 1048576 bytes in all (the limit)") == true)
        #expect(r.output.isEmpty)
        #expect(Run("picker unit label \"\(label)\"").errors.isEmpty)
    }

    @Test(arguments: [
        ("var ", ": Int", "binding name"),
        ("enum ", ": a", "type name"),
        ("enum E: ", "", "case name"),
    ])
    func namesLongerThan64AreRefused(before: String, after: String, what: String) {
        let ok = Run(before + String(repeating: "n", count: 64) + after)
        #expect(ok.errors.isEmpty)
        let long = Run(before + String(repeating: "n", count: 65) + after)
        #expect(long.errors.first?.contains("is not a valid \(what)") == true)
        #expect(long.errors.first?.contains("(at most 64)") == true)
        let huge = Run(before + String(repeating: "n", count: 1 << 16) + after)
        #expect(huge.errors.count == 1)
    }

    @Test func crlfLineEndsAreLineEndsEverywhere() {
        #expect(SourceLine.lines(of: "a\r\nb\nc\r\n") == ["a", "b", "c", ""])
        #expect(SourceLine.lines(of: "lone\rcr") == ["lone\rcr"])
        // A line that kept its CR (a lone one, or one split off by hand) still runs.
        var shell = Shell(environment: environment())
        var output: [UInt8] = []
        for (i, text) in ["set price 9.99\r", "show price\r", "pick unit hour\r"].enumerated() {
            let outcome = shell.run(SourceLine(source: "<test>", lineNumber: i + 1, text: text)) { output += $0 }
            guard case .ok = outcome else {
                Issue.record("\(outcome)")
                return
            }
        }
        #expect(String(decoding: output, as: UTF8.self) == "$9.99\n")
        #expect(shell.session.binding(named: "unit")?.value == .enumCase(2))
        // A session file and a transcript written with CRLF read as written with LF.
        let saved = SessionFile.encode(Run("set price 2.5").shell.session)
        let crlf = saved.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        guard case .success(let loaded) = SessionFile.decode(crlf, source: "<crlf>", now: fixedNow) else {
            Issue.record("a CRLF session file does not load")
            return
        }
        #expect(SessionFile.encode(loaded) == saved)
        let transcript = Transcript.parse("Intro\r\n  $ show price\r\n  $1.00\r\n")
        guard case .command("show price", line: 2, expected: ["$1.00"]) = transcript.items.last else {
            Issue.record("a CRLF transcript: \(transcript.items)")
            return
        }
    }

    // MARK: - Terminal injection

    @Test func aStringWithAnEscapeIsShownVisiblyWithAndWithoutColour() {
        let script = "set name \"\\u{1b}]0;owned\\u{7}\"\nshow name"
        let plain = Self.runSafely(script)
        #expect(plain.output == Self.oscShown + "\n")
        let colored = Run(script, depth: .truecolor)
        #expect(colored.output.contains(Self.oscShown))
        #expect(!colored.output.contains("\u{1B}]"))
        #expect(plain.value("name") == .string(Self.osc))
    }

    @Test func everyViewOfUserTextIsMadeVisible() {
        let r = Self.runSafely(
            """
            set name "\\u{1b}]0;owned\\u{7}"
            set jobTitle "\\u{202E}evil\\u{9B}31m"
            set symbol "\\u{1b}[2J"
            var note: String = "\\u{1b}[31mred" as caption
            show name jobTitle symbol note
            enum Berry: straw, blue
            tilekind Berry: straw "\\u{1b}]0;owned\\u{7}" pink, blue "\\u{7}" indigo
            tile straw 3 blue 4
            picker unit title "\\u{1b}[2J" label "{case}\\u{1b}]0;x\\u{7}"
            state
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        for shown in [Self.oscShown, "\\u{202E}evil\\u{9B}31m", "[\\u{1B}[2J]", "\\u{1B}[31mred", "\\u{1B}]0;x\\u{7}"] {
            #expect(r.output.contains(shown), "\(shown)")
        }
        // `state` prints values as script literals, escapes included.
        #expect(r.output.contains("\"\\u{1B}]0;owned\\u{7}\""))
    }

    @Test(arguments: [
        "enum E\u{1B}[2J: a",
        "enum E: a\u{1B}]0;owned\u{7}",
        "var x\u{1B}[2J: Int",
        "var \"\u{1B}]0;owned\u{7}\": Int",
        "pick unit \u{1B}[2J",
        "set \u{9B}31m 1",
        "show \u{202E}name",
        "\u{1B}]0;owned\u{7}",
        "help \u{1B}[2J",
        "tilekind Fruit: apple \"A\" \u{1B}[31m",
        "set name \"\\u{1B}\" \u{1B}[2J",
    ])
    func namesWithControlCharactersAreRefusedAndShownVisibly(line: String) {
        let r = Self.runSafely(line)
        #expect(r.errors.count == 1)
        #expect(r.errors.first?.contains("\\u{") == true)
    }

    @Test func bindingDescriptionsInCompletionsAreEscaped() {
        let s = Run("set name \"\\u{1b}]0;owned\\u{7}\"").shell.session
        let completion = Completer.complete(line: "show na", cursor: 7, session: s)
        #expect(completion.candidates.map(\.description) == ["String? = \"\(Self.oscShown)\""])
    }

    @Test func jsonEscapesControlAndBidiCharacters() {
        var shell = Shell(environment: environment())
        shell.outputFormat = .json
        var bytes: [UInt8] = []
        for (i, text) in ["set name \"\\u{1b}]0;owned\\u{7}\\u{202E}\\u{9B}\"", "show name"].enumerated() {
            _ = shell.run(SourceLine(source: "<test>", lineNumber: i + 1, text: text)) { bytes += $0 }
        }
        let json = String(decoding: bytes, as: UTF8.self)
        #expect(json == "{\"view\":\"headline\",\"text\":\"\\u001b]0;owned\\u0007\\u202e\\u009b\"}\n")
    }

    /// Found by the fuzzer: tiles, badges, segmented pickers and wide characters drew wider than
    /// an output of 1 to 7 columns, which a terminal wraps into garbage.
    @Test func narrowOutputNeverDrawsWiderThanTheWidth() {
        let script = [
            "tile apple 100 orange 46", "show unit", "picker unit style inline", "set discount 20", "show discount",
            "set name \"漢字 a\"", "show name", "state", "help",
        ]
        for width in 1...12 {
            let r = Self.runSafely(script.joined(separator: "\n"), width: width)
            #expect(r.errors.isEmpty)
            for line in r.output.split(separator: "\n") {
                #expect(TextWidth.of(String(line)) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test func stateIsOnlyAsWideAsItsRows() {
        // NB: drawn at the full width, 100 000 bindings at --width 10000 would be 10⁹ cells.
        let canvas = StateView(session: .standard()).draw(width: 10_000)
        #expect(canvas.width == 32)  // "style     PickerStyle  segmented"
        #expect(canvas.height == 11)
    }
}
