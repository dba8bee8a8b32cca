import Testing

@testable import TileShell

/// What the edge asks a command itself: how `record` writes it, and which file it names.
@Suite struct ShellCommandTests {
    func command(_ text: String) throws -> Command {
        try #require(try Parser.parse(SourceLine(source: "t", lineNumber: 1, text: text)).first)
    }

    @Test(arguments: [
        ("set price 1", Recording.step), ("unset price", .step), ("var n: Int", .step), ("enum E: a", .step),
        ("load w.tss", .step), ("pick unit hour", .step), ("watch show price", .step), ("unwatch all", .step),
        // `pick` with no case opens the chooser, whose pick is recorded as its own line; `watch`
        // alone lists the watches.
        ("pick unit", .line), ("watch", .line), ("tile apple 1", .line), ("show price", .line),
        ("save w.tss", .line), ("quit", .line), ("undo", .undo(count: nil)), ("undo 3", .undo(count: "3")),
        ("redo 2", .redo(count: "2")),
    ])
    func recordWritesWhatTheCommandSays(_ text: String, _ expected: Recording) throws {
        #expect(try command(text).recording == expected)
    }

    @Test(arguments: [
        ("source a.tsh", "a.tsh"), ("save w.tss", "w.tss"), ("load \"my w.tss\"", "my w.tss"),
        ("export t.svg all look swiftui", "t.svg"), ("record r.tsh", "r.tsh"), ("edit e.tsh", "e.tsh"),
        // `stop` is a word the path slot takes, not a file.
        ("record stop", nil), ("tile apple 1", nil), ("edit", nil),
    ])
    func aCommandNamesItsFile(_ text: String, _ expected: String?) throws {
        let c = try command(text)
        #expect(c.path.map { c.line.text(of: $0) } == expected)
    }
}
