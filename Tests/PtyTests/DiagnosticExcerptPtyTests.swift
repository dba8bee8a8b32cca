import Testing

/// At a real terminal, a file with an error shows swiftc's excerpt: the message, the source
/// line and the caret under the column (coloured, as standard error is a terminal), after
/// `open` in the session and on `--preview`'s screen.
@Suite struct DiagnosticExcerptPtyTests {
    static let card =
        "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        VStack(spacng: 10) { Text(\"Hi\") }\n"
        + "    }\n}\n#Preview { Card() }\n"
    static let message =
        "Card.swift:4:15: error: incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')"

    @Test func openShowsTheSourceLineAndTheCaret() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.card, to: "Card.swift")
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

    /// A failed run of `--preview` shows the messages above the last good output: each with its
    /// source line and caret, as the command line prints them.
    @Test func thePreviewScreenShowsTheExcerpt() throws {
        let home = try TemporaryDirectory()
        try home.write(Self.card, to: "Card.swift")
        let shell = try ShellProcess(
            home: home, arguments: ["--preview", home.path + "/Card.swift"], columns: 200, rows: 30)
        try shell.wait(for: "the first run") { $0.visibleText.contains { $0.hasSuffix(Self.message) } }
        let text = shell.screen.visibleText
        let at = try #require(text.firstIndex { $0.hasSuffix(Self.message) })
        try #require(text.count > at + 2)
        #expect(text[at + 1] == "        VStack(spacng: 10) { Text(\"Hi\") }", "\(text)")
        #expect(text[at + 2] == "              ^")
        shell.type("q")
        #expect(try shell.exitCode() == 0)
    }
}
