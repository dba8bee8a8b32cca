import Testing

/// At a real terminal, `open` of a file with an error shows swiftc's excerpt: the message, the
/// source line and the caret under the column (coloured, as standard error is a terminal).
@Suite struct DiagnosticExcerptPtyTests {
    @Test func openShowsTheSourceLineAndTheCaret() throws {
        let home = try TemporaryDirectory()
        try home.write(
            "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        VStack(spacng: 10) { Text(\"Hi\") }\n"
                + "    }\n}\n#Preview { Card() }\n", to: "Card.swift")
        let shell = try ShellProcess(home: home, columns: 200, rows: 40)
        let opened = try shell.run("open \(home.path)/Card.swift")
        let at = try #require(
            opened.firstIndex {
                $0.hasSuffix(
                    "Card.swift:4:15: error: incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')"
                )
            },
            "\(opened)")
        try #require(opened.count > at + 2)
        #expect(opened[at + 1] == "        VStack(spacng: 10) { Text(\"Hi\") }")
        #expect(opened[at + 2] == "              ^")
        shell.type("\u{04}")
        #expect(try shell.exitCode() == 0)
    }
}
