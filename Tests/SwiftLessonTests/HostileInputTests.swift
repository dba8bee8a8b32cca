import Foundation
import Testing

@testable import SwiftLesson

/// Inputs built to hurt: each ends quickly, without a trap, with a clear diagnostic.
@Suite struct HostileInputTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var message: String
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "100 000 open parentheses", source: "let x = " + String(repeating: "(", count: 100_000),
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        Row(
            name: "100 000 open braces", source: "func f() " + String(repeating: "{", count: 100_000),
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        Row(
            name: "deep generic type", source: "let x: " + String(repeating: "A<", count: 50_000),
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        // NB: deep inside a speculative parse (generic arguments in an expression, a closure's
        // signature): taking the parse back took back the nesting error too, and the file had none.
        Row(
            name: "deep generic arguments in an expression",
            source: "let x = " + String(repeating: "A<", count: 50_000),
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        Row(
            name: "deep closure parameter type", source: "let x = { (a: " + String(repeating: "[", count: 50_000),
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        Row(
            name: "a 1 MB line", source: "let x = " + String(repeating: "a + ", count: 250_000) + "a",
            message: "error: nesting is deeper than 256 levels; parsing stopped"),
        Row(
            name: "a 1 MB string", source: "let x = \"" + String(repeating: "ab", count: 500_000) + "\"\nlet y = ",
            message: "error: expected expression"),
        Row(
            name: "binary bytes",
            source: String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self),
            message: "error: "),
        Row(
            name: "unterminated string", source: "let s = \"" + String(repeating: "x", count: 100_000),
            message: "error: unterminated string literal"),
        Row(
            name: "unterminated multi-line string", source: "let s = \"\"\"\nabc\n",
            message: "error: unterminated string literal"),
        Row(
            name: "unterminated comment", source: "/* " + String(repeating: "/* ", count: 10_000),
            message: "error: unterminated '/*' comment"),
        Row(
            name: "nested interpolations", source: "let s = " + String(repeating: "\"\\(", count: 1_000),
            message: "error: string interpolations are nested too deeply"),
        Row(
            name: "unbalanced brace at end of file", source: "struct A {\n",
            message: "error: expected '}' at end of struct 'A'"),
    ]

    /// NB: how fast it ends is the benchmark's business, not a timed assert's.
    @Test(arguments: rows) func endsWithADiagnostic(row: Row) {
        let file = SourceFile(path: "A.swift", text: row.source)
        let diagnostics = Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
        #expect(diagnostics.contains { $0.contains(row.message) }, "\(diagnostics.prefix(3))")
        #expect(diagnostics.count <= 25)
    }

    @Test func tooManyErrorsStops() {
        let source = String(repeating: "struct { }\n", count: 1_000)
        let diagnostics = Parser.parse(SourceFile(path: "A.swift", text: source)).diagnostics
        #expect(diagnostics.count <= 25)
        #expect(diagnostics.last?.message == "too many errors; parsing stopped")
    }

    /// Every prefix of a real lesson file ends without a trap (a cheap stand-in for fuzzing).
    @Test func everyPrefixOfALessonParses() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Corpus/InitializerBootcamp.swift")
        let bytes = Array(try String(contentsOfFile: url.path, encoding: .utf8).utf8)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            _ = Parser.parse(SourceFile(path: "A.swift", text: String(decoding: bytes[0..<end], as: UTF8.self)))
        }
    }
}

extension HostileInputTests {
    struct Chain: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        /// Where the nesting error is: at the suffix that goes past the limit.
        var location: String
        var testDescription: String { name }
    }

    static let nesting = "error: nesting is deeper than 256 levels; parsing stopped"

    /// Every suffix of a chain wraps what is before it once more, so each counts against the
    /// nesting limit: before, type suffixes did not, and the 120 000-deep type was
    /// freed by recursion (SIGSEGV), and 150 000 `?` were split off one at a time (quadratic).
    static let chains: [Chain] = [
        Chain(
            name: "A.A….B type", source: "let x: " + String(repeating: "A.", count: 120_000) + "B = 1",
            location: "1:517"),
        Chain(
            name: "Int.Type.Type…", source: "let x: Int" + String(repeating: ".Type", count: 120_000),
            location: "1:1281"),
        Chain(
            name: "Int??…?", source: "let x: Int" + String(repeating: "?", count: 150_000) + " = nil", location: "1:265"
        ),
        Chain(
            name: "Int!!…!", source: "let x: Int" + String(repeating: "!", count: 150_000) + " = 1", location: "1:265"),
        Chain(
            name: "Int?!?!… in a struct",
            source: "struct S {\n    var x: Int" + String(repeating: "?!", count: 75_000) + "\n}", location: "2:268"),
        Chain(
            name: "a parameter's A.A….B", source: "func f(x: " + String(repeating: "A.", count: 120_000) + "B) {}",
            location: "1:520"),
        Chain(
            name: "a.b.c… member chain", source: "let x = a" + String(repeating: ".b", count: 120_000),
            location: "1:514"),
        Chain(name: "f()()… calls", source: "let x = f" + String(repeating: "()", count: 120_000), location: "1:512"),
        Chain(
            name: "f[0][0]… subscripts", source: "let x = f" + String(repeating: "[0]", count: 100_000),
            location: "1:752"),
        Chain(
            name: "f?.a?.a… chaining", source: "let x = f" + String(repeating: "?.a", count: 100_000), location: "1:388"
        ),
        Chain(
            name: "f!.a!.a… unwraps", source: "let x = f" + String(repeating: "!.a", count: 100_000), location: "1:388"),
    ]

    @Test(arguments: chains) func aLongSuffixChainStopsAtTheNestingLimit(chain: Chain) {
        let file = SourceFile(path: "A.swift", text: chain.source)
        let diagnostics = Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
        #expect(diagnostics.contains("A.swift:\(chain.location): \(Self.nesting)"), "\(diagnostics.prefix(3))")
        #expect(diagnostics.count <= 25)
    }

    /// Below the limit a chain is one type, each suffix in its place; a split operator token
    /// (`>>`, `?>`) leaves the tokens after it as they were for a speculative parse to read again.
    @Test func aChainBelowTheLimitIsOneNestedType() {
        let source = "let x: Swift.Int" + String(repeating: "?", count: 200) + "\nlet y = A<B<C>>(x)\n"
        let parsed = Parser.parse(SourceFile(path: "A.swift", text: source))
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        guard case .variableDecl(let x) = parsed.declarations.first, let type = x.bindings.first?.type else {
            Issue.record("no variable")
            return
        }
        #expect(type.description == "Swift.Int" + String(repeating: "?", count: 200))
        guard parsed.declarations.count == 2, case .variableDecl(let y) = parsed.declarations[1],
            case .functionCall(let call) = y.bindings.first?.initializer?.kind,
            case .genericSpecialization(_, let arguments) = call.calledExpression.kind
        else {
            Issue.record("no generic call")
            return
        }
        #expect(arguments.map(\.description) == ["B<C>"])
    }

    /// A split operator token (`>>` closing two generic lists) is kept beside the tokens, never
    /// written into them: a write made every speculative parse's saved copy of the array a real
    /// copy, so 20 000 `A<B<C>>()` in a 200 KB file took 72 s (0.6 s now).
    @Test func splittingAnOperatorNeverWritesTheTokens() {
        let file = SourceFile(path: "A.swift", text: "let x = [A<B<C>>(), A<B<C>>()]\nlet y: D<E<F>>? = nil\n")
        let (tokens, diagnostics) = Lexer.tokenize(file)
        var parser = Parser(file: file, tokens: tokens, diagnostics: diagnostics)
        let declarations = parser.parseSourceFile()
        #expect(declarations.count == 2)
        #expect(parser.diagnostics.isEmpty, "\(parser.diagnostics)")
        #expect(parser.tokens == tokens)
    }

    /// A 200 000-character token is quoted by its start and end: the whole of it was
    /// echoed in its diagnostic.
    static let longTokens: [Row] = [
        Row(
            name: "number", source: "let x = 1" + String(repeating: "a", count: 200_000),
            message: "A.swift:1:9: error: '1aaa"),
        Row(
            name: "after an attribute", source: "let x = @ " + String(repeating: "b", count: 200_000),
            message: "A.swift:1:9: error: "),
        Row(
            name: "extended type", source: "extension " + String(repeating: "e", count: 200_000) + " { 1 }",
            message: "error: expected declaration in extension of 'eee"),
        Row(
            name: "struct name", source: "struct " + String(repeating: "d", count: 200_000) + " { 1 }",
            message: "error: expected declaration in struct 'ddd"),
    ]

    @Test(arguments: longTokens) func aLongTokenIsCutInItsDiagnostic(row: Row) {
        let file = SourceFile(path: "A.swift", text: row.source)
        let diagnostics = Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
        #expect(diagnostics.contains { $0.contains(row.message) }, "\(diagnostics.map { $0.prefix(200) })")
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics { #expect(diagnostic.count < 300, "\(diagnostic.prefix(200))") }
    }

    @Test func aDiagnosticShowsControlCharactersEscaped() {
        let file = SourceFile(path: "bad\u{1B}.swift", text: "let x = 4\u{9B}6\n")
        let parsed = Parser.parse(file)
        let text = parsed.diagnostics.map { $0.formatted(in: file) }.joined(separator: "\n")
        #expect(!parsed.diagnostics.isEmpty)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        #expect(text.contains("\\u{9B}"))
    }
}
