import Foundation
import Testing

/// A SwiftUI file's messages as swiftc prints them, wherever tileshell prints them: the message
/// line, the source line, a caret under the column, each note after its error; under
/// `--check`, from `tileshell File.swift`, from `open` in a script, and for a declaration typed
/// at the prompt (whose "file" is the line typed).
struct LessonExcerptEndToEndTests {
    static let card =
        "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        VStack(spacng: 10) {\n"
        + "            Text(\"Hi\")\n        }\n    }\n}\n\n#Preview {\n    Card()\n}\n"
    static let labelError =
        "Card.swift:5:15: error: incorrect argument label in call (have 'spacng:_:', expected 'spacing:_:')\n"
        + "        VStack(spacng: 10) {\n" + "              ^\n"
    static let brace = "import SwiftUI\nstruct Open: View {\n    var body: some View {\n        Text(\"Hi\")\n    }\n"

    @Test func checkPrintsTheLineAndTheCaretThenTheSummary() throws {
        let dir = try Binary.directory(["Card.swift": Self.card, "Open.swift": Self.brace])
        let card = try Binary.run(["--check", "--color", "never", "Card.swift"], cwd: dir)
        #expect(card.status == 1)
        #expect(card.stdout == Self.labelError + "0 previews, 0 warnings, 1 error\n")
        let open = try Binary.run(["--check", "--color", "never", "Open.swift"], cwd: dir)
        #expect(
            open.stdout
                == "Open.swift:6:1: error: expected '}' at end of struct 'Open'\n\n^\n"
                + "Open.swift:2:19: note: to match this opening '{'\nstruct Open: View {\n                  ^\n"
                + "0 previews, 0 warnings, 1 error\n")
    }

    /// In colour, swiftc's escapes in swiftc's places; the summary line stays plain.
    @Test func checkInColourIsSwiftcsBytes() throws {
        let dir = try Binary.directory(["Card.swift": Self.card])
        let r = try Binary.run(["--check", "--color", "always", "Card.swift"], cwd: dir)
        let esc = "\u{1B}"
        #expect(
            r.stdout
                == "\(esc)[1mCard.swift:5:15: \(esc)[0m\(esc)[0;1;31merror: \(esc)[0m\(esc)[1mincorrect argument label in call "
                + "(have 'spacng:_:', expected 'spacing:_:')\n\(esc)[0m        VStack(spacng: 10) {\n"
                + "\(esc)[0;1;32m              ^\n\(esc)[0m0 previews, 0 warnings, 1 error\n")
    }

    @Test func drawingAFileWritesTheExcerptToStandardError() throws {
        let dir = try Binary.directory(["Card.swift": Self.card])
        let r = try Binary.run(["--color", "never", "Card.swift"], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stderr == Self.labelError)
    }

    @Test func openInAScriptWritesTheExcerpt() throws {
        let dir = try Binary.directory(["Card.swift": Self.card, "s.tsh": "open Card.swift\n"])
        let r = try Binary.run(["--color", "never", "s.tsh"], cwd: dir)
        #expect(r.status == 1)
        #expect(r.stderr == Self.labelError, "\(r.stderr)")
    }

    /// A warning about a declaration typed at the prompt: its place in the entry, the entry
    /// and a caret under the place.
    @Test func aTypedDeclarationsWarningShowsTheEntry() throws {
        let entry = "struct W: View { var body: some View { Text(\"a\").fooBar() } }"
        let r = try Binary.run(["--color", "never", "-c", entry])
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try #require(lines.firstIndex { $0.hasPrefix("1:") && $0.contains(": warning: ") }, "\(r.stdout)")
        let column = try #require(Int(lines[at].split(separator: ":")[1]))
        #expect(lines[at + 1] == entry)
        #expect(lines[at + 2].hasPrefix(String(repeating: " ", count: column - 1) + "^"))
    }
}
