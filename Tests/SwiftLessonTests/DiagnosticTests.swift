import Testing

@testable import SwiftLesson

/// Syntax errors (what was expected, and where) and soft failures (a construct outside the
/// subset: one warning, an unknown node, and the parse goes on), from tables.
@Suite struct DiagnosticTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var source: String
        var messages: [String]
        var testDescription: String { messages.first ?? source }
    }

    static let errors: [Row] = [
        Row(
            source: "struct A: View {\n    var body: some View {\n        Text(\"a\")\n    }\n",
            messages: [
                "A.swift:5:1: error: expected '}' at end of struct 'A'",
                "A.swift:1:16: note: to match this opening '{'",
            ]),
        Row(
            source: "struct A {\n  let a = f(1, 2\n}",
            messages: [
                "A.swift:3:1: error: expected ')' to end the argument list",
                "A.swift:2:12: note: to match this opening '('",
            ]),
        Row(
            source: "struct A {\n  let a = 1 let b = 2\n}",
            messages: ["A.swift:2:13: error: consecutive declarations on a line must be separated by ';'"]),
        Row(
            source: "func f() {\n  a() b()\n}",
            messages: ["A.swift:2:7: error: consecutive statements on a line must be separated by ';'"]),
        Row(source: "func f() {\n  let x = )\n}", messages: ["A.swift:2:11: error: expected expression, found ')'"]),
        Row(source: "}", messages: ["A.swift:1:1: error: extraneous '}' at top level"]),
        Row(source: "struct {}", messages: ["A.swift:1:8: error: expected a name after 'struct'"]),
        Row(
            source: "func f() {\n  guard x { return }\n}",
            messages: ["A.swift:2:11: error: expected 'else' after 'guard' condition"]),
        Row(
            source: "func f() {\n  if case .a x {}\n}",
            messages: ["A.swift:2:14: error: expected '=' after the 'case' pattern"]),
        Row(
            source: "func f() {\n  for x y {}\n}",
            messages: ["A.swift:2:9: error: expected 'in' after the 'for' pattern"]),
        Row(
            source: "func f() {\n  switch x { foo }\n}",
            messages: ["A.swift:2:14: error: expected 'case' or 'default' in 'switch'"]),
        Row(source: "struct A<T {}", messages: ["A.swift:1:12: error: expected '>' to end the generic parameters"]),
        Row(source: "func f(a) {}", messages: ["A.swift:1:8: error: expected a parameter name followed by ':'"]),
        Row(source: "let x: = 1", messages: ["A.swift:1:8: error: expected a type"]),
        Row(source: "enum E { case }", messages: ["A.swift:1:15: error: expected a case name"]),
        Row(source: "struct A { 42 }", messages: ["A.swift:1:12: error: expected declaration in struct 'A'"]),
        Row(source: "func f() {\n  x.\n}", messages: ["A.swift:3:1: error: expected a member name after '.'"]),
        Row(
            source: "func f() { c ? a }",
            messages: ["A.swift:1:18: error: expected ':' after the ternary's first branch"]),
    ]

    static let softFailures: [Row] = [
        Row(
            source: "actor Model {\n  var a = 1\n}\nstruct A {}",
            messages: ["A.swift:1:1: warning: 'actor' declarations are not supported yet; skipped"]),
        Row(
            source: "struct A {\n  subscript(i: Int) -> Int { get { i } set { } }\n}",
            messages: [
                "A.swift:2:40: warning: a subscript's 'set' is not supported yet; assigning through it is an error"
            ]),
        Row(
            source: "print(1)\nstruct B {}",
            messages: ["A.swift:1:1: warning: top-level code is not supported yet; skipped"]),
        Row(
            source: "func f() {\n  let ((a, b), c) = ((1, 2), 3)\n}",
            messages: ["A.swift:2:3: warning: a 'let' with a tuple pattern is not supported yet; skipped"]),
    ]

    static func messages(_ source: String) -> [String] {
        let file = SourceFile(path: "A.swift", text: source)
        return Parser.parse(file).diagnostics.map { $0.formatted(in: file) }
    }

    @Test(arguments: errors) func syntaxErrors(row: Row) {
        #expect(Self.messages(row.source) == row.messages)
    }

    @Test(arguments: softFailures) func warnsOnce(row: Row) {
        #expect(Self.messages(row.source) == row.messages)
    }

    @Test func unknownNodesKeepTheirRangeAndParsingGoesOn() {
        let file = SourceFile(
            path: "A.swift", text: "actor Model {\n  var a: Int = 1\n}\nstruct A { let b = 2 }\n")
        let parsed = Parser.parse(file)
        guard case .unknownDecl(let unknown) = parsed.declarations.first else {
            Issue.record("expected an unknown declaration")
            return
        }
        #expect(unknown.construct == "actor")
        #expect(file.text(of: unknown.range) == "actor Model {\n  var a: Int = 1\n}")
        #expect(Outline.of(parsed.declarations) == "unknown(actor) struct A{let b}")
    }

    @Test func aClassIsReadAsAStructAndItsDeinitIsSkippedQuietly() {
        let file = SourceFile(
            path: "A.swift", text: "final class Model: ObservableObject {\n  @Published var a = 1\n  deinit { }\n}\n")
        let parsed = Parser.parse(file)
        #expect(parsed.diagnostics.isEmpty)
        guard case .structDecl(let model) = parsed.declarations.first else {
            Issue.record("expected the class as a struct declaration")
            return
        }
        #expect(model.isClass)
        #expect(model.name == "Model")
    }
}
