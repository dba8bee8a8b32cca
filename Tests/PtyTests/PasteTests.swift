import Testing

/// Bracketed paste: lines run one by one, in order; a tab is only a tab.
@Suite struct PasteTests {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    @Test func pastedLinesRunInOrder() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home, rows: 60)
        try shell.waitForLine("tileshell> ")
        #expect(shell.rawText.contains("\u{1B}[?2004h"))
        let row = shell.screen.cursorRow
        shell.type(Self.start + "pick unit hour\rshow unit\r\nset price 9.99\rshow pri" + Self.end)
        // The last line has no newline: it waits at the prompt to be finished.
        try shell.waitForLine("tileshell> show pri")
        let rows = (row..<shell.screen.cursorRow).map { shell.screen.text(ofRow: $0) }
        #expect(
            rows == [
                "tileshell> pick unit hour",
                "tileshell> show unit",
                "╭────────┬────────┬────────╮",
                "│ second │ minute │ ✓ hour │",
                "╰────────┴────────┴────────╯",
                "tileshell> set price 9.99",
            ])
        shell.type("ce\r")
        try shell.waitForPrompt(below: shell.screen.cursorRow)
        #expect(shell.screen.allText.contains("$9.99"))
        #expect(home.historyLines == ["pick unit hour", "show unit", "set price 9.99", "show price"])
    }

    @Test func aTabInAPasteIsLiteral() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        let bells = shell.screen.bells
        shell.type("show " + Self.start + "un\tit" + Self.end)
        // The tab is shown as spaces to the next tab stop, not completed to "unit ".
        try shell.wait(for: "the pasted text") { $0.cursorLine == "tileshell> show un      it" }
        #expect(shell.screen.bells == bells)
        let row = shell.screen.cursorRow
        shell.type("\r")
        try shell.waitForPrompt(below: row)
        #expect(shell.screen.allText.contains { $0.contains("error") })
    }

    @Test func aPasteIntoTheMiddleOfALineSplitsIt() throws {
        let home = try TemporaryDirectory()
        let shell = try ShellProcess(home: home)
        try shell.waitForLine("tileshell> ")
        shell.type("pick unit; show unit")
        try shell.waitForLine("tileshell> pick unit; show unit")
        shell.type(String(repeating: "\u{1B}[D", count: 11))
        try shell.waitForLine("tileshell> pick unit; show unit", cursor: 20)
        shell.type(Self.start + " minute\rtile apple 2\rpick fruit orange" + Self.end)
        try shell.waitForLine("tileshell> pick fruit orange; show unit", cursor: 28)
        #expect(home.historyLines == ["pick unit minute", "tile apple 2"])
    }
}
