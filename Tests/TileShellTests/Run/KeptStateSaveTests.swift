import LessonInterpreter
import SwiftLesson
import Testing

@testable import TileShell

/// The `@State` a session keeps for its views (an array, a child view's own state) is saved
/// and loaded back.
@Suite struct KeptStateSaveTests {
    static let game = KeptStateUndoTests.game

    /// Open, tap, save, load in a fresh session: the drawing is the same, a child view's own
    /// `@State` and the arrays included (they were left out: `Score 0` and one name came back).
    @Test func savedViewStateLoadsBackAndDrawsTheSame() throws {
        var shell = try KeptStateUndoTests.opened("Game.swift", Self.game)
        shell = Run("tap Point\ntap Add\ntap Point", shell: shell).shell
        let drawn = Run("preview \"Preview\"", shell: shell)
        #expect(drawn.errors.isEmpty)
        #expect(drawn.output.contains("Score 2"))
        #expect(drawn.output.contains("2 names") || drawn.output.contains("Ann, Bo"))
        let text = SessionFile.encode(shell.session)
        #expect(text.hasPrefix("# tileshell session 2\n"))
        #expect(text.contains("keep \"Preview\" Tally.score = 2\n"))
        #expect(text.contains("keep \"Preview\" players = [Player(level: 1.5, mode: .hard, name: \"Cy\")]\n"))
        let loaded = SessionFile.decode(text, source: "s.tsh", now: fixedNow) { path in
            path == "Game.swift" ? .success(Self.game) : .failure(.init(message: "no such file"))
        }
        guard case .success(let session) = loaded else {
            Issue.record("did not load: \(loaded)\n\(text)")
            return
        }
        var fresh = Shell(environment: environment())
        fresh.session = session
        let again = Run("preview \"Preview\"", shell: fresh)
        #expect(again.errors.isEmpty)
        #expect(again.output == drawn.output)
        #expect(SessionFile.encode(session) == text)
    }

    /// A session without kept state is still written as format 1, which an older tileshell reads.
    @Test func aSessionWithoutKeptStateIsStillFormatOne() {
        let text = SessionFile.encode(Run("set price 9.99").shell.session)
        #expect(text.hasPrefix("# tileshell session 1\n"))
        #expect(!text.contains("keep "))
    }

    /// Every kind of kept value reads back as written; a damaged `keep` line says where and what
    /// was expected.
    @Test func keptValuesReadBackAndDamageSaysWhere() throws {
        let values: [StateValue] = [
            .bool(true), .int(-12), .double(-0.5), .double(1e300), .double(.infinity), .string("a\"b\\c\n\u{1B}é"),
            .enumCase("hard"), .array([]), .array([.int(1), .int(2)]),
            .record(type: "Game.Player", fields: ["name": .string("x"), "tags": .array([.string("y")])]),
            .record(type: "Empty", fields: [:]),
        ]
        for value in values {
            let line = try #require(KeptStateText.lines(["P \"1\"": ["Row#2.value": value]]).first)
            let read = try KeptStateText.read(line).get()
            #expect(read.preview == "P \"1\"" && read.key == "Row#2.value" && read.value == value, "\(line)")
        }
        let rows: [(String, Int, String)] = [
            ("keep \"P\" x = ", 14, "expected a value"),
            ("keep \"P\" x = [1, 2", 19, "expected ']'"),
            ("keep \"P\" x = \"abc", 18, "unterminated string"),
            ("keep \"P\" x = 1 2", 16, "expected the end of the line"),
            ("keep \"P\" = 1", 10, "expected the state's name"),
            ("keep \"P\" x = P(a 1)", 17, "expected ':'"),
            ("keep \"P\" x = " + String(repeating: "[", count: 40), 31, "nest more than 16 deep"),
        ]
        for (line, column, message) in rows {
            guard case .failure(let f) = KeptStateText.read(line) else {
                Issue.record("read \(line)")
                continue
            }
            #expect(f.column == column && f.message.contains(message), "\(line): \(f)")
        }
    }

    /// A session whose opened file is gone loads without it, and without the state its views kept.
    @Test func keptStateOfAFileThatIsGoneGoesWithIt() throws {
        var shell = try KeptStateUndoTests.opened("Game.swift", Self.game)
        shell = Run("tap Point", shell: shell).shell
        let text = SessionFile.encode(shell.session)
        #expect(text.contains("keep \"Preview\" Tally.score = 1\n"))
        var missing: [String] = []
        let loaded = SessionFile.decode(
            text, source: "s.tsh", now: fixedNow, files: { _ in .failure(.init(message: "it is gone")) },
            missingFile: { missing.append($0.message) })
        guard case .success(let session) = loaded else {
            Issue.record("did not load: \(loaded)")
            return
        }
        #expect(missing.count == 1)
        #expect(session.swift == nil)
    }
}
