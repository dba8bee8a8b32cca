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
