import Testing

@testable import SwiftLesson

/// `#if` as a preview build for the iOS simulator sees it: conditions from a table, the active
/// branch kept at each place a block may stand, and malformed blocks in swiftc's words.
@Suite struct ConditionalCompilationTests {
    struct Condition: Sendable, CustomTestStringConvertible {
        var text: String
        var value: Bool?
        var testDescription: String { text }
    }

    static let conditions: [Condition] = [
        Condition(text: "DEBUG", value: true),
        Condition(text: "RELEASE", value: false),
        Condition(text: "!DEBUG", value: false),
        Condition(text: "true", value: true),
        Condition(text: "false", value: false),
        Condition(text: "os(iOS)", value: true),
        Condition(text: "os(macOS)", value: false),
        Condition(text: "os(watchOS) || os(tvOS) || os(visionOS)", value: false),
        Condition(text: "targetEnvironment(simulator)", value: true),
        Condition(text: "targetEnvironment(macCatalyst)", value: false),
        Condition(text: "canImport(UIKit)", value: true),
        Condition(text: "canImport(SwiftData)", value: true),
        Condition(text: "canImport(AppKit)", value: false),
        Condition(text: "canImport(UIKit.UIView)", value: true),
        Condition(text: "canImport(UIKit, _version: 2)", value: true),
        Condition(text: "arch(arm64)", value: true),
        Condition(text: "arch(x86_64)", value: false),
        Condition(text: "swift(>=5.9)", value: true),
        Condition(text: "swift(>=6.0)", value: true),
        Condition(text: "swift(>=6.1)", value: false),
        Condition(text: "swift(<6)", value: false),
        Condition(text: "swift(<6.0.1)", value: true),
        Condition(text: "compiler(>=6.0)", value: true),
        Condition(text: "compiler(<5.10)", value: false),
        Condition(text: "os(iOS) && !targetEnvironment(macCatalyst)", value: true),
        Condition(text: "os(macOS) || DEBUG && canImport(SwiftUI)", value: true),
        Condition(text: "(os(macOS) || DEBUG) && canImport(AppKit)", value: false),
        Condition(text: "!(os(macOS))", value: true),
        Condition(text: "os(iOS) &&", value: nil),
        Condition(text: "(DEBUG", value: nil),
        Condition(text: "os(iOS", value: nil),
        Condition(text: "1", value: nil),
        Condition(text: "frobnicate(x)", value: nil),
        Condition(text: "swift(5.9)", value: nil),
        Condition(text: "DEBUG DEBUG", value: nil),
    ]

    @Test(arguments: conditions) func evaluates(condition: Condition) {
        #expect(CompilationConditions.isActive(condition.text) == condition.value)
    }

    /// Placement: the source is a whole file; the outline is what the parser keeps.
    struct Placement: Sendable, CustomTestStringConvertible {
        var source: String
        var outline: String
        var testDescription: String { source }
    }

    static let placements: [Placement] = [
        Placement(source: "#if DEBUG\nstruct A {}\n#else\nstruct B {}\n#endif", outline: "struct A{}"),
        Placement(source: "#if os(macOS)\nstruct A {}\n#else\nstruct B {}\n#endif", outline: "struct B{}"),
        Placement(
            source: "#if os(macOS)\nstruct A {}\n#elseif os(iOS)\nstruct B {}\n#elseif DEBUG\nstruct C {}\n#endif",
            outline: "struct B{}"),
        Placement(source: "#if os(macOS)\nstruct A {}\n#endif\nstruct D {}", outline: "struct D{}"),
        Placement(
            source: "struct A {\n  #if DEBUG\n  let a = 1\n  #else\n  let b = 2\n  #endif\n  let c = 3\n}",
            outline: "struct A{let a let c}"),
        Placement(
            source: "extension A {\n  #if canImport(AppKit)\n  func mac() {}\n  #else\n  func ios() {}\n  #endif\n}",
            outline: "extension A{func ios()}"),
        Placement(
            source: "enum E {\n  case a\n  #if DEBUG\n  case debug\n  #endif\n}", outline: "enum E{case a case debug}"),
        Placement(
            source: "#if os(macOS)\n#if DEBUG\nstruct A {}\n#else\nstruct B {}\n#endif\n#else\nstruct C {}\n#endif",
            outline: "struct C{}"),
        Placement(
            source: "#if os(iOS)\n#if DEBUG\nstruct A {}\n#else\nstruct B {}\n#endif\n#else\nstruct C {}\n#endif",
            outline: "struct A{}"),
        // NB: an inactive branch need not parse, only lex: it is never read for meaning.
        Placement(source: "#if os(macOS)\nstruct A { ) ] \n#endif\nstruct D {}", outline: "struct D{}"),
    ]

    @Test(arguments: placements) func keepsTheActiveBranch(placement: Placement) {
        let file = SourceFile(path: "A.swift", text: placement.source)
        let parsed = Parser.parse(file)
        #expect(parsed.diagnostics.map { $0.formatted(in: file) } == [])
        #expect(Outline.of(parsed.declarations) == placement.outline)
    }

    @Test func statementsInABody() {
        let (tree, diagnostics) = ParserTests.tree(
            of: "#if DEBUG\nlog(1)\n#elseif os(iOS)\nlog(2)\n#else\nlog(3)\n#endif\nrun()")
        #expect(diagnostics == [])
        #expect(tree == "(call log 1); (call run)")
    }

    /// SE-0308: a block inside a chain of postfix members.
    @Test func modifiersInAChain() {
        let (tree, diagnostics) = ParserTests.tree(
            of: "Text(\"a\")\n#if os(iOS)\n.padding()\n#else\n.frame()\n#endif\n.bold()")
        #expect(diagnostics == [])
        #expect(tree == "(call (call (call Text \"a\").padding).bold)")
        let (inactive, _) = ParserTests.tree(of: "Text(\"a\")\n#if os(macOS)\n.padding()\n#endif\nrun()")
        #expect(inactive == "(call Text \"a\"); (call run)")
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var source: String
        var messages: [String]
        var testDescription: String { messages.first ?? source }
    }

    static let malformed: [Malformed] = [
        Malformed(
            source: "#if DEBUG\nstruct A {}\n",
            messages: [
                "A.swift:3:1: error: expected #else or #endif at end of conditional compilation block",
                "A.swift:1:1: note: to match this opening '#if'",
            ]),
        Malformed(
            source: "struct A {}\n#endif",
            messages: ["A.swift:2:1: error: unexpected conditional compilation block terminator"]),
        Malformed(
            source: "#if DEBUG\n#else\n#else\n#endif",
            messages: ["A.swift:3:1: error: further conditions after #else are unreachable"]),
        Malformed(
            source: "#if DEBUG\n#endif ;",
            messages: ["A.swift:2:8: error: extra tokens following conditional compilation directive"]),
        Malformed(
            source: "#if 0\nstruct A {}\n#endif",
            messages: ["A.swift:1:5: error: '0' is not a valid conditional compilation expression, use 'false'"]),
        Malformed(
            source: "#if\nstruct A {}\n#endif", messages: ["A.swift:1:1: error: expected a condition to follow #if"]),
        Malformed(
            source: "func f() {\n#if true\n}\n#endif\n}",
            messages: ["A.swift:3:1: error: unexpected '}' in conditional compilation block"]),
    ]

    @Test(arguments: malformed) func malformedBlocks(row: Malformed) {
        let file = SourceFile(path: "A.swift", text: row.source)
        #expect(Parser.parse(file).diagnostics.map { $0.formatted(in: file) } == row.messages)
    }

    @Test func aFloodOfTerminatorsStopsAtTheErrorLimit() {
        let file = SourceFile(path: "A.swift", text: String(repeating: "#endif\n", count: 10_000))
        #expect(Parser.parse(file).diagnostics.count <= Parser.errorLimit + 1)
    }
}
