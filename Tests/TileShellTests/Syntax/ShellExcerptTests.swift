import Testing

@testable import TileShell

/// The shell's own messages draw their source line as a Swift file's do: a tab to swiftc's
/// stops of 8 with the caret under the same cell, `~` under the rest of the span, and in colour
/// only the caret green.
struct ShellExcerptTests {
    @Test func aTabbedLineKeepsTheCaretUnderItsWord() {
        var shell = Shell(environment: environment())
        guard
            case .failed(let d, _) = shell.run(
                SourceLine(source: "s", lineNumber: 1, text: "\ttile banana 3"), emit: { _ in })
        else {
            Issue.record("expected an error")
            return
        }
        let lines = d.formatted().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "        tile banana 3")
        #expect(lines[2] == "             ^~~~~~")
        #expect(d.formatted(colored: true).contains("\n             \u{1B}[1;32m^~~~~~\u{1B}[0m\n"))
    }
}
