import Foundation
import Testing

@testable import TileShell

/// `export <file>.swift`: the generated SwiftUI source type-checks against the stand-in, passes
/// swift-format's default lint, and follows the seeds' patterns.
@Suite struct SwiftExportTests {
    static let examples = SwiftCheck.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/examples")

    static func seed(_ name: String) throws -> ExportRun {
        let script = try String(contentsOf: examples.appendingPathComponent(name + ".tsh"), encoding: .utf8)
        let run = ExportRun(script)
        #expect(run.errors.isEmpty)
        return run
    }

    /// Type-checks and lints `source`, failing on any error or warning from either.
    static func expectCompiles(
        _ source: String, swiftVersion: String = "5", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let compiler = try SwiftCheck.typecheck(source, swiftVersion: swiftVersion)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)", sourceLocation: sourceLocation)
        let lint = try SwiftCheck.lint(source)
        #expect(lint == "", "swift format lint:\n\(lint)\n---\n\(source)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["seed1-tiles", "seed2-item-card", "seed3-enum-picker"])
    func seedExportCompiles(name: String) throws {
        let source = try Self.seed(name).export()
        try Self.expectCompiles(source)
        assertSnapshot(source, named: "swift-export-\(name).swift.txt")
    }
}

extension SwiftExportTests {
    /// Every binding type and view, a user enum and tile kind, keyword and non-camel-case names,
    /// and strings that would end or inject into a literal if not escaped.
    static let everything = #"""
        enum Size: small, medium, large
        enum Mode: default, self, class, in, USD, my_case, Type
        tilekind Size: small "Small \"S\"" mint, medium "Back\\slash \\(x)" teal, large "Line\nbreak \u{1F34E}\u{1B}" brown
        var size: Size = medium
        var mode: Mode = .self
        var maybeMode: Mode?
        var count: Int = 1234567
        var total: Decimal = 9.99 as price
        var negative: Decimal = -0.05 as text
        var note: String = "He said \"hi\" \\(x) \u{1B}[31m\nnext \u{202E}" as headline
        var when: Date = 2026-11-29T09:30:00Z as date
        var later: Date? = 2026-12-01 as date
        var maybeCount: Int? = 3 as text
        var maybeTotal: Decimal? as caption
        var class: Int = 1 as badge
        var glyph: String = "star" as symbol
        var my_value: String? = "x" as subheadline
        var default: Mode = default
        var unused: Size? = large
        tile small 1 medium 20000 large 3
        pick fruit orange
        tile 5
        show size mode maybeMode count total negative note when later maybeCount maybeTotal class glyph my_value default
        picker mode title "Pick \"one\"" label "*{case}* \\ {case}" style menu
        picker maybeMode label "fixed"
        picker mode label "{case}"
        state
        show size
        show size
        """#

    @Test func everythingCompilesInSwift5And6() throws {
        let run = ExportRun(Self.everything)
        #expect(run.errors == [])
        let source = run.export(mainView: "Card")
        try Self.expectCompiles(source)
        let swift6 = try SwiftCheck.typecheck(source, swiftVersion: "6")
        #expect(swift6 == "", "swiftc -swift-version 6:\n\(swift6)")

        let expected = [
            // Keywords in backticks, other names camel-cased with the user's name kept as raw value.
            "case `default`", "case `self`", "case `in`", #"case usd = "USD""#, #"case myCase = "my_case""#,
            #"case type = "Type""#, "@State private var `class`: Int = 1", "discountBadge(for: `class`)",
            "@State private var `default`: Mode = .`default`", "EnumPicker(selected: $default)",
            "@State private var mode: Mode = .`self`", #"@State private var myValue: String? = "x""#,
            // User text escaped: no quote, backslash or control character survives raw.
            #"self.title = "Small \"S\"""#, #"self.title = "Back\\slash \\(x)""#,
            #"self.title = "Line\nbreak 🍎\u{1B}""#,
            #"@State private var note: String = "He said \"hi\" \\(x) \u{1B}[31m\nnext \u{202E}""#,
            #"EnumPicker(selected: $mode, title: "Pick \"one\"") {"#,
            #"Text(verbatim: "*\($0.rawValue)* \\ \($0.rawValue)")"#,
            // Every binding type, exactly.
            "@State private var count: Int = 1_234_567",
            "@State private var total: Decimal = Decimal(sign: .plus, exponent: -2, significand: 999)",
            "@State private var negative: Decimal = Decimal(sign: .minus, exponent: -2, significand: 5)",
            #"@State private var when: Date = ISO8601DateFormatter().date(from: "2026-11-29T09:30:00Z") ?? .now"#,
            #"@State private var later: Date? = ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z")"#,
            "@State private var maybeCount: Int? = 3", "@State private var maybeTotal: Decimal?\n",
            "@State private var maybeMode: Mode?\n", "@State private var unused: SizeTile.Size? = .large",
            // A tile kind's enum lives in its view; `tile <count>` follows the `fruit` binding.
            "struct SizeTile: View", "init(count: Int, size: Size)", "SizeTile(count: 20_000, size: .medium)",
            "FruitTile(count: 5, fruit: fruit)", "@State private var fruit: FruitTile.Fruit = .orange",
            // Optional values through the failable initializers; an optional enum's picker only when set.
            "Text(optional: maybeCount.map(String.init))", "Text(optional: maybeTotal?.description)",
            "Binding($maybeMode).map { selection in", "Text(price: total, currency: currency.rawValue)",
            "struct Card: View", "struct Card_Previews: PreviewProvider", ".pickerStyle(.menu)",
        ]
        for text in expected { #expect(source.contains(text), "missing: \(text)") }
        for declaration in ["enum Mode:", "enum Size:", "enum Fruit:", "enum Currency:"] {
            #expect(source.components(separatedBy: declaration).count == 2, "\(declaration) declared once")
        }
        #expect(!source.contains("default:"), "switches are exhaustive, with no default")
        #expect(!source.contains("enum PickerStyle"), "the style is a modifier, not an enum")
        #expect(!source.contains("enum TimeUnit"), "built-ins nothing uses are left out")
        #expect(source.components(separatedBy: "EnumPicker(selected: $size)\n").count == 3, "show size: once")
    }
}

extension SwiftExportTests {
    @Test func seedsExportTheirConstructs() throws {
        let seed1 = try Self.seed("seed1-tiles").export()
        for text in [
            "struct FruitTile: View {", "init(count: Int, fruit: Fruit) {", "switch fruit {", "case .orange:",
            #"self.title = "Apples""#, "self.backgroundColor = .red", "enum Fruit: String, CaseIterable {",
            "VStack(spacing: 12) {", #"Text("\(count)")"#, ".font(.largeTitle)", ".underline()", ".font(.headline)",
            ".foregroundColor(.white)", ".frame(width: 150, height: 150)", ".background(backgroundColor)",
            ".cornerRadius(10)", "FruitTile(count: 100, fruit: .apple)", "FruitTile(count: 46, fruit: .orange)",
            "FruitTile(count: 12, fruit: fruit)", "BerryTile(count: 3, berry: .straw)", "enum Berry: String",
            "struct ContentView_Previews: PreviewProvider {", "static var previews: some View {",
        ] {
            #expect(seed1.contains(text), "seed 1 export lacks \(text)")
        }
        #expect(!seed1.contains("default:"))

        let seed2 = try Self.seed("seed2-item-card").export()
        for text in [
            "init?(optional string: String?) {", #"init?(price: Decimal?, currency: String = "USD") {"#,
            "init?(relativeDate date: Date?, relativeTo now: Date = .now) {", "formatter.unitsStyle = .abbreviated",
            "extension Image {", "init?(systemName: String?) {", "@ViewBuilder",
            "func discountBadge(for discount: Int?)",
            ".clipShape(Capsule())", "Text(optional: name)", "Text(optional: jobTitle)", "Text(relativeDate: updated)",
            "Text(price: price, currency: currency.rawValue)", "discountBadge(for: discount)",
            "Image(systemName: symbol)", "@State private var currency: Currency = .eur",
            "@State private var price: Decimal? = Decimal(sign: .plus, exponent: -1, significand: 12_345)",
            "@State private var jobTitle: String?\n", "@State private var discount: Int? = 0",
        ] {
            #expect(seed2.contains(text), "seed 2 export lacks \(text)")
        }

        let seed3 = try Self.seed("seed3-enum-picker").export()
        for text in [
            "struct EnumPicker<T: Hashable & CaseIterable, V: View>: View {", "let mapping: (T) -> V",
            "extension EnumPicker where T: RawRepresentable, T.RawValue == String, V == Text {",
            "enum TimeUnit: String, CaseIterable {", "enum Size: String, CaseIterable {",
            "@State private var unit: TimeUnit = .hour", "@State private var size: Size = .medium",
            #"Text("2 \($0.rawValue)s")"#, ".pickerStyle(.segmented)", "EnumPicker(selected: $size)",
        ] {
            #expect(seed3.contains(text), "seed 3 export lacks \(text)")
        }
        // The same command drawn under three styles drew three views: each is written, in its style.
        let picker = #"EnumPicker(selected: $unit, title: "Time unit") {"#
        let styles = seed3.components(separatedBy: picker).dropFirst().map { $0.firstRange(of: ".pickerStyle(.") }
        #expect(styles.count == 3)
        #expect(
            seed3.components(separatedBy: picker).dropFirst().compactMap {
                $0.split(separator: "\n").first { $0.contains(".pickerStyle(") }?.trimmingCharacters(in: .whitespaces)
            } == [".pickerStyle(.segmented)", ".pickerStyle(.menu)", ".pickerStyle(.inline)"])
        #expect(!seed3.contains("PickerStyle {") && !seed3.contains("style:"))
    }

    static let minimal = """
        // Exported from a tileshell session: the views it drew, as SwiftUI.

        import SwiftUI

        struct ContentView: View {
          var body: some View {
            EmptyView()
          }
        }

        struct ContentView_Previews: PreviewProvider {
          static var previews: some View {
            ContentView()
          }
        }

        """

    @Test func sessionThatUsedNothingExportsAMinimalFile() throws {
        let empty = SwiftSourceExport.generate(session: Session(), drawn: [])
        #expect(empty == Self.minimal)
        #expect(SwiftSourceExport.generate(session: .standard(), drawn: [.state]) == Self.minimal)
        // Records naming what the session no longer holds (after `load`) draw nothing.
        let stale: [DrawnCommand] = [
            .tiles([DrawnTile(kind: "Nope", caseIndex: 5, count: 1), DrawnTile(kind: "Fruit", caseIndex: 9, count: 1)]),
            .fruitTile(count: 3), .show(["missing"], pickerStyle: nil),
            .picker(binding: "gone", title: "T", label: nil, style: .menu),
        ]
        #expect(SwiftSourceExport.generate(session: Session(), drawn: stale) == Self.minimal)
        #expect(SwiftSourceExport.generate(session: .standard(), drawn: Array(stale.prefix(1))) == Self.minimal)
        try Self.expectCompiles(empty)
    }

    /// Names that would clash with SwiftUI, with the file's own declarations or with each other.
    @Test func clashingNamesAreRenamed() throws {
        let run = ExportRun(
            """
            enum Text: a, b
            enum ContentView: x
            enum count: one, two
            tilekind count: one "One" red, two "Two" blue
            enum FruitTile: p
            enum Twin: my_case, myCase, _
            var body: Text = a
            var self_: ContentView = x
            var my_size: count = one
            var mySize: Int = 2
            var größe: FruitTile = p
            var twin: Twin = _
            show body self_ my_size mySize größe twin
            tile one 1 two 2
            tile 7
            """)
        #expect(run.errors == [])
        let source = run.export()
        try Self.expectCompiles(source)
        for text in [
            "enum TextChoice: String", "enum ContentView2: String", "struct CountTile: View",
            "init(count: Int, count2: Count)", "enum FruitTile2: String", #"case myCase = "my_case""#,
            #"case myCase2 = "myCase""#, #"case `case` = "_""#, "@State private var body2: TextChoice = .a",
            "@State private var self2: ContentView2 = .x", "@State private var mySize: CountTile.Count = .one",
            "@State private var mySize2: Int = 2", "@State private var grUF6UDFE: FruitTile2 = .p",
        ] {
            #expect(source.contains(text), "missing: \(text)")
        }
    }
}

/// The stand-in must reject what SwiftUI rejects, or a passing check proves nothing.
extension SwiftExportTests {
    @Test(arguments: [
        (
            "seed1-tiles", "FruitTile(count: 100, fruit: .apple)", "FruitTile(count: 100, kind: .apple)",
            "incorrect argument label in call (have 'count:kind:', expected 'count:fruit:')"
        ),
        (
            "seed1-tiles", "    case .orange:\n      self.title = \"Oranges\"\n      self.backgroundColor = .orange\n",
            "",
            "switch must be exhaustive"
        ),
        ("seed3-enum-picker", ".pickerStyle(.segmented)", ".pickerStyle(.fancy)", "has no member 'fancy'"),
        ("seed2-item-card", "Text(optional: name)", "Text(optionally: name)", "incorrect argument label"),
        ("seed2-item-card", ".foregroundStyle(.red)", ".foregroundStyle(.crimson)", "has no member 'crimson'"),
    ])
    func brokenExportFailsToTypeCheck(seed: String, original: String, broken: String, error: String) throws {
        let source = try Self.seed(seed).export()
        #expect(source.contains(original))
        let errors = try SwiftCheck.typecheck(source.replacingOccurrences(of: original, with: broken))
        #expect(
            errors.contains("error: ") && errors.contains(error),
            "expected '\(error)' after replacing \(original), got:\n\(errors)")
    }
}

extension SwiftExportTests {
    /// Names and texts long enough that swift-format breaks the lines they are on.
    @Test func longNamesAndTextsAreBrokenAsSwiftFormatBreaksThem() throws {
        let long = "quarterlyRevenueForecastInEuros"
        let text = String(repeating: "a long text that goes on ", count: 5)
        let run = ExportRun(
            """
            enum \(long)Kind: \(long)_one, b
            tilekind \(long)Kind: \(long)_one "\(text)" red, b "B" blue
            var \(long): \(long)Kind = b
            var \(long)2: Decimal? = 12.5 as price
            var \(long)3: Date = 2026-11-29
            var \(long)4: String? = "\(text)"
            var \(long)5: Int? = 5 as badge
            tile \(long)_one 1 b 2
            picker \(long) title "\(text)"
            picker \(long) title "Short" label "{case}: a label long enough to need its own line"
            show \(long)2 \(long)3 \(long)4 \(long)5
            show \(long)4
            """)
        #expect(run.errors == [])
        let source = run.export()
        try Self.expectCompiles(source)
    }
}

extension SwiftExportTests {
    /// Swift typed at the prompt is exported as written; a binding typed by its enum, and a
    /// view shown with arguments, are read from it; a preview's @State stays in its view.
    @Test func swiftFromThePromptIsExportedAsWrittenAndCompiles() throws {
        let run = ExportRun(
            """
            struct Counter: View { enum Mode: String, CaseIterable { case compact, detailed }; @State private var count = 0; let title: String; var body: some View { VStack { Text("\\(title): \\(count)"); Button("+1") { count += 1 } } } }
            #Preview { Counter(title: "Apples") }
            tap "+1"
            var m: Counter.Mode = detailed
            show Counter(title: "Pears").padding()
            """)
        #expect(run.errors == [])
        let source = run.export()
        // NB: type-checked, not linted: what the learner wrote is kept as written, semicolons too.
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)")
        for text in [
            "// As written at the prompt, with the session's count = 1:", "@State private var count = 1;",
            "struct Counter: View {", "enum Mode: String, CaseIterable { case compact, detailed }",
            "@State private var m: Counter.Mode = .detailed", #"Counter(title: "Pears").padding()"#,
        ] {
            #expect(source.contains(text), "the export lacks \(text)")
        }
        // The preview's own state is the view's, not the main view's; the preview is exported as
        // the main view's body shows it, not as a `#Preview`.
        #expect(!source.contains("private var count: Int"))
        #expect(!source.contains("#Preview"))
        #expect(source.contains(#"Counter(title: "Apples")"#))
    }

    /// A Swift expression at the prompt sees the bindings it names; the export holds them, so
    /// the exported view reads them as the session's did.
    @Test func bindingsASwiftExpressionNamesAreExportedAndCompile() throws {
        let run = ExportRun(
            #"""
            var n: Int = 3
            show Text("n is \(n), \(name ?? "you")").padding(Double(n))
            .frame(width: 200)
            """#)
        #expect(run.errors == [])
        let source = run.export()
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)")
        for text in ["@State private var n: Int = 3", "@State private var name: String?", ".frame(width: 200)"] {
            #expect(source.contains(text), "the export lacks \(text)")
        }
    }
}
