import Testing

@testable import SwiftLesson

/// The lexer's tokens, and its errors as diagnostics.
@Suite struct LexerTests {
    static func kinds(_ text: String) -> [String] {
        Lexer.tokenize(SourceFile(path: "A.swift", text: text)).tokens.dropLast().map { "\($0.kind):\($0.text)" }
    }

    @Test func tokens() {
        #expect(
            Self.kinds("@State private var `default` = 0x1F_FF + 1_000.5e3 ..< $0")
                == [
                    "attribute:State", "keyword:private", "keyword:var", "identifier:default", "operator:=",
                    "integerLiteral:0x1F_FF", "operator:+", "floatLiteral:1_000.5e3", "operator:..<", "identifier:$0",
                ])
        #expect(Self.kinds("0..<10") == ["integerLiteral:0", "operator:..<", "integerLiteral:10"])
        #expect(Self.kinds("#Preview(\"a\") /* x /* y */ */ { }").first == "poundKeyword:Preview")
        #expect(Self.kinds("x?.y!") == ["identifier:x", "operator:?", "punctuation:.", "identifier:y", "operator:!"])
        #expect(Self.kinds("\\.self").prefix(2) == ["punctuation:\\", "punctuation:."])
    }

    /// A one-byte token is spelled by a literal, not read from the bytes: the same spelling.
    @Test func oneByteTokensAreSpelledAsWritten() {
        let file = SourceFile(path: "A.swift", text: "( ) { } [ ] , : ; . = ? ! + - * < > & % | ^ ~ / a 1 \\ _")
        let tokens = Lexer.tokenize(file).tokens.dropLast()
        #expect(tokens.count == 28)
        #expect(tokens.allSatisfy { $0.text == file.text(of: $0.range) })
        #expect(Self.kinds("a<b>c") == ["identifier:a", "operator:<", "identifier:b", "operator:>", "identifier:c"])
    }

    @Test func strings() throws {
        let file = SourceFile(path: "A.swift", text: #"let s = "a\(x + f("b\(y)")) \n""#)
        let token = try #require(Lexer.tokenize(file).tokens.first { $0.kind == .stringLiteral })
        #expect(token.segments.count == 3)
        if case .interpolation(let range) = token.segments[1] { #expect(file.text(of: range) == #"x + f("b\(y)")"#) }
        #expect(token.segments.last == .text(" \n"))
        let raw = Lexer.tokenize(SourceFile(path: "A.swift", text: ##"#"a\(b)"c"#"##)).tokens.first
        #expect(raw?.segments == [.text(#"a\(b)"c"#)])
        let multi = Lexer.tokenize(SourceFile(path: "A.swift", text: "  \"\"\"\n  one\n    two\n  \"\"\"")).tokens.first
        #expect(multi?.segments == [.text("one\n  two")])
        #expect(multi?.isMultiline == true)
    }

    struct ErrorRow: Sendable, CustomTestStringConvertible {
        var source: String
        var message: String
        var testDescription: String { message }
    }

    static let errorRows: [ErrorRow] = [
        ErrorRow(source: "let s = \"abc\nlet t = 1", message: "A.swift:1:9: error: unterminated string literal"),
        ErrorRow(source: "/* open /* nested */", message: "A.swift:1:1: error: unterminated '/*' comment"),
        ErrorRow(source: "let s = \"\\q\"", message: "A.swift:1:10: error: invalid escape sequence in literal"),
        ErrorRow(source: "let `x = 1", message: "A.swift:1:5: error: expected '`' to end the identifier"),
        ErrorRow(source: "let a = 1\n\u{1}\u{2}", message: "A.swift:2:1: error: unexpected character in source"),
        ErrorRow(source: "let a = 12abc", message: "A.swift:1:9: error: '12abc' is not a valid number"),
        ErrorRow(
            source: "let s = \"a\\(b\nlet t = 1", message: "A.swift:1:13: error: unterminated string interpolation"),
        ErrorRow(source: "# x", message: "A.swift:1:1: error: expected a name or a string after '#'"),
    ]

    @Test(arguments: errorRows) func errors(row: ErrorRow) {
        let file = SourceFile(path: "A.swift", text: row.source)
        let messages = Lexer.tokenize(file).diagnostics.map { $0.formatted(in: file) }
        #expect(messages.first == row.message)
    }
}
