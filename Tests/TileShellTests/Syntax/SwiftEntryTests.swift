import Testing

@testable import TileShell

/// Which entries are Swift declarations: told by the first word's bytes, read in place.
@Suite struct SwiftEntryTests {
    @Test(arguments: [
        ("struct Card: View {", true), ("  final class A {", true), ("#Preview {", true), ("@main", true),
        ("// a note", true), ("/* a note */", true), ("import Foundation", true), ("protocol P {", true),
        ("enum Size: String, CaseIterable {", true), ("enum Size: small, large", false),
        ("structs", false), ("#Previews", false), ("enumerate", false), ("set price 3", false),
        ("show price", false), ("pick unit hour", false), ("", false), ("   ", false), ("éstruct", false),
        ("/", false), ("@", false),
    ])
    func declarationsAreToldByTheirFirstWord(line: String, isDeclaration: Bool) {
        #expect(SwiftEntry.isDeclaration(line) == isDeclaration)
        #expect(SwiftEntry.startsDeclaration(line) == isDeclaration)
    }
}

extension SwiftEntryTests {
    /// An entry read a line at a time stands where the whole of it read at once stands, after
    /// every line: across block comments, multi-line strings, strings holding brackets and
    /// comments alone.
    @Test(arguments: [
        "struct A: View {\n  var body: some View {\n    Text(\"}\")\n  }\n}",
        "// a card\n// with a title\nstruct Card: View {\n  var body: some View { Text(\"c\") } // }\n}",
        "struct B {\n  /* a comment {\n  that goes on } (\n  */\n  let x = 1\n}",
        "struct C {\n  let s = \"\"\"\n    {{ ((\n    \"\"\"\n  let t = [1,\n    2]\n}",
        "enum E: String { case a, b }",
        "struct D { let s = \"unterminated\n}",
    ])
    func progressReadALineAtATimeAgreesWithTheWhole(_ entry: String) {
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
        var progress = SwiftEntry.Progress()
        var sofar = ""
        for (i, line) in lines.enumerated() {
            sofar += (i == 0 ? "" : "\n") + line
            progress.update(sofar)
            #expect(progress.isOpen == SwiftEntry.isOpen(sofar), "after line \(i + 1): \(line)")
        }
        #expect(!progress.isOpen)
    }
}

extension SwiftEntryTests {
    /// A line that begins with `.` and a letter is a modifier on a line of its own.
    @Test(arguments: [
        (".padding()", true), ("  .frame(width: 200)", true), ("\t.bold()", true), (".", false), ("..", false),
        (". padding()", false), (".5", false), ("show Text(\"a\")", false), ("", false), (".é()", false),
    ])
    func modifiersAreToldByTheirDot(line: String, isModifier: Bool) {
        #expect(SwiftEntry.startsModifier(line) == isModifier)
    }

    /// A modifier goes on while its brackets are open, as a Swift declaration does.
    @Test func aModifierOverThreeLinesIsOneEntry() {
        var assembler = EntryAssembler(source: "t")
        let lines = [".background {", "    Color.red", "}", "tile apple 3"]
        var got: [String] = []
        for (i, line) in lines.enumerated() {
            if let e = assembler.add(line, lineNumber: i + 1) { got.append(e.text) }
        }
        #expect(got == [lines[0...2].joined(separator: "\n"), "tile apple 3"])
    }
}
