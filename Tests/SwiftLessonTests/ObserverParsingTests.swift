import Testing

@testable import SwiftLesson

/// `var on = false { didSet { … } }`: the block after a first value is the property's observers
/// when it starts with `willSet` or `didSet`, as Swift's parser decides by looking ahead; any
/// other block after a value is still a trailing closure.
struct ObserverParsingTests {
    func binding(_ source: String) -> VariableDecl.Binding? {
        let parsed = Parser.parse(SourceFile(path: "A.swift", text: "struct A {\n" + source + "\n}\n"))
        guard parsed.diagnostics.isEmpty, case .structDecl(let s) = parsed.declarations.first,
            case .variableDecl(let v) = s.members.first
        else { return nil }
        return v.bindings.first
    }

    @Test(arguments: [
        ("var on = false {\n    didSet { print(on) }\n}", ["didSet"]),
        ("var n = 0 { willSet { } didSet { } }", ["willSet", "didSet"]),
        ("var n: Int = 3 {\n    didSet(old) { }\n}", ["didSet"]),
        ("@Published var items = [String]() { didSet { save() } }", ["didSet"]),
    ])
    func anObserverBlockIsTheProperty(_ source: String, _ kinds: [String]) throws {
        let b = try #require(binding(source))
        if case .functionCall(let call)? = b.initializer?.kind { #expect(call.trailingClosures.isEmpty) }
        guard case .accessors(let list)? = b.accessors else {
            Issue.record("no accessors for \(source)")
            return
        }
        #expect(list.map(\.kind) == kinds)
    }

    @Test func anyOtherBlockIsATrailingClosure() throws {
        let b = try #require(binding("var view = VStack { didSet }"))
        guard case .functionCall(let call)? = b.initializer?.kind else {
            Issue.record("expected a call")
            return
        }
        #expect(call.trailingClosures.count == 1)
        #expect(b.accessors == nil)
    }
}
