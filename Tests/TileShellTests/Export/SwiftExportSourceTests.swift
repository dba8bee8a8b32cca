import Foundation
import Testing

@testable import TileShell

/// Exports of sessions that hold SwiftUI source type-check with swiftc against the stand-in:
/// the source's names, its redeclarations, its enums in pickers, and a show's modifiers after a
/// comment line.
@Suite struct SwiftExportSourceTests {
    func expectTypeChecks(_ run: ExportRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String
    {
        #expect(run.errors == [], sourceLocation: sourceLocation)
        let source = run.export()
        let compiler = try SwiftCheck.typecheck(source)
        #expect(compiler == "", "swiftc:\n\(compiler)\n---\n\(source)", sourceLocation: sourceLocation)
        return source
    }

    static let counter = """
        import SwiftUI

        struct CounterView: View {
            enum Mode: String, CaseIterable { case compact, detailed }
            @State private var count = 0
            @State private var mode = Mode.compact
            var body: some View {
                VStack {
                    Text("Count: \\(count) \\(mode.rawValue)")
                    Button("+1") { count += 1 }
                    HStack {
                        Color.red.frame(width: 30, height: 30)
                        Color.blue.frame(width: 30, height: 30)
                    }
                }
            }
        }

        #Preview {
            CounterView()
        }

        """

    /// What `open` drew is what is exported: the file's preview in the main view's body, the
    /// values the session gave its `@State` written where the file gives their first values, and
    /// a view typed at the prompt that reads one of them holds it too (it was `EmptyView()`, and
    /// `cannot find 'count' in scope`).
    @Test func anOpenedPreviewIsExportedAsDrawnWithItsState() throws {
        var run = ExportRun("")
        run.open("Counter.swift", Self.counter)
        run.run("tap \"+1\"\ntap \"+1\"\nundo\nset count 10\nset mode detailed\nshow Text(\"Count is \\(count)\")")
        let source = try expectTypeChecks(run)
        #expect(source.contains("// As written in Counter.swift, with the session's count = 10, mode = Mode.detailed:"))
        #expect(source.contains("    @State private var count = 10\n    @State private var mode = Mode.detailed\n"))
        #expect(source.contains("  @State private var count: Int = 10\n"))
        #expect(source.contains("    VStack {\n      CounterView()\n      Text(\"Count is \\(count)\")\n    }"))
        #expect(!source.contains("EmptyView()"))
    }

    /// A preview of several statements is a view of its own (a stack's builder cannot hold a
    /// `let`); a provider's previews share one code, written once; a preview drawn again by its
    /// watch is written once.
    @Test func previewsOfSeveralStatementsAndProvidersAreWrittenOnce() throws {
        var run = ExportRun("")
        run.open(
            "Cards.swift",
            """
            import SwiftUI
            struct Card: View {
                let title: String
                @State private var taps = 0
                var body: some View { Button(title) { taps += 1 } }
            }
            #Preview("Built") {
                let title = "Hello"
                return Card(title: title)
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card(title: "One")
                        Card(title: "Two")
                    }
                }
            }
            """)
        run.run("tap \"Hello\"\npreview")
        let source = try expectTypeChecks(run)
        #expect(source.contains("struct BuiltContent: View {\n  var body: some View {\n    let title = \"Hello\"\n"))
        #expect(source.ranges(of: "BuiltContent()").count == 1)
        #expect(source.ranges(of: "Card(title: \"One\")").count == 2, "\(source)")
        // Built's card was tapped, the provider's two were not: the declaration keeps its 0.
        #expect(source.contains("// As written in Cards.swift:\n"))
        #expect(source.contains("@State private var taps = 0"))
    }

    /// A Swift enum made a tile kind draws its tiles in the export too: a tile view over the
    /// enum as the source declares it (it was `EmptyView()`).
    @Test func aSwiftEnumMadeATileKindExportsItsTiles() throws {
        let run = ExportRun(
            """
            enum Berry: String, CaseIterable { case straw, blue }
            tilekind Berry: straw "Strawberries" pink, blue "Blueberries" indigo
            tile straw 3 blue 2
            """)
        let source = try expectTypeChecks(run)
        #expect(source.contains("init(count: Int, berry: Berry) {"))
        #expect(source.contains("BerryTile(count: 3, berry: .straw)\n        BerryTile(count: 2, berry: .blue)"))
        #expect(source.ranges(of: "enum Berry").count == 1)
        #expect(!source.contains("EmptyView()"))
    }

    /// Xcode's template names its view `ContentView`: the export's own main view takes another
    /// name (it was `invalid redeclaration of 'ContentView'`).
    @Test func aSourceThatDeclaresContentViewKeepsItAndTheMainViewMoves() throws {
        let run = ExportRun(
            """
            struct ContentView: View { var body: some View { Text("mine") } }
            struct ContentView_Previews: PreviewProvider { static var previews: some View { ContentView() } }
            #Preview { ContentView() }
            show Text("shown")
            """)
        let source = try expectTypeChecks(run)
        #expect(source.contains("struct ContentView: View { var body: some View { Text(\"mine\") } }"))
        #expect(source.contains("struct ContentView2: View {"))
    }

    /// A struct declared again at the prompt is the last declaration, as the session draws it:
    /// only that one is exported.
    @Test func aStructRedeclaredAtThePromptIsExportedOnce() throws {
        let run = ExportRun(
            """
            struct Badge: View { var body: some View { Text("old") } }
            enum Mode { case a }
            struct Badge: View { let n: Int; var body: some View { Text("new \\(n)") } }
            enum Mode { case a, b }
            show Badge(n: 1)
            """)
        let source = try expectTypeChecks(run)
        #expect(!source.contains("Text(\"old\")"))
        #expect(source.contains("Text(\"new \\(n)\")"))
        #expect(source.contains("enum Mode { case a, b }"))
        #expect(!source.contains("enum Mode { case a }"))
    }

    /// A Swift enum without a `String` raw value or `CaseIterable`, as a binding's picker and text:
    /// a Picker over its cases with tags, and its case's name by `String(describing:)`.
    @Test func aSwiftEnumShownAsABindingTypeChecks() throws {
        let run = ExportRun(
            """
            enum E { case a, b }
            struct Counter: View { enum Mode: Int { case easy, hard }; @State var mode = Mode.hard; var body: some View { Text("m") } }
            #Preview { Counter() }
            var e: E = b as picker
            var f: E? = a as text
            var g: E = a as text
            show e
            picker e title "Pick" label "{case}!"
            var level: Counter.Mode = easy as picker
            show mode level
            show f g
            """)
        let source = try expectTypeChecks(run)
        #expect(!source.contains("EnumPicker"))
        #expect(source.contains("Text(verbatim: \"a!\").tag(E.a)"))
        #expect(source.contains("Text(verbatim: \"hard\").tag(Counter.Mode.hard)"))
    }

    /// Comment and blank lines between a `show` and its modifier line do not break the modifier
    /// off (it applies, and the export has no top-level `.border`), nor do they swallow a command.
    @Test func aCommentBetweenAShowAndItsModifierKeepsItAttached() throws {
        for between in ["// note", "", "  // two\n/* three */", "/* block */", "// a\n\n// b"] {
            // NB: through the assembler, as a script and the prompt read lines.
            var assembler = EntryAssembler(source: "<test>")
            var run = ExportRun("")
            let lines = "show Text(\"b\")\n\(between)\n.border(Color.red)\n\(between)\nset price 2".split(
                separator: "\n", omittingEmptySubsequences: false)
            var entries = lines.enumerated().compactMap { assembler.add(String($1), lineNumber: $0 + 1) }
            entries += [assembler.finish()].compactMap { $0 }
            for entry in entries {
                if case .failed(let d, _) = run.shell.run(entry, emit: { _ in }) { run.errors.append(d.formatted()) }
            }
            #expect(
                run.shell.session.value(ofBinding: "price")
                    == .decimal(DecimalValue(isNegative: false, significand: 2, scale: 0)), "\(between)")
            let source = try expectTypeChecks(run)
            #expect(source.contains("Text(\"b\")") && source.contains(".border(Color.red)"), "\(between)")
            #expect(!source.contains("declared"), "\(between)")
        }
    }
}
