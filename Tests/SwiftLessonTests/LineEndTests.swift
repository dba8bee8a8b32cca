import Testing

@testable import SwiftLesson

/// Files as editors write them: `\r\n` (Windows), a lone `\r` (old Mac) and `\n` each
/// end a line, and a leading UTF-8 byte order mark is skipped, as `swiftc -parse` reads them.
@Suite struct LineEndTests {
    static let lines = [
        "import SwiftUI",
        "// a comment that ends at the line end",
        "struct A: View {",
        "    var body: some View {",
        "        Text(\"\"\"",
        "            hi",
        "            there",
        "            \"\"\")",
        "    }",
        "}",
        "let y: = 1",
    ]

    static let endings = ["\n", "\r\n", "\r"]

    @Test(arguments: endings, [false, true]) func aFileParsesWhateverItsLineEnds(ending: String, marked: Bool) {
        let text = (marked ? "\u{FEFF}" : "") + Self.lines.joined(separator: ending) + ending
        let file = SourceFile(path: "A.swift", text: text)
        let parsed = Parser.parse(file)
        #expect(
            parsed.diagnostics.map { $0.formatted(in: file) } == ["A.swift:11:8: error: expected a type"]
        )
        guard case .structDecl(let a) = parsed.declarations.dropFirst().first,
            case .variableDecl(let body) = a.members.first,
            case .getter(let statements)? = body.bindings.first?.accessors,
            case .expression(let text) = statements.first?.kind,
            case .functionCall(let call) = text.kind,
            case .stringLiteral(let literal) = call.arguments.first?.expression.kind
        else {
            Issue.record("no Text in \(parsed.declarations)")
            return
        }
        #expect(literal.plainText == "hi\nthere")
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountFromAfterIt() {
        let file = SourceFile(path: "A.swift", text: "\u{FEFF}let x: = 1\r\nlet y: = 2")
        let messages = Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
        #expect(
            messages == [
                "A.swift:1:8: error: expected a type",
                "A.swift:2:8: error: expected a type",
            ])
        #expect(file.text == "let x: = 1\nlet y: = 2")
    }

    @Test func aLoneCarriageReturnEndsAStatementAndAComment() {
        let file = SourceFile(path: "A.swift", text: "func f() {\r  a() // b()\r  c()\r}\r\r\rlet z: = 3")
        let messages = Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
        #expect(messages == ["A.swift:7:8: error: expected a type"])
        #expect(file.location(of: file.bytes.count).line == 7)
    }
}
