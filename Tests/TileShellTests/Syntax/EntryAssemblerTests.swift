import Testing

@testable import TileShell

/// Multi-line entries: which lines leave an entry unfinished, how the lexer reads the joined
/// text, and where diagnostics point in it.
@Suite struct EntryAssemblerTests {
    /// The entries `lines` form, each as (first line number, text).
    func entries(_ lines: [String]) -> [(Int, String)] {
        var assembler = EntryAssembler(source: "t")
        var out: [(Int, String)] = []
        for (i, line) in lines.enumerated() {
            if let e = assembler.add(line, lineNumber: i + 1) { out.append((e.lineNumber, e.text)) }
        }
        if let e = assembler.finish() { out.append((e.lineNumber, e.text)) }
        return out
    }

    func texts(_ lines: [String]) -> [String] { entries(lines).map(\.1) }

    @Test func aTileKindOverThreeLinesIsOneEntry() throws {
        let lines = [
            "tilekind Berry:", "  straw \"Strawberries\" pink,", "  blue \"Blueberries\" indigo", "tile straw 3",
        ]
        let got = entries(lines)
        #expect(got.map(\.0) == [1, 4])
        #expect(got.first?.1 == lines[0...2].joined(separator: "\n"))
        let commands = try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: got[0].1))
        let command = try #require(commands.first)
        #expect(ObjectIdentifier(command.type) == ObjectIdentifier(TileKindCommand.self))
        let arguments = Arguments(labelling: command.tokens, of: command, by: TileKindCommand.spec.grammar)
        let entry = SourceLine(source: "t", lineNumber: 1, text: got[0].1)
        #expect(arguments.first(.name).map { entry.text(of: $0) } == "Berry")
        #expect(arguments.all(.caseName).map { entry.text(of: $0) } == ["straw", "blue"])
        #expect(arguments.all(.colour).map { entry.text(of: $0) } == ["pink", "indigo"])
    }

    @Test(arguments: [
        // The grammar wants more: after the ':' that opens a list, or after a ',' in it.
        (["enum Size:", "small, large"], 1),
        (["enum Size: small,", "", "  large"], 1),
        (["enum Size: small, # more below", "large"], 1),
        (["enum A: a; enum Size: small,", "large"], 1),
        // A '\' that ends the line outside a string or comment.
        (["set name foo\\", "bar"], 1),
        (["tile apple \\", "  3"], 1),
        // Finished, or wrong (the parser says why): the line is the entry.
        (["var size:", "Int"], 2),
        (["pick unit", "hour"], 2),
        (["enum Size: small large,", "huge"], 2),
        (["enum Size: small", ", large"], 2),
        (["enum Size: small,; show unit", "x"], 2),
        (["show unit # a comment \\", "show unit"], 2),
        (["set name \"open\\", "rest\""], 2),
        (["set name \"a,", "b\""], 2),
    ])
    func whereEntriesEnd(lines: [String], count: Int) {
        #expect(texts(lines).count == count, "\(texts(lines))")
    }

    /// The quick test lets through every line that could leave its entry open: one whose last
    /// character, blanks aside, is `\`, `:` or `,`, or that holds a `#`.
    @Test(arguments: [
        ("tile apple 3", false), ("tile apple 3 \t ", false), ("", false), ("   ", false),
        ("enum Size:", true), ("enum Size: small,\t\r", true), ("tile apple \\", true), ("x \\  ", true),
        ("show unit # note", true), ("#", true), (":", true), ("a, b", false), ("set name \"#\"", true),
    ])
    func mayContinueSeesEveryLineThatCouldGoOn(line: String, expected: Bool) {
        #expect(EntryAssembler.mayContinue(line) == expected)
    }

    @Test func aLongDeclarationIsWalkedFromWhereItsListStood() {
        var lines = ["enum Many:"]
        for i in 0..<2_000 { lines.append("  c\(i),") }
        lines.append("  last")
        #expect(texts(lines).count == 1)
    }

    @Test func theLexerJoinsLinesAndEndsCommentsAndStringsOnTheirLine() throws {
        func lex(_ text: String) throws -> [[String]] {
            let line = SourceLine(source: "t", lineNumber: 1, text: text)
            return try Lexer.lex(line).map { $0.tokens.map { line.text(of: $0) } }
        }
        #expect(try lex("set name foo\\\nbar") == [["set", "name", "foo", "bar"]])
        #expect(try lex("set name a\\b") == [["set", "name", "a\\b"]])
        #expect(try lex("enum A: a, # why\n b") == [["enum", "A", ":", "a", ",", "b"]])
        #expect(try lex("tile apple \\\r\n 3") == [["tile", "apple", "3"]])
        #expect(throws: Diagnostic.self) { try lex("set name \"a\nb\"") }
        let tail = Lexer.lexTail("set name foo\\")
        let typed = SourceLine(source: "t", lineNumber: 1, text: "set name foo\\")
        #expect(tail.tokens.map { typed.text(of: $0) } == ["set", "name", "foo"] && tail.state == .continuation)
        #expect(Lexer.lexTail("show unit # \\").state == .comment)
        #expect(Lexer.lexTail("enum A: a, # c\n b").state == .complete)
    }

    @Test func aTrailingBackslashAtTheEndIsAnError() {
        #expect {
            _ = try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: "set name foo\\"))
        } throws: { error in
            let d = error as? Diagnostic
            return d?.message == "expected another line after '\\', which continues the entry on the next line"
                && d?.location.column == 13
        }
    }

    @Test func diagnosticsPointAtThePhysicalLineAndColumn() {
        let text = "tilekind Berry:\n  straw \"Strawberries\" pink,\n  blue \"Blueberries\" nope"
        let line = SourceLine(source: "f.tsh", lineNumber: 10, text: text)
        let start = text.utf8.count - 4
        let d = line.error("bad", start: start, end: start + 4)
        #expect(d.location == SourceLocation(source: "f.tsh", line: 12, column: 22, length: 4))
        #expect(d.sourceText == "  blue \"Blueberries\" nope")
        #expect(d.formatted().hasPrefix("f.tsh:12:22: error: bad\n  blue \"Blueberries\" nope\n"))
        // A span that runs past its line stops at the line's end.
        let wide = line.error("x", start: 0, end: text.utf8.count)
        #expect(wide.location.line == 10 && wide.location.length == "tilekind Berry:".count)
        #expect(line.physicalLine(at: 16).number == 11)
    }

    @Test func unterminatedStringsStayErrorsOnTheirLine() {
        var assembler = EntryAssembler(source: "s")
        #expect(assembler.add("set name \"Ada", lineNumber: 4) != nil)
        #expect(!assembler.isPending)
        let text = "tile apple \\\n set name \"Ada"
        #expect {
            _ = try Parser.parse(SourceLine(source: "s", lineNumber: 4, text: text))
        } throws: { error in
            let d = error as? Diagnostic
            return d?.location.line == 5 && d?.location.column == 11 && d?.sourceText == " set name \"Ada"
        }
    }

    @Test func aBreakTypedByHandIsSavedWithABackslash() {
        #expect(EntryAssembler.scriptText("set name\nAda") == "set name \\\nAda")
        #expect(EntryAssembler.scriptText("tilekind B:\n s \"S\" pink") == "tilekind B:\n s \"S\" pink")
        #expect(EntryAssembler.scriptText("tile apple \\\n3") == "tile apple \\\n3")
        #expect(EntryAssembler.scriptText("show unit") == "show unit")
        // Replayed, the saved text is one entry again.
        let saved = EntryAssembler.scriptText("set name\nAda\n  # tail")
        #expect(texts(SourceLine.lines(of: saved).map(String.init)) == [saved])
        var forced = EntryAssembler(source: "t")
        #expect(forced.add("set name", lineNumber: 1, breakAfter: true) == nil)
        #expect(forced.add("Ada", lineNumber: 2)?.text == "set name\nAda")
    }
}

extension EntryAssemblerTests {
    @Test func aByteIsFoundWhereverItIsInTheLine() {
        for length in 0..<40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(!plain.withUnsafeBufferPointer { EntryAssembler.contains(UInt8(ascii: "#"), in: $0) })
            for at in 0..<length {
                var line = plain
                line[at] = UInt8(ascii: "#")
                #expect(line.withUnsafeBufferPointer { EntryAssembler.contains(UInt8(ascii: "#"), in: $0) })
            }
        }
        // Bytes one above and below, and with the high bit, are not the byte.
        let near: [UInt8] = [0x22, 0x24, 0xA3, 0x03, 0x22, 0x24, 0xA3, 0x03, 0x22]
        #expect(!near.withUnsafeBufferPointer { EntryAssembler.contains(0x23, in: $0) })
    }
}
