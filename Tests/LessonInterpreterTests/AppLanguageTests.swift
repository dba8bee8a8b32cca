import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The parts of the language learners' app models lean on: classes shared by reference, `lazy`
/// properties, `[weak self]` closures, optional callbacks, `@discardableResult` helpers and an
/// extension method on a standard type. Each expected text is what the same declarations print
/// when compiled by swiftc and run.
struct AppLanguageTests {
    static let declarations = """
        import SwiftUI
        final class Box { var n = 0 }
        struct Pair { var n = 0 }
        struct Cart { var prices = [1.5, 2.5]; lazy var total = prices.reduce(0, +) }
        final class Counter {
            var n = 0
            var onChange: (() -> Void)? = nil
            func bump() { let work = { [weak self] in guard let self else { return }; self.n += 1 }; work(); onChange?() }
        }
        @discardableResult func add(_ x: Int) -> Int { x * 2 }
        extension Double {
            func rounded(toPlaces p: Int) -> Double { let d = pow(10.0, Double(p)); return (self * d).rounded() / d }
        }
        """

    /// `code` as the body of a function whose string a preview shows: its text, or its first error.
    func run(_ code: String) -> String {
        let result = open(Self.declarations + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        (
            #"let a = Box(); let b = a; b.n = 5; return "\(a.n) \(a === b) \(Box() === a) \(a !== b)""#,
            "5 true false false"
        ),
        (
            #"var boxes = [Box(), Box()]; let first = boxes[0]; first.n = 3; boxes.append(first); return "\(boxes.map { $0.n })""#,
            "[3, 0, 3]"
        ),
        (#"let c = Counter(); c.bump(); c.bump(); return "\(c.n)""#, "2"),
    ])
    func aClassIsSharedByEveryoneHoldingIt(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    /// A global is given its first value when first used, by a mutation as by a read (an
    /// `append` to one not yet read was "cannot find 'append' in scope").
    @Test func aGlobalFirstUsedByAMutationStartsFromItsFirstValue() {
        let result = open(
            "var log: [String] = [\"start\"]\nvar total = 1\n"
                + "func work() -> String { log.append(\"a\"); total += 1; return \"\\(log) \\(total)\" }\n"
                + "#Preview { Text(work()) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [#"["start", "a"] 2"#])
    }

    /// `let (a, b) = …` binds each name its element, `_` none, the value evaluated once; an
    /// error's `localizedDescription` is Foundation's wording, or a `LocalizedError`'s own.
    @Test(arguments: [
        (
            #"let (a, _, c) = (1, 2, "three"); var (x, y) = (10, 20); x += 1; return "\(a) \(c) \(x) \(y)""#,
            "1 three 11 20"
        ),
        (
            #"var n = 0; func next() -> (Int, Int) { n += 1; return (n, n * 10) }; let (p, q) = next(); return "\(p) \(q) \(n)""#,
            "1 10 1"
        ),
        (#"let (w, h): (Double, Double) = (2, 3.5); return "\(w * h)""#, "7.0"),
    ])
    func aTuplePatternBindsEachElement(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    /// `(a, b) = (b, a)` assigns each element, the right side first; `_` discards, also after a
    /// `let _ = …` in the same scope (which declares nothing: swiftc accepts `_ = x` after it).
    @Test(arguments: [
        (#"var a = 1; var b = 2; (a, b) = (b, a); return "\(a) \(b)""#, "2 1"),
        (#"var n = 0; (_, n) = ("x", 7); return "\(n)""#, "7"),
        (#"let _ = 1; _ = [1, 2].map { _ in 0 }; var n = 3; _ = n; n += 1; return "\(n)""#, "4"),
    ])
    func aTupleAssignmentAndTheDiscardAssignEachElement(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func aTupleAssignmentOfTheWrongShapeSaysSo() {
        #expect(run(#"var a = 1; var b = 2; (a, b) = (1, 2, 3); return "\(a)""#).hasPrefix("error: "))
    }

    /// `let _ = Self._printChanges()`, SwiftUI's debugging aid in a body, draws the body: the
    /// console it logs to is not a preview's.
    @Test func printChangesInABodyDrawsTheBody() {
        let result = open(
            "struct Row: View {\n    var body: some View {\n        let _ = Self._printChanges()\n"
                + "        Text(\"row\")\n    }\n}\n#Preview { Row() }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["row"])
    }

    /// Two views' own `ViewModel`s (each in `extension TheView { final class ViewModel … }`, as
    /// MVVM apps write them) are two types: each view's `ViewModel()` is its own, its methods
    /// call their siblings, and a mistake names the type by its path, as swiftc does.
    @Test func nestedTypesOfTheSameNameInTwoTypesStayApart() {
        let source = """
            import SwiftUI
            struct RollView: View {
                @StateObject private var vm = ViewModel()
                var body: some View { Text(vm.text) }
            }
            extension RollView {
                final class ViewModel: ObservableObject {
                    @Published var dice: [Int] = []
                    var text: String { reset(); return "dice \\(dice)" }
                    func reset() { dice = [Int].init(repeating: 0, count: 2) }
                }
            }
            struct HistoryView: View {
                @StateObject private var vm = ViewModel()
                var body: some View { Text(vm.history.joined()) }
            }
            extension HistoryView {
                final class ViewModel: ObservableObject { var history = ["a", "b"] }
            }
            #Preview { VStack { RollView(); HistoryView() } }
            """
        let result = open(source)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["dice [0, 0]", "ab"])
        let wrong = open(source.replacingOccurrences(of: "vm.history.joined()", with: "vm.dice.description"))
        #expect(wrong.errors.first?.contains("value of type 'HistoryView.ViewModel' has no member 'dice'") == true)
    }

    @Test func anErrorsLocalizedDescriptionIsFoundationsWording() {
        let result = open(
            """
            enum Fetch: Error { case offline, badData }
            enum Named: LocalizedError {
                case missing
                var errorDescription: String? { "The word list is missing." }
            }
            func work() -> String {
                var out: [String] = []
                do { throw Fetch.badData } catch { out.append(error.localizedDescription) }
                do { throw Named.missing } catch { out.append(error.localizedDescription) }
                return out.joined(separator: " | ")
            }
            #Preview { Text(work()) }
            """)
        #expect(result.errors == [])
        #expect(
            result.firstPreviewTexts == [
                "The operation couldn’t be completed. (Fetch error 1.) | The word list is missing."
            ])
    }

    @Test func aStructIsStillCopied() {
        #expect(run(#"let a = Pair(); var b = a; b.n = 5; return "\(a.n) \(b.n)""#) == "0 5")
    }

    @Test(arguments: [
        (#"var c = Cart(); return "\(c.total)""#, "4.0"),
        (#"add(1); return "\(add(2))""#, "4"),
        (#"return "\((3.14159).rounded(toPlaces: 2)) \((2.5).rounded())""#, "3.14 3.0"),
    ])
    func modelHelpersRunAsSwiftRunsThem(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    static let classes = """
        import SwiftUI
        class Animal {
            var name: String
            var legs = 4
            init(name: String) { self.name = name }
            func describe() -> String { "\\(name) has \\(legs) legs" }
            var kind: String { "animal" }
        }
        class Bird: Animal {
            var wings = 2
            init(name: String, wings: Int) {
                self.wings = wings
                super.init(name: name)
                legs = 2
            }
            override func describe() -> String { super.describe() + " and \\(wings) wings" }
            override var kind: String { "bird " + super.kind }
        }
        class Parrot: Bird {
            var words = ["hello"]
            override func describe() -> String { super.describe() + ", says \\(words[0])" }
        }
        class Dog: Animal {}
        """

    @Test(arguments: [
        (#"Bird(name: "Robin", wings: 2).describe()"#, "Robin has 2 legs and 2 wings"),
        (#"Parrot(name: "Polly", wings: 2).describe()"#, "Polly has 2 legs and 2 wings, says hello"),
        (#"Parrot(name: "Polly", wings: 2).kind"#, "bird animal"),
        (#"Dog(name: "Rex").describe()"#, "Rex has 4 legs"),
        (#"{ let a: Animal = Bird(name: "Tit", wings: 2); return "\(a.kind) \(a.legs)" }()"#, "bird animal 2"),
    ])
    func aSubclassInheritsOverridesAndCallsSuper(_ expression: String, _ expected: String) {
        let result = open(Self.classes + "\n#Preview { Text(\(expression)) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [expected])
    }

    @Test(arguments: [
        (
            "struct S { func f() -> Int { super.f() } }",
            "'super' cannot be used in non-class type 'S'"
        ),
        (
            "class R { func g() -> Int { super.g() } }",
            "'super' cannot be used in class 'R' because it has no superclass"
        ),
        ("class R: B { func g() -> Int { 1 } }\nclass B: R {}", "'R' inherits from itself"),
    ])
    func superWithoutASuperclassIsSwiftcsError(_ declaration: String, _ message: String) {
        let call = declaration.hasPrefix("struct") ? "S().f()" : "R().g()"
        let result = open("import SwiftUI\n\(declaration)\n#Preview { Text(\"\\(\(call))\") }\n")
        #expect(result.errors.first?.contains(message) == true, "\(result.errors)")
    }

    static let models = """
        import SwiftUI
        struct Game {
            var cards = [false, true, false]
            var onlyFaceUp: Int? {
                get { let up = cards.indices.filter { cards[$0] }; return up.count == 1 ? up.first : nil }
                set { cards.indices.forEach { cards[$0] = ($0 == newValue) } }
            }
            var celsius = 0.0
            var fahrenheit: Double {
                get { celsius * 9 / 5 + 32 }
                set(f) { celsius = (f - 32) * 5 / 9 }
            }
            var double: Int { cards.count * 2 }
            mutating func choose(_ i: Int) { onlyFaceUp = i }
            mutating func warm() { self.fahrenheit = 212 }
        }
        struct Book { var title: String; var pages: Int }
        func titles<V: Comparable>(_ books: [Book], by k: KeyPath<Book, V>) -> [String] {
            books.sorted { $0[keyPath: k] < $1[keyPath: k] }.map(\\.title)
        }
        func stats(_ books: [Book]) -> (count: Int, pages: Int) { (books.count, books.reduce(0) { $0 + $1.pages }) }
        enum Plan {
            static func plan(pages: Int, limit: Int, days: inout Int) {
                var left = pages
                while left > 0 { left -= limit; days += 1 }
            }
        }
        func bump(_ x: inout Int, by n: Int = 1) { x += n }
        let books = [Book(title: "B", pages: 3), Book(title: "A", pages: 9)]
        """

    func model(_ code: String) -> String {
        let result = open(Self.models + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        (
            #"var g = Game(); let a = g.onlyFaceUp; g.choose(2); return "\(a ?? -1) \(g.cards) \(g.onlyFaceUp ?? -1)""#,
            "1 [false, false, true] 2"
        ),
        (#"var g = Game(); var h = g; h.fahrenheit = 50; g.warm(); return "\(g.celsius) \(h.celsius)""#, "100.0 10.0"),
    ])
    func aComputedPropertysSetterRunsThroughSelfOrNot(_ code: String, _ expected: String) {
        #expect(model(code) == expected)
    }

    @Test func aGetOnlyPropertyCannotBeSet() {
        #expect(
            model("var g = Game(); g.double = 3; return \"\"")
                == "error: cannot assign to property: 'double' is a get-only property")
    }

    @Test(arguments: [
        (
            #"return "\(titles(books, by: \.title)) \(titles(books, by: \.pages)) \(books[0][keyPath: \.pages])""#,
            #"["A", "B"] ["B", "A"] 3"#
        ),
        (#"let s = stats(books); return "\(s.count) \(s.pages) \(stats([]).pages)""#, "2 12 0"),
        (
            #"var days = 0; Plan.plan(pages: 250, limit: 100, days: &days); bump(&days); bump(&days, by: 5); return "\(days)""#,
            "9"
        ),
        (#"var a = [1, 2]; bump(&a[1]); return "\(a)""#, "[1, 3]"),
    ])
    func keyPathsTupleLabelsAndInoutRunAsSwiftRunsThem(_ code: String, _ expected: String) {
        #expect(model(code) == expected)
    }

    static let generics = """
        import SwiftUI
        protocol CU: CaseIterable { static var base: Self { get }; var factor: Double { get } }
        extension CU { func convert(_ value: Double, to other: Self) -> Double { value * factor / other.factor } }
        enum L: CU {
            case km, mi
            static var base: L { .km }
            var factor: Double { switch self { case .km: 1000; case .mi: 1609.344 } }
        }
        struct Conv<U: CU> {
            var from: U
            var to: U
            init(from: U = U.base, to: U) { self.from = from; self.to = to }
            func callAsFunction(_ v: Double) -> Double { from.convert(v, to: to) }
        }
        indirect enum F {
            case input
            case number(Double)
            case add(F, F)
            func eval(_ x: Double) -> Double {
                switch self { case .input: x; case .number(let n): n; case let .add(a, b): a.eval(x) + b.eval(x) }
            }
        }
        enum Payment { case cash(Double) }
        """

    @Test(arguments: [
        (
            #"let c = Conv(to: L.mi); let d = Conv(from: L.mi, to: .km); return "\(c(1609.344)) \(d(1)) \(L.mi.convert(1, to: .km))""#,
            "1000.0 1.609344 1.609344"
        ),
        (
            #"let f = F.add(.number(2), .add(.input, .number(3))); if case .cash(let v) = Payment.cash(3) { return "\(f.eval(1)) \(v)" }; return """#,
            "6.0 3.0"
        ),
        (
            #"let d: [String: Double] = ["a": 1]; let t: (Double, Int) = (2, 3); return "\(d["a"] ?? 0) \(t.0)""#,
            "1.0 2.0"
        ),
    ])
    func implicitMembersAndLiteralsTakeTheTypeTheyAreGiven(_ code: String, _ expected: String) {
        let result = open(Self.generics + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [expected])
    }

    static let subscripts = """
        import SwiftUI
        extension Collection { subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil } }
        struct Grid {
            var cells = [1, 2, 3, 4]
            let width = 2
            subscript(row: Int, column: Int) -> Int { cells[row * width + column] }
            subscript(label: String = "x") -> String { "\\(label)\\(cells.count)" }
        }
        enum Dir { case n, s; subscript(flip: Bool) -> Dir { flip ? (self == .n ? .s : .n) : self } }
        """

    @Test func subscriptsAreCalledWithTheirLabels() {
        let code =
            #"Text("\([10, 20][safe: 1] ?? -1) \([10, 20][safe: 5] ?? -1) \([10, 20][0]) \(Grid()[1, 0]) \(Grid()[]) \(Dir.n[true])")"#
        let result = open(Self.subscripts + "\n#Preview { \(code) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["20 -1 10 3 x4 s"])
    }

    @Test(arguments: [
        ("Grid()[label: \"c\"]", "extraneous argument label 'label:' in subscript"),
        ("Dir.n[false]", ""),
    ])
    func aSubscriptsLabelsAreSwiftcs(_ expression: String, _ message: String) {
        let result = open(Self.subscripts + "\n#Preview { Text(\"\\(\(expression))\") }\n")
        #expect(
            result.errors.first.map { $0.contains(message) && !message.isEmpty } ?? message.isEmpty, "\(result.errors)")
    }

    static let synthesis = """
        import SwiftUI
        struct P: Hashable, Comparable { var x: Int; var y: Int; static func < (a: P, b: P) -> Bool { a.x < b.x } }
        struct T: CustomStringConvertible { var n = 2; var description: String { "T(\\(n))" } }
        enum E: Comparable { case low, mid, high }
        class Node { var v = 1; deinit { } }
        """

    @Test(arguments: [
        (
            #"let s: Set<P> = [P(x: 1, y: 2), P(x: 1, y: 2)]; var a = [3, 1, 2]; a.swapAt(0, 2); return "\(s.count) \(P(x: 1, y: 0) == P(x: 1, y: 0)) \(E.low < .high) \(a) \([P(x: 2, y: 0), P(x: 1, y: 0)].sorted().map(\.x))""#,
            "1 true true [2, 1, 3] [1, 2]"
        ),
        (
            #"let any: Any = T(); let t = any as! T; let s = Set<Int>(); return "\(T()) \(t.n) \(s.isEmpty) \([T(n: 3)]) \(any is T)""#,
            "T(2) 2 true [T(3)] true"
        ),
        (
            #"if #available(iOS 17, *) { return "\((3.0).formatted()) \((1234.5).formatted()) \(Node().v)" }; return "old""#,
            "3 1,234.5 1"
        ),
    ])
    func synthesisDescriptionsAndAvailabilityAreSwifts(_ code: String, _ expected: String) {
        let result = open(Self.synthesis + "\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == [expected])
    }
}

/// Assigning to a static property takes its declared type, as its first value does:
/// `AppModel.shared = .preview` is the type's static `preview`, a computed one run.
struct StaticAssignmentTests {
    @Test func anImplicitMemberAssignedToAStaticPropertyIsTheTypesStaticMember() {
        let result = open(
            """
            import SwiftUI
            final class AppModel: ObservableObject {
                static var shared: AppModel = .app
                @Published var count = 3
            }
            extension AppModel {
                static var app: AppModel { AppModel() }
                static var preview: AppModel {
                    let m = AppModel()
                    m.count = 7
                    return m
                }
            }
            struct Counter: View {
                private let model = AppModel.shared
                var body: some View { Text("Count \\(model.count)") }
            }
            struct Counter_Previews: PreviewProvider {
                static var previews: some View {
                    AppModel.shared = .preview
                    return Counter()
                }
            }
            """)
        #expect(result.errors.isEmpty, "\(result.messages)")
        let texts = result.previews.first?.tree.preOrder.compactMap { ($0.kind as? TextKind)?.text } ?? []
        #expect(texts == ["Count 7"])
    }
}
