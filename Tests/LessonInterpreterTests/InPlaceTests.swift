import SwiftLesson
import Testing

@testable import LessonInterpreter

/// A mutating call changes the array where it is stored, as Swift's `inout` does: its storage
/// stays put (room was reserved), so a loop of appends is linear, not quadratic. Before, every
/// call copied the whole array (100 000 appends took 75 s in a debug build).
struct InPlaceTests {
    /// A scope holding an array of 3 with room for 100 at `place`, and the address of its storage.
    /// NB: no local outlives this function, so the scope holds the only reference.
    static func roomy(_ place: Place) -> (Scope, UnsafeRawPointer?) {
        var items: [Value] = [.int(1), .int(2), .int(3)]
        items.reserveCapacity(100)
        let address = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return (place.scope(holding: .array(items)), address)
    }

    static func address(_ v: Value?) -> UnsafeRawPointer? {
        guard case .array(let items)? = v else { return nil }
        return items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// Where `a` lives: a local, a `@State` box, `self`'s property, an element of a local array.
    enum Place: CaseIterable {
        case local, state, selfField, selfProperty, element

        func scope(holding v: Value) -> Scope {
            let scope = Scope(parent: nil)
            switch self {
            case .local: scope.names["a"] = v
            case .state: scope.names["a"] = .state(StateBox(key: "a", value: v))
            case .selfField, .selfProperty: scope.names["self"] = .instance(Instance(type: "Model", fields: ["a": v]))
            case .element: scope.names["g"] = .array([v])
            }
            return scope
        }

        func read(_ scope: Scope) -> Value? {
            switch (self, scope.names["a"], scope.names["self"], scope.names["g"]) {
            case (.local, let v, _, _): return v
            case (.state, .state(let box)?, _, _): return box.value
            case (.selfField, _, .instance(let me)?, _), (.selfProperty, _, .instance(let me)?, _):
                return me.fields["a"]
            case (.element, _, _, .array(let rows)?): return rows.first
            default: return nil
            }
        }

        var name: String {
            switch self {
            case .local, .state, .selfProperty: "a"
            case .selfField: "self.a"
            case .element: "g[0]"
            }
        }
    }

    @Test(
        arguments: Place.allCases,
        ["append(4)", "insert(0, at: 1)", "remove(at: 0)", "removeLast()", "+= [4]", "append(contentsOf: [4])"])
    func aMutationChangesTheArrayWhereItIs(_ place: Place, _ change: String) throws {
        let text = change.hasPrefix("+=") ? "\(place.name) \(change)" : "\(place.name).\(change)"
        let file = SourceFile(path: "Change.swift", text: "func change() { \(text) }")
        let parsed = Parser.parse(file)
        guard case .functionDecl(let f)? = parsed.declarations.first, let body = f.body else {
            Issue.record("\(parsed.diagnostics)")
            return
        }
        let (scope, before) = Self.roomy(place)
        let interp = Interpreter(files: [file], formatting: FixedFormatting())
        _ = try interp.exec(body, scope, builder: nil)
        let after = place.read(scope)
        #expect(Self.address(after) == before, "\(text) copied the array")
        if case .array(let items)? = after { #expect(items.count == (change.hasPrefix("remove") ? 2 : 4)) }
    }
}

extension InPlaceTests {
    /// A `mutating` method of the file's own struct (or a class's method) gets its `self` moved
    /// into the call, so that the arrays it changes grow where they are.
    @Test(arguments: ["m.add(4)", "m.inner.add(4)", "ms[0].add(4)"])
    func aMutatingMethodChangesItsSelfWhereItIs(_ call: String) throws {
        let file = SourceFile(
            path: "Model.swift",
            text: """
                struct Model { var a: [Int] = []; var inner: Inner? = nil; mutating func add(_ x: Int) { a.append(x) } }
                struct Inner { var a: [Int] = []; mutating func add(_ x: Int) { a.append(x) } }
                func change() { \(call) }
                """)
        let parsed = Parser.parse(file)
        guard case .functionDecl(let f)? = parsed.declarations.last, let body = f.body else {
            Issue.record("\(parsed.diagnostics)")
            return
        }
        let interp = Interpreter(files: [file], formatting: FixedFormatting())
        interp.declare([parsed])
        let (scope, before) = Self.roomyModel(call)
        _ = try interp.exec(body, scope, builder: nil)
        let after: Value?
        switch (call, scope.names["m"], scope.names["ms"]) {
        case ("m.add(4)", .instance(let m)?, _): after = m.fields["a"]
        case ("m.inner.add(4)", .instance(let m)?, _):
            guard case .instance(let inner)? = m.fields["inner"] else { after = nil; break }
            after = inner.fields["a"]
        case (_, _, .array(let ms)?):
            guard case .instance(let m)? = ms.first else { after = nil; break }
            after = m.fields["a"]
        default: after = nil
        }
        #expect(Self.address(after) == before, "\(call) copied the array")
        if case .array(let items)? = after { #expect(items.count == 4) }
    }

    /// A scope holding a `Model` (or an `Inner` in one, or a `Model` in an array) whose `a` has room to grow.
    static func roomyModel(_ call: String) -> (Scope, UnsafeRawPointer?) {
        var items: [Value] = [.int(1), .int(2), .int(3)]
        items.reserveCapacity(100)
        let address = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let scope = Scope(parent: nil)
        switch call {
        case "m.inner.add(4)":
            let inner = Value.instance(Instance(type: "Inner", fields: ["a": .array(items)]))
            scope.names["m"] = .instance(Instance(type: "Model", fields: ["a": .array([]), "inner": inner]))
        case "ms[0].add(4)":
            scope.names["ms"] = .array([
                .instance(Instance(type: "Model", fields: ["a": .array(items), "inner": .null]))
            ])
        default:
            scope.names["m"] = .instance(Instance(type: "Model", fields: ["a": .array(items), "inner": .null]))
        }
        return (scope, address)
    }
}

/// Every built-in is charged by the work it does, so that a loop of big ones ends on the step
/// budget with an error instead of running for minutes. Before, each of these was one step.
struct WorkChargeTests {
    @Test(arguments: [
        "var a: [Int] = []; for i in 0..<20000 { a.insert(i, at: 0) }",
        "var a = Array(repeating: 0, count: 20000); for _ in 0..<20000 { a.removeFirst(); a.append(1) }",
        "for _ in 0..<1000 { let a = Array(repeating: 0, count: 100000) }",
        "for _ in 0..<1000 { let s = String(repeating: \"ab\", count: 100000) }",
        "let a = Array(0..<10000); for _ in 0..<400 { var b = a; b.reverse() }",
        "let a = Array(0..<10000); for _ in 0..<40 { let b = a.sorted() }",
        "let s = String(repeating: \"x\", count: 100000); for _ in 0..<2000 { let t = [s].joined() }",
        "let s = String(repeating: \"x\", count: 50000); for i in 0..<1000 { let c = s[40000] }",
        "let a = Array(0..<10000); for _ in 0..<400 { let b = Array(a[0..<10000]) }",
        "let a = Array(0..<10000); for _ in 0..<2000 { let t = \"\\(a)\" }",
        "let a = Array(0..<3000); for _ in 0..<1000 { let z = zip(a, a) }",
        "let s = String(repeating: \"x\", count: 100000); for _ in 0..<2000 { let e = s == s }",
        "let s = String(repeating: \"1\", count: 100000); for _ in 0..<2000 { let n = Int(s) }",
        "let s = String(repeating: \"x\", count: 100000); for _ in 0..<2000 { let t = String(format: s) }",
        "let s = String(repeating: \"ab \", count: 100000); for _ in 0..<40 { let t = s.replacingOccurrences(of: \"a\", with: \"b\") }",
        "let s = String(repeating: \"ab \", count: 100000); for _ in 0..<40 { let t = s.split(separator: \" \") }",
        "let s = String(repeating: \"ab \", count: 100000); for _ in 0..<40 { let t = s.capitalized }",
    ])
    func aLoopOfBigWorkEndsOnTheStepBudget(_ code: String) {
        let result = open(
            "import SwiftUI\nfunc work() -> String { \(code); return \"done\" }\n#Preview { Text(work()) }\n")
        #expect(result.errors.contains { $0.contains("more than 2000000 steps") }, "\(result.messages)")
    }

    /// `Text + Text` doubled in a loop is held to the size limit, as `String + String` is.
    @Test func aDoubledTextEndsOnTheSizeLimit() {
        let result = open(
            "import SwiftUI\nfunc t() -> Text { var t = Text(\"ab\"); for _ in 0..<40 { t = t + t }; return t }\n#Preview { t() }\n"
        )
        #expect(result.errors.contains { $0.contains("more than a preview can hold") }, "\(result.messages)")
    }

    /// The issue's case: 100 000 appends fit in the budget (each is a step, not a copy).
    @Test func aHundredThousandAppendsFitTheBudget() {
        let result = open(
            "import SwiftUI\nfunc work() -> String { var a: [Int] = []; for i in 0..<100000 { a.append(i) }; "
                + "return \"\\(a.count)\" }\n#Preview { Text(work()) }\n")
        #expect(result.firstPreviewTexts == ["100000"], "\(result.messages)")
    }
}
