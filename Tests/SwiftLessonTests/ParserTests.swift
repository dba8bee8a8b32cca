import Testing

@testable import SwiftLesson

/// The shape of the trees the parser builds: precedence, calls, closures, patterns, statements.
@Suite struct ParserTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var source: String
        var tree: String
        var testDescription: String { source }
    }

    /// Each source is a statement inside a function body; the tree is its s-expression.
    static let rows: [Row] = [
        Row(source: "a + b * c - d", tree: "(- (+ a (* b c)) d)"),
        Row(source: "x ?? y ?? z", tree: "(?? x (?? y z))"),
        Row(source: "!a && b || c == d", tree: "(|| (&& (!pre a) b) (== c d))"),
        Row(source: "a < b ? -1 : 0..<n", tree: "(?: (< a b) (-pre 1) (..< 0 n))"),
        Row(source: "total += price * 2", tree: "(+= total (* price 2))"),
        Row(source: "self.title = flag ? \"A\" : \"B\"", tree: "(= self.title (?: flag \"A\" \"B\"))"),
        Row(source: "x as? Int ?? 0", tree: "(?? (as? x Int) 0)"),
        Row(source: "value is String", tree: "(is value String)"),
        Row(source: "user?.name!.count", tree: "(! (? user).name).count"),
        Row(source: "try? await load()", tree: "(try? (await (call load)))"),
        Row(source: "Text(\"a\").font(.title)", tree: "(call (call Text \"a\").font .title)"),
        Row(
            source: "Button { go() } label: { Text(\"Go\") }",
            tree: "(call Button {(call go)} label:{(call Text \"Go\")})"),
        Row(source: "items.map { $0 * 2 }", tree: "(call items.map {(* $0 2)})"),
        Row(source: "list.sorted { a, b in a < b }", tree: "(call list.sorted {a,b in (< a b)})"),
        Row(
            source: "ForEach(data, id: \\.self) { item in Text(item) }",
            tree: "(call ForEach data id:\\.self {item in (call Text item)})"),
        Row(
            source: "\"n: \\(count + 1) of \\(total, specifier: \"%d\")\"",
            tree: "\"n: \\((+ count 1)) of \\(total, specifier:\"%d\")\""),
        Row(source: "[1, 2][0]", tree: "(sub [1, 2] 0)"),
        Row(source: "[\"a\": 1, \"b\": 2]", tree: "[\"a\": 1, \"b\": 2]"),
        Row(
            source: "#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)",
            tree: "(#colorLiteral red:1 green:0.5 blue:0 alpha:1)"),
        Row(source: "Array<Int>()", tree: "(call Array<Int>)"),
        Row(source: "numbers.reduce(0, +)", tree: "(call numbers.reduce 0 +)"),
        Row(
            source: "if let name, name.count > 2 { show() } else if case .a = kind { } else { hide() }",
            tree: "(if let name, (> name.count 2) {(call show)} else (if case .a = kind {} else {(call hide)}))"),
        Row(source: "guard let x = y else { return nil }", tree: "(guard let x = y {(return nil)})"),
        Row(
            source: "for (i, x) in list.enumerated() { use(i) }",
            tree: "(for (tuple i x) in (call list.enumerated) {(call use i)})"),
        Row(source: "let x: [String: Int]? = nil", tree: "let x"),
        Row(source: "0...", tree: "(...post 0)"),
        Row(
            source:
                "do { try load() } catch Failure.empty { a() } catch let e as Failure where e.big { } catch { b() }",
            tree:
                "(do (try (call load)) (catch Failure.empty (call a)) (catch (as (let e) Failure) where e.big ) (catch  (call b)))"
        ),
        Row(source: "do { x() }", tree: "(do (call x))"),
        Row(source: "repeat { n -= 1 } while n > 0", tree: "(repeat (-= n 1) while (> n 0))"),
        Row(source: "defer { close() }", tree: "(defer (call close))"),
        Row(
            source: "outer: for i in list { if i { continue outer }; break outer }",
            tree: "outer: (for i in list {(if i {continue outer}); break outer})"),
        Row(source: "throw Failure.empty", tree: "(throw Failure.empty)"),
        Row(
            source: "Button(action: start)\n{\n    Text(\"Go\")\n}",
            tree: "(call Button action:start {(call Text \"Go\")})"),
    ]

    static func tree(of source: String) -> (String, [String]) {
        let file = SourceFile(path: "A.swift", text: "func f() {\n\(source)\n}")
        let parsed = Parser.parse(file)
        guard case .functionDecl(let function)? = parsed.declarations.first, let body = function.body else {
            return ("<no function>", [])
        }
        return (body.map(Sexp.of).joined(separator: "; "), parsed.diagnostics.map { $0.formatted(in: file) })
    }

    @Test(arguments: rows) func shapes(row: Row) {
        let (tree, diagnostics) = Self.tree(of: row.source)
        #expect(diagnostics == [])
        #expect(tree == row.tree)
    }

    @Test func switchPatterns() {
        let (tree, _) = Self.tree(
            of:
                "switch shape { case .circle(let r) where r > 1, .dot: draw(r)\n case let .square(s): s\n default: break }"
        )
        #expect(
            tree
                == "(switch shape ((call .circle (let r)),.dot: (call draw r)) ((let (call .square s)): s) (default: break))"
        )
    }

    @Test func aProtocolKeepsItsRequirementsAndAssociatedTypes() {
        let source = """
            protocol Store<Item>: AnyObject, Identifiable where Item: Hashable {
                associatedtype Item: Codable = String
                var items: [Item] { get set }
                var title: String { get nonmutating set }
                static var shared: Self { get }
                mutating func add(_ item: Item)
                init(items: [Item])
            }
            """
        let parsed = Parser.parse(SourceFile(path: "A.swift", text: source))
        #expect(parsed.diagnostics.isEmpty)
        guard case .protocolDecl(let p)? = parsed.declarations.first else {
            Issue.record("expected a protocol")
            return
        }
        #expect(p.name == "Store")
        #expect(p.primaryAssociatedTypes == ["Item"])
        #expect(p.inheritedTypes.map(\.description) == ["AnyObject", "Identifiable"])
        #expect(p.genericWhereClause.count == 1)
        #expect(p.associatedTypes.map(\.name) == ["Item"])
        #expect(p.associatedTypes.first?.defaultType?.description == "String")
        #expect(Outline.of(p.members) == "var items var title var shared func add(_:) init(items:)")
    }

    @Test func declarationsKeepTheirDetail() throws {
        let source = """
            struct EnumPicker<T: Hashable & CaseIterable, V: View>: View where T.RawValue == String {
                @Binding var selected: T
                var title: String? = nil
                var body: some View { get { Text(title ?? "") } }
            }
            enum Planet: String, CaseIterable { case earth = "Earth", moon(size: Int, String) }
            """
        let parsed = Parser.parse(SourceFile(path: "A.swift", text: source))
        #expect(parsed.diagnostics.isEmpty)
        guard case .structDecl(let picker) = parsed.declarations[0], case .enumDecl(let planet) = parsed.declarations[1]
        else {
            Issue.record("expected a struct and an enum")
            return
        }
        #expect(
            picker.genericParameters.map { "\($0.name): \($0.inheritedType?.description ?? "")" } == [
                "T: Hashable & CaseIterable", "V: View",
            ])
        #expect(picker.inheritedTypes.map(\.description) == ["View"])
        #expect(picker.genericWhereClause.count == 1)
        guard case .variableDecl(let selected) = picker.members[0], case .variableDecl(let body) = picker.members[2]
        else {
            Issue.record("expected properties")
            return
        }
        #expect(selected.modifiers.hasAttribute("Binding"))
        #expect(body.bindings.first?.type?.description == "some View")
        if case .accessors(let accessors)? = body.bindings.first?.accessors {
            #expect(accessors.map(\.kind) == ["get"])
        }
        let elements = planet.caseElements
        #expect(elements.map(\.name) == ["earth", "moon"])
        #expect(elements.first?.rawValue.map(Sexp.of) == "\"Earth\"")
        #expect(elements.last?.associatedValues?.map { $0.label ?? "-" } == ["size", "-"])
    }

    @Test func rangesAndLocations() {
        let file = SourceFile(path: "A.swift", text: "import SwiftUI\n\nstruct A {\n  let b = 1\n}\n")
        let parsed = Parser.parse(file)
        #expect(
            parsed.declarations.map { file.text(of: $0.range) } == ["import SwiftUI", "struct A {\n  let b = 1\n}"])
        #expect(file.location(of: parsed.declarations[1].range.start) == SourceLocation(line: 3, column: 1))
    }
}
