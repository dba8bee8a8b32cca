import Testing
import TileText

@testable import SwiftLesson

/// A diagnostic's excerpt (the message line, the source line, the caret line) against what
/// swiftc 6 prints with `-typecheck -diagnostic-style llvm` for the same file and place: each
/// `swiftc:` text was recorded by running swiftc on `source` saved as `<name>.swift` (its
/// fix-it lines, which tileshell does not write, left out). Where tileshell shows more than
/// swiftc (a caret on a line with wide characters, which swiftc leaves without one; escapes for
/// control characters; a long line cut), the parts swiftc has are compared and the rest is
/// checked by what it shows.
@Suite struct SwiftcExcerptTests {
    /// A message at a 1-based line and byte column, its range ending at another (exclusive).
    struct Mark: Sendable {
        var severity: Diagnostic.Severity
        var message: String
        var from: (line: Int, column: Int)
        var to: (line: Int, column: Int)

        init(_ severity: Diagnostic.Severity, _ message: String, _ line: Int, _ column: Int, to: Int, _ toColumn: Int) {
            self.severity = severity
            self.message = message
            self.from = (line, column)
            self.to = (to, toColumn)
        }
    }

    struct Recorded: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var marks: [Mark]
        var swiftc: String
        var testDescription: String { name }

        init(_ name: String, _ source: String, _ marks: [Mark], swiftc: String) {
            self.name = name
            self.source = source
            self.marks = marks
            self.swiftc = swiftc
        }

        /// What tileshell prints for the marks, in order.
        func printed(_ colors: DiagnosticColors) -> String {
            let file = SourceFile(path: name + ".swift", text: source)
            return marks.map { mark in
                let range = SourceRange(
                    start: SwiftcExcerptTests.offset(mark.from, in: source),
                    end: SwiftcExcerptTests.offset(mark.to, in: source))
                return Diagnostic(mark.severity, mark.message, at: range).excerpt(in: file, colors: colors)
            }.joined()
        }
    }

    /// The UTF-8 offset of a 1-based line and byte column.
    static func offset(_ place: (line: Int, column: Int), in source: String) -> Int {
        var lineStart = 0
        var line = 1
        for (i, byte) in source.utf8.enumerated() where line < place.line && byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return lineStart + place.column - 1
    }

    static let plain: [Recorded] = [
        Recorded(
            "ascii", "let x: Int = \"a\"\n",
            [Mark(.error, "cannot convert value of type 'String' to specified type 'Int'", 1, 14, to: 1, 17)],
            swiftc:
                "ascii.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet x: Int = \"a\"\n             ^~~\n"
        ),
        Recorded(
            "tabStart", "\tlet y: Int = \"tab\"\n",
            [Mark(.error, "cannot convert value of type 'String' to specified type 'Int'", 1, 15, to: 1, 20)],
            swiftc:
                "tabStart.swift:1:15: error: cannot convert value of type 'String' to specified type 'Int'\n        let y: Int = \"tab\"\n                     ^~~~~\n"
        ),
        Recorded(
            "tabMid", "let a = 1;\tlet b: Int = \"t\"\n",
            [Mark(.error, "cannot convert value of type 'String' to specified type 'Int'", 1, 25, to: 1, 28)],
            swiftc:
                "tabMid.swift:1:25: error: cannot convert value of type 'String' to specified type 'Int'\nlet a = 1;      let b: Int = \"t\"\n                             ^~~\n"
        ),
        Recorded(
            "tabInRange", "let t: Int = [1,\t2]\n",
            [Mark(.error, "cannot convert value of type '[Int]' to specified type 'Int'", 1, 14, to: 1, 20)],
            swiftc:
                "tabInRange.swift:1:14: error: cannot convert value of type '[Int]' to specified type 'Int'\nlet t: Int = [1,        2]\n             ^~~~~~~~~~~~~\n"
        ),
        Recorded(
            "multiLine", "let m: Int = [1,\n  2]\n",
            [Mark(.error, "cannot convert value of type '[Int]' to specified type 'Int'", 1, 14, to: 2, 5)],
            swiftc:
                "multiLine.swift:1:14: error: cannot convert value of type '[Int]' to specified type 'Int'\nlet m: Int = [1,\n             ^~~\n"
        ),
        Recorded(
            "zeroWidth", "let k = 1\nk = 2\n",
            [Mark(.error, "cannot assign to value: 'k' is a 'let' constant", 2, 1, to: 2, 1)],
            swiftc: "zeroWidth.swift:2:1: error: cannot assign to value: 'k' is a 'let' constant\nk = 2\n^\n"),
        Recorded(
            "note", "struct Card {\n    var a = 1\n",
            [
                Mark(.error, "expected '}' in struct", 3, 1, to: 3, 1),
                Mark(.note, "to match this opening '{'", 1, 13, to: 1, 13),
            ],
            swiftc:
                "note.swift:3:1: error: expected '}' in struct\n\n^\nnote.swift:1:13: note: to match this opening '{'\nstruct Card {\n            ^\n"
        ),
        Recorded(
            "column1", "x\n",
            [Mark(.error, "cannot find 'x' in scope", 1, 1, to: 1, 2)],
            swiftc: "column1.swift:1:1: error: cannot find 'x' in scope\nx\n^\n"),
        Recorded(
            "warning", "#warning(\"hi\")\n",
            [Mark(.warning, "hi", 1, 10, to: 1, 14)],
            swiftc: "warning.swift:1:10: warning: hi\n#warning(\"hi\")\n         ^~~~\n"),
        Recorded(
            "endOfLine", "let p = (1\n",
            [
                Mark(.error, "expected ')' in expression list", 2, 1, to: 2, 1),
                Mark(.note, "to match this opening '('", 1, 9, to: 1, 10),
            ],
            swiftc:
                "endOfLine.swift:2:1: error: expected ')' in expression list\n\n^\nendOfLine.swift:1:9: note: to match this opening '('\nlet p = (1\n        ^\n"
        ),
        Recorded(
            "eol", "let p = (1",
            [
                Mark(.error, "expected ')' in expression list", 1, 11, to: 1, 11),
                Mark(.note, "to match this opening '('", 1, 9, to: 1, 10),
            ],
            swiftc:
                "eol.swift:1:11: error: expected ')' in expression list\nlet p = (1\n          ^\neol.swift:1:9: note: to match this opening '('\nlet p = (1\n        ^\n"
        ),
        Recorded(
            "sameLine", "struct S {\n  var a = 1\n  func g() { a = 2 }\n}\nlet q: Int = [\"漢字\", 1]\n",
            [
                Mark(.error, "cannot assign to property: 'self' is immutable", 3, 14, to: 3, 15),
                Mark(.note, "mark method 'mutating' to make 'self' mutable", 3, 3, to: 3, 3),
            ],
            swiftc:
                "sameLine.swift:3:14: error: cannot assign to property: 'self' is immutable\n  func g() { a = 2 }\n             ^\nsameLine.swift:3:3: note: mark method 'mutating' to make 'self' mutable\n  func g() { a = 2 }\n  ^\n"
        ),
    ]

    @Test(arguments: plain) func sameAsSwiftc(_ row: Recorded) {
        #expect(row.printed(.plain) == row.swiftc)
    }

    /// Recorded with `-color-diagnostics`: the same escapes in the same places.
    static let colored: [Recorded] = [
        Recorded(
            "ascii", "let x: Int = \"a\"\n",
            [Mark(.error, "cannot convert value of type 'String' to specified type 'Int'", 1, 14, to: 1, 17)],
            swiftc:
                "\u{1B}[1mascii.swift:1:14: \u{1B}[0m\u{1B}[0;1;31merror: \u{1B}[0m\u{1B}[1mcannot convert value of type 'String' to specified type 'Int'\n\u{1B}[0mlet x: Int = \"a\"\n\u{1B}[0;1;32m             ^~~\n\u{1B}[0m"
        ),
        Recorded(
            "warning", "#warning(\"hi\")\n",
            [Mark(.warning, "hi", 1, 10, to: 1, 14)],
            swiftc:
                "\u{1B}[1mwarning.swift:1:10: \u{1B}[0m\u{1B}[0;1;35mwarning: \u{1B}[0m\u{1B}[1mhi\n\u{1B}[0m#warning(\"hi\")\n\u{1B}[0;1;32m         ^~~~\n\u{1B}[0m"
        ),
        Recorded(
            "note", "struct Card {\n    var a = 1\n",
            [
                Mark(.error, "expected '}' in struct", 3, 1, to: 3, 1),
                Mark(.note, "to match this opening '{'", 1, 13, to: 1, 13),
            ],
            swiftc:
                "\u{1B}[1mnote.swift:3:1: \u{1B}[0m\u{1B}[0;1;31merror: \u{1B}[0m\u{1B}[1mexpected '}' in struct\n\u{1B}[0m\n\u{1B}[0;1;32m^\n\u{1B}[0m\u{1B}[1mnote.swift:1:13: \u{1B}[0m\u{1B}[0;1;30mnote: \u{1B}[0m\u{1B}[1mto match this opening '{'\n\u{1B}[0mstruct Card {\n\u{1B}[0;1;32m            ^\n\u{1B}[0m"
        ),
    ]

    @Test(arguments: colored) func sameAsSwiftcInColour(_ row: Recorded) {
        #expect(row.printed(.ansi) == row.swiftc)
    }

    static let converting = "cannot convert value of type 'String' to specified type 'Int'"

    /// swiftc prints a line holding non-ASCII characters with no caret line under it; tileshell
    /// keeps swiftc's two lines and adds the caret under the column by display width: a CJK
    /// character or an emoji takes two cells, a combining mark none.
    @Test(arguments: [
        ("cjk", "let 漢字 = 1; let z: Int = \"cjk\"\n", 30, 5, 27),
        ("emoji", "let e = \"😀😀\"; let w: Int = \"emoji\"\n", 34, 7, 29),
        ("combining", "let e\u{301} = 1; let c: Int = \"x\"\n", 27, 3, 24),
        ("family", "let f = \"👩🏽‍👩🏽‍👧🏽‍👦🏽\"; let i: Int = \"x\"\n", 67, 3, 27),
    ])
    func wideCharactersBeforeTheColumn(name: String, source: String, column: Int, length: Int, cells: Int) {
        let row = Recorded(name, source, [Mark(.error, Self.converting, 1, column, to: 1, column + length)], swiftc: "")
        let swiftc = "\(name).swift:1:\(column): error: \(Self.converting)\n" + source
        #expect(
            row.printed(.plain)
                == swiftc + String(repeating: " ", count: cells) + "^" + String(repeating: "~", count: length - 1)
                + "\n")
    }

    /// A letter with 100 000 combining marks is shown by its first scalars: the line stays short.
    @Test func aCharacterOfManyMarksIsCut() {
        let e = "e" + String(repeating: "\u{301}", count: 100_000)
        let shown = SourceExcerpt(line: "let " + e + " = 1", caret: 4, end: 5)
        #expect(shown.line.utf8.count < 100)
        #expect(shown.caret == "    ^")
    }

    /// A character in the marked range that takes two cells gets two marks.
    @Test func wideCharactersInTheRange() {
        let row = Recorded(
            "wideRange", "let s: Int = \"漢字\"\n", [Mark(.error, Self.converting, 1, 14, to: 1, 22)], swiftc: "")
        #expect(row.printed(.plain).hasSuffix("\nlet s: Int = \"漢字\"\n             ^~~~~~\n"))
    }

    /// swiftc writes a control character (here U+0001, which it reports) and a bidi override
    /// as they are, so the file drives the terminal; tileshell shows them escaped, with the
    /// caret line as wide as the escapes.
    @Test func controlAndBidiCharactersAreEscaped() {
        let control = Recorded(
            "control", "let e: Int = \"\u{1}ctl\"\n", [Mark(.error, Self.converting, 1, 14, to: 1, 20)], swiftc: "")
        let escaped = Sanitizer.visible("\u{1}")
        #expect(escaped != "\u{1}")
        let shown = "let e: Int = \"" + escaped + "ctl\""
        #expect(
            control.printed(.plain)
                == "control.swift:1:14: error: \(Self.converting)\n\(shown)\n             ^\(String(repeating: "~", count: 4 + escaped.count))\n"
        )
        let bidi = Recorded(
            "bidi", "let b: Int = \"\u{202E}x\"\n", [Mark(.error, Self.converting, 1, 14, to: 1, 20)], swiftc: "")
        let lines = bidi.printed(.plain).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "let b: Int = \"" + Sanitizer.visible("\u{202E}") + "x\"")
        #expect(!bidi.printed(.plain).unicodeScalars.contains("\u{202E}"))
        #expect(lines[2] == "             ^" + String(repeating: "~", count: Sanitizer.visible("\u{202E}").count + 2))
    }

    /// swiftc prints a 100 000-character line whole (and 100 000 marks under it); tileshell
    /// shows a window of it around the caret, cut with `…`, with the caret under the same
    /// character as swiftc's.
    /// Each case: its name, its source, the column and length of the range, whether the line
    /// goes on past the window. NB: the arguments are names, so that a failure does not print
    /// 100 000 characters.
    static func long(_ name: String) -> (source: String, column: Int, length: Int, cutAtEnd: Bool) {
        let run = String(repeating: name == "long" ? "a" : "b", count: 100_000)
        return name == "long"
            ? ("let long: Int = \"" + run + "\"\n", 17, 100_002, true)
            : ("let s = \"" + run + "\"; let i: Int = s\n", 100_026, 1, false)
    }

    @Test(arguments: ["long", "longLate"])
    func longLineIsCut(name: String) throws {
        let (source, column, length, cutAtEnd) = Self.long(name)
        let row = Recorded(name, source, [Mark(.error, Self.converting, 1, column, to: 1, column + length)], swiftc: "")
        let lines = row.printed(.plain).split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 4)
        #expect(lines[0] == "\(name).swift:1:\(column): error: \(Self.converting)")
        #expect(lines[1].count <= Excerpt.lineCharacters + 2)
        #expect(lines[2].count <= Excerpt.lineCharacters + 2)
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let under = lines[1][
            lines[1].index(lines[1].startIndex, offsetBy: lines[2].distance(from: lines[2].startIndex, to: caret))]
        let swiftcUnder = source[source.index(source.startIndex, offsetBy: column - 1)]
        #expect(under == swiftcUnder)
        #expect(lines[1].hasPrefix("…") == (column > Excerpt.lineCharacters))
        #expect(lines[1].hasSuffix("…") == cutAtEnd)
    }

    /// A message that points nowhere in its file's lines (a column past the end) still gets its
    /// caret, one past the last character, as swiftc puts it.
    @Test func caretPastTheEndOfTheLine() {
        #expect(SourceExcerpt(line: "ab", caret: 9, end: 12) == SourceExcerpt(line: "ab", caret: 2, end: 2))
        #expect(SourceExcerpt(line: "ab", caret: 2, end: 2).caret == "  ^")
    }
}
