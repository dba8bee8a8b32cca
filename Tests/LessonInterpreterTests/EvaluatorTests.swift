import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The Swift subset, each construct checked by what it draws.
struct EvaluatorTests {
    /// The first preview's texts, in pre-order.
    func texts(_ source: String) -> [String] {
        let result = open(source)
        return result.firstPreviewTexts
    }

    @Test func aCustomInitDerivesItsPropertiesFromAnEnum() {
        let source = """
            import SwiftUI
            struct Tile: View {
                let title: String
                let count: Int
                init(count: Int, fruit: Fruit) {
                    self.count = count
                    switch fruit {
                    case .apple: title = "Apples"
                    case .orange: title = "Oranges"
                    }
                }
                enum Fruit { case apple, orange }
                var body: some View { VStack { Text("\\(count)"); Text(title) } }
            }
            #Preview { HStack { Tile(count: 3, fruit: .orange); Tile(count: 100, fruit: .apple) } }
            """
        #expect(texts(source) == ["3", "Oranges", "100", "Apples"])
    }

    @Test func aFailableInitThatReturnsNilDrawsNothing() {
        let source = """
            import SwiftUI
            extension Text {
                init?(optional string: String?) {
                    guard let string else { return nil }
                    self.init(string)
                }
            }
            #Preview {
                VStack {
                    Text(optional: nil).font(.title)
                    Text(optional: "shown").bold()
                }
            }
            """
        #expect(texts(source) == ["shown"])
        #expect(open(source).diagnostics.isEmpty)
    }

    @Test func enumsHaveRawValuesAllCasesAndComputedProperties() {
        let source = """
            import SwiftUI
            enum Unit: String, CaseIterable {
                case second, minute = "min", hour
                var short: String {
                    switch self {
                    case .second: "s"
                    case .minute: "m"
                    case .hour: "h"
                    }
                }
            }
            enum Level: Int { case low = 1, mid, high }
            #Preview {
                VStack {
                    ForEach(Unit.allCases, id: \\.self) { u in Text(u.rawValue + "/" + u.short) }
                    Text("\\(Level.high.rawValue)")
                    Text(Unit(rawValue: "min") == .minute ? "yes" : "no")
                }
            }
            """
        #expect(texts(source) == ["second/s", "min/m", "hour/h", "3", "yes"])
    }

    @Test func stringsNumbersAndCollections() {
        let source = """
            import SwiftUI
            struct V: View {
                let names = ["ann", "bob"]
                var total: Double { 2.5 * 2 }
                var body: some View {
                    VStack {
                        Text(names.map { $0.uppercased() }.joined(separator: ", "))
                        Text("\\(total) \\(7 / 2) \\(7 % 3) \\(names.count)")
                        Text("\\(3.14159, specifier: "%.2f")")
                        ForEach(names.indices, id: \\.self) { i in Text("\\(i):\\(names[i])") }
                        Text(names.isEmpty ? "none" : names.first ?? "")
                    }
                }
            }
            #Preview { V() }
            """
        #expect(texts(source) == ["ANN, BOB", "5.0 3 1 2", "3.14", "0:ann", "1:bob", "ann"])
    }

    @Test func aGenericViewInfersItsTypeFromItsBinding() {
        let source = """
            import SwiftUI
            enum TimeUnit: String, CaseIterable { case second, minute, hour }
            struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {
                @Binding var selected: T
                var title: String? = nil
                let mapping: (T) -> V
                var body: some View {
                    Picker(selection: $selected, label: Text(title ?? "")) {
                        ForEach(Array(T.allCases), id: \\.self) { mapping($0).tag($0) }
                    }
                }
            }
            extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {
                init(selected: Binding<T>, title: String? = nil) {
                    self.init(selected: selected, title: title) { Text($0.rawValue) }
                }
            }
            struct ContentView: View {
                @State private var unit: TimeUnit = .minute
                var body: some View { EnumPicker(selected: $unit, title: "Unit").pickerStyle(.segmented) }
            }
            #Preview { ContentView() }
            """
        let result = open(source)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let pickers = result.previews.flatMap { $0.tree.kinds(PickerKind.self) }
        #expect(pickers.count == 1)
        #expect(pickers.first?.picker.labels == ["second", "minute", "hour"])
        #expect(pickers.first?.picker.selected == 1)
        #expect(pickers.first?.picker.title == "Unit")
    }

    @Test func previewsAreNamedAsXcodeNamesThem() {
        let source = """
            import SwiftUI
            #Preview { Text("a") }
            #Preview("Dark") { Text("b") }
            #Preview { Text("c") }
            struct Old_Previews: PreviewProvider { static var previews: some View { Text("d") } }
            """
        #expect(open(source).previews.map(\.name) == ["Preview", "Dark", "Preview 2", "Old_Previews"])
    }

    @Test func spellingsOfTodaysSwiftUI() {
        let source = """
            import SwiftUI
            #Preview {
                VStack {
                    RoundedRectangle(cornerRadius: 25).foregroundStyle(.blue.gradient)
                    Text(.now, style: .time)
                    Button { } label: { Text("Add") }
                    Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                }
            }
            """
        #expect(open(source).diagnostics.isEmpty, "\(open(source).messages)")
        // The fixed formatting's date is the relative one: "in 0 s" for now.
        #expect(texts(source) == ["in 0 s", "Add", "Delete"])
    }

    @Test func anAppFileSaysThereIsNothingToDraw() {
        let result = open(
            "import SwiftUI\n@main\nstruct TileApp: App {\n  var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n")
        #expect(result.previews.isEmpty)
        #expect(!result.failed)
        #expect(
            result.messages == [
                "Lesson.swift:1:1: note: nothing to draw: no #Preview, no PreviewProvider, and no view that needs no arguments"
            ])
    }

    @Test func aFileWithoutPreviewsDrawsItsViewsThatNeedNoArguments() {
        let result = open("import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"hi\") } }\n")
        #expect(result.previews.map(\.name) == ["ContentView"])
        #expect(result.messages == ["Lesson.swift:2:1: note: the file has no preview; drawing 'ContentView()'"])
    }

    /// Each unsupported API is drawn where it stands, with exactly one warning, whatever the file.
    @Test(arguments: [
        ("ControlGroup { Text(\"x\") }", "'ControlGroup' is not supported yet; drawn as a placeholder"),
        ("GroupBox { Text(\"x\") }", "'GroupBox' is not supported yet; drawn as a placeholder"),
        ("Image(\"dog\").resizable()", "'Image(\"dog\")' is not supported yet; drawn as a placeholder"),
        (
            "Text(\"x\").foregroundColor(Color(\"Brand\"))",
            "'Color(\"Brand\")' is an asset colour this file cannot see; drawn as the system gray"
        ),
        (
            "Text(\"x\").containerRelativeFrame(.horizontal)",
            "'.containerRelativeFrame' is not supported yet; drawn without it"
        ),
    ])
    func unsupportedAPIsGiveOneWarningWhereTheyStand(_ body: String, _ warning: String) {
        let source =
            "import SwiftUI\nstruct V: View { var body: some View { VStack { ForEach(0..<3) { _ in \(body) } } } }\n#Preview { V() }\n"
        let result = open(source)
        #expect(result.warnings == [warning])
        #expect(result.previews.count == 1)
        #expect(!result.failed)
    }

    @Test func aUIKitSideEffectInAnInitIsSkippedWithItsOwnWarning() {
        let source = """
            import SwiftUI
            struct V: View {
                init() {
                    UISegmentedControl.appearance().selectedSegmentTintColor = .red
                    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.white]
                    UISegmentedControl.appearance().setTitleTextAttributes(attributes, for: .selected)
                }
                var body: some View { Text("ok") }
            }
            #Preview { V() }
            """
        let result = open(source)
        #expect(!result.failed, "\(result.messages)")
        #expect(result.warnings.count == 2)
        #expect(
            result.warnings.allSatisfy { $0.contains("side effect a preview skips") && !$0.contains("placeholder") })
        #expect(texts(source) == ["ok"])
    }

    /// Errors say where and what, in Swift's own terms, and the file exits 1.
    @Test(arguments: [
        ("Tile(count: 1)", "4:14: error: missing argument for parameter 'fruit' in call to 'Tile'"),
        (
            "Tile(cout: 1, fruit: \"a\")",
            "4:19: error: incorrect argument label in call to 'Tile' (have 'cout:', expected 'count:')"
        ),
        ("Tile(count: 1, fruit: \"a\", extra: 2)", "4:41: error: extra argument 'extra' in call to 'Tile'"),
        ("Banana()", "4:14: error: cannot find 'Banana' in scope"),
        ("Text(missing)", "4:19: error: cannot find 'missing' in scope"),
        ("Text(\"\\([1, 2][5])\")", "4:22: error: index 5 is out of range (the array has 2 elements)"),
        ("Text(\"\\(Int.max + 1)\")", "4:22: error: arithmetic overflow in '9223372036854775807 + 1'"),
    ])
    func errorsPointAtThePlace(_ call: String, _ message: String) {
        let source = """
            import SwiftUI
            struct Tile: View { let count: Int; let fruit: String; var body: some View { Text(fruit) } }
            #Preview {
                VStack { \(call) }
            }
            """
        let result = open(source)
        #expect(result.failed)
        #expect(result.messages.contains("Lesson.swift:" + message), "\(result.messages)")
    }

    /// `E(rawValue:)` on every case of a 3000-case enum asks each case's raw value in turn,
    /// 3000³ / 4 lookups: it took minutes inside the step budget before each was a step.
    @Test func rawValueLookupsAreCountedAsSteps() {
        let cases = (0..<3000).map { "case c\($0)" }.joined(separator: "\n")
        let source =
            "import SwiftUI\nenum E: Int, CaseIterable {\n\(cases)\n}\n"
            + "#Preview { Text(\"\\(E.allCases.map { E(rawValue: $0.rawValue) }.count)\") }\n"
        let result = open(source)
        #expect(result.errors.contains { $0.contains("more than 2000000 steps") }, "\(result.messages)")
    }

    /// Hostile files end with a clear error within the budget: no hang, no trap.
    @Test(arguments: [
        (
            "struct Loop: View { var body: some View { Loop() } }\n#Preview { Loop() }",
            "nests more than 120 calls deep"
        ),
        ("#Preview { VStack { ForEach(0..<10_000_000) { i in Text(\"\\(i)\") } } }", "more than a preview can draw"),
        (
            "struct V: View { init() { var i = 0; while true { i += 1 } }\n var body: some View { Text(\"x\") } }\n#Preview { V() }",
            "more than 2000000 steps"
        ),
        ("func f(_ n: Int) -> Int { f(n + 1) }\n#Preview { Text(\"\\(f(0))\") }", "nests more than 120 calls deep"),
        ("#Preview { Text(\"\\(1 / 0)\") }", "division by zero"),
        ("#Preview { Text(String(repeating: \"x\", count: -1)) }", "is out of range"),
        (
            "#Preview { var s = \"x\"; for _ in 0..<40 { s += s }; return Text(\"\\(s.count)\") }",
            "more than a preview can hold"
        ),
        (
            "#Preview { var a = [1]; for _ in 0..<40 { a += a }; return Text(\"\\(a)\") }",
            "more than a preview can hold"
        ),
        (
            "#Preview { var s = \"x\"; for _ in 0..<40 { s = \"\\(s)\\(s)\" }; return Text(s) }",
            "more than a preview can hold"
        ),
        (
            "#Preview { Text(String(repeating: String(repeating: \"x\", count: 100_000), count: 100_000)) }",
            "more than a preview can hold"
        ),
        (
            "#Preview { Text(Array(repeating: String(repeating: \"x\", count: 100_000), count: 100_000).joined()) }",
            "more than a preview can hold"
        ),
        (
            "#Preview { var a = [1]; for _ in 0..<40 { a.append(contentsOf: a) }; return Text(\"\\(a.count)\") }",
            "more than a preview can hold"
        ),
        (
            "#Preview { var s = \"x\"; for _ in 0..<40 { s.append(s) }; return Text(s) }",
            "more than a preview can hold"
        ),
        (
            "#Preview { var a: [Any] = []; for _ in 0..<100_000 { a = [a] }; return Text(\"\\(a == a)\") }",
            "'==' on values nested more than 100 deep"
        ),
        (
            "#Preview { let a = Array(repeating: Array(repeating: 0, count: 100_000), count: 100_000)\n"
                + "return Text(\"\\(a == a)\") }",
            "more than 2000000 steps"
        ),
        (
            "#Preview { var v = AnyView(Text(\"x\")); for _ in 0..<100_000 { v = AnyView(v.padding(1)) }; return v }",
            "views are nested 100002 deep, past the limit of 200"
        ),
        (
            "#Preview { var v = AnyView(Text(\"x\")); for _ in 0..<100_000 { v = AnyView(VStack { v }) }\n"
                + "return v.textFieldStyle(.roundedBorder) }",
            "views are nested 100001 deep, past the limit of 200"
        ),
        (
            "#Preview { var v = AnyView(VStack { ForEach(0..<100_000) { _ in TextField(\"a\", text: .constant(\"\")) } })\n"
                + "for _ in 0..<100 { v = AnyView(v.textFieldStyle(.roundedBorder)) }; return v }",
            "more than 2000000 steps"
        ),
        (
            "#Preview { var n = 0; for _ in 0..<100_000 { n += Array(0..<1_999_999).count }; return Text(\"\\(n)\") }",
            "more than 2000000 steps"
        ),
        (
            "#Preview { let big = Array(0..<1_000_000); var n = 0\n"
                + "for _ in 0..<100_000 { n += big.sorted().count }; return Text(\"\\(n)\") }",
            "more than 2000000 steps"
        ),
        (
            "#Preview { let s = String(repeating: \"x\", count: 100_000); var n = 0\n"
                + "for _ in 0..<100_000 { n += s.uppercased().count + (s + s).count }; return Text(\"\\(n)\") }",
            "more than 2000000 steps"
        ),
        ("func f(_ x: Int = f()) -> Int { x }\n#Preview { Text(\"\\(f())\") }", "nests more than 120 calls deep"),
        ("#Preview { Text(\"\\((Int.min..<Int.max).count)\") }", "more elements than 'Int' can count"),
        (
            "#Preview { VStack { ForEach(Int.min..<Int.max) { i in Text(\"\\(i)\") } } }",
            "more than a preview can draw"
        ),
    ])
    func hostileFilesEndWithAClearError(_ body: String, _ fragment: String) {
        let result = open("import SwiftUI\n" + body + "\n")
        #expect(result.failed)
        #expect(result.errors.contains { $0.contains(fragment) }, "\(result.messages)")
    }

    @Test func aHugeForEachDrawsItsFirstRowsAndSaysSo() {
        let result = open("import SwiftUI\n#Preview { VStack { ForEach(0..<50_000) { i in Text(\"\\(i)\") } } }\n")
        #expect(!result.failed)
        #expect(result.warnings == ["'ForEach' over 50000 items: the first 10000 are drawn"])
        // Each row is its Text and the tag its ForEach gives it.
        #expect(result.previews.first?.tree.count == 2 * 10_000 + 3)
    }

    /// Swift answers `Int.min.isMultiple(of: -1)` with true; `Int.min % -1` would trap.
    @Test func isMultipleOfMinusOneDoesNotTrap() {
        let source = "import SwiftUI\n#Preview { Text(\"\\(Int.min.isMultiple(of: -1)) \\(7.isMultiple(of: 0))\") }\n"
        #expect(texts(source) == ["true false"])
    }

    /// A value nested 100 000 deep, or shared 100 000 times over, is shown cut short with "…"
    /// or ends with an error (it overflowed the stack, or took minutes, before).
    @Test func describingAHugeValueEndsQuickly() {
        let deep =
            "import SwiftUI\n#Preview { var a: [Any] = []; for _ in 0..<100_000 { a = [a] }; return Text(\"\\(a)\") }\n"
        let deepText = texts(deep).first ?? ""
        // 100 levels of "[" before the cut, and as many "]" after it.
        #expect(deepText == String(repeating: "[", count: 100) + "…" + String(repeating: "]", count: 100))
        let wide =
            "import SwiftUI\n#Preview { Text(\"\\(Array(repeating: Array(repeating: 0, count: 100_000), count: 100_000))\") }\n"
        // The text is cut near the size limit, which interpolation then reports.
        #expect(open(wide).errors.contains { $0.contains("more than a preview can hold") }, "\(open(wide).messages)")
    }

    /// A value nested as deep as the step budget lets a file nest it (300 000 arrays here) is
    /// freed by recursion on the interpreter's own large stack, not the caller's.
    @Test func aValueNestedAsDeepAsTheBudgetAllowsIsFreedWithoutATrap() {
        let source =
            "import SwiftUI\n#Preview { var a: [Any] = []; for _ in 0..<300_000 { a = [a] }; return Text(\"x\") }\n"
        #expect(texts(source) == ["x"])
    }

    @Test func severalFilesAreOneProgram() {
        let a = SourceFile(
            path: "Model.swift",
            text: "enum Fruit { case apple, orange }\nextension Fruit { var name: String { \"\\(self)\" } }\n")
        let b = SourceFile(
            path: "View.swift", text: "import SwiftUI\n#Preview { Text(Fruit.orange.name) }\n#Preview { Text(nope) }\n")
        let result = Lesson.open([a, b], formatting: FixedFormatting(), now: 0)
        #expect(result.previews.count == 1)
        #expect(result.messages == ["View.swift:3:17: error: cannot find 'nope' in scope"])
    }

    @Test func aFileMayNameItsOwnTypesAfterTheShellsBuiltIns() {
        let source = """
            import SwiftUI
            enum TimeUnit: String { case second, hour }
            struct Text2: View { let unit: TimeUnit; var body: some View { Text(unit.rawValue) } }
            #Preview { Text2(unit: .hour) }
            """
        #expect(texts(source) == ["hour"])
    }

    @Test func aViewModelClassIsReadAsAStructWhoseMethodsChangeIt() {
        let source = """
            import SwiftUI
            final class FruitViewModel: ObservableObject {
                @Published var fruits: [String] = []
                init() { getFruits() }
                func getFruits() { fruits.append("Apple"); fruits.append("Orange") }
                deinit { print("gone") }
            }
            struct FruitsView: View {
                @StateObject private var viewModel = FruitViewModel()
                var body: some View { VStack { ForEach(viewModel.fruits, id: \\.self) { Text($0) } } }
            }
            #Preview { FruitsView() }
            """
        #expect(texts(source) == ["Apple", "Orange"])
        #expect(open(source).diagnostics.isEmpty, "\(open(source).messages)")
    }

    @Test func foundationSpellingsLessonsUse() {
        let source = """
            import SwiftUI
            #Preview {
                VStack {
                    Text(String(format: "%.1f km", 12.345))
                    Text("\\(Array(repeating: "a", count: 3).joined())")
                    Text("\\(zip([1, 2], ["x", "y"]).map { "\\($0.0)\\($0.1)" }.joined(separator: ","))")
                    Text("\\((0xFF8800 >> 8) & 0xFF)")
                }
            }
            """
        #expect(texts(source) == ["12.3 km", "aaa", "1x,2y", "136"])
    }
}
