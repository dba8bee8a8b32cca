import LessonInterpreter
import SwiftLesson
import Testing

@testable import TileShell

/// What a tap keeps for its views counts toward undo's 16 MiB, everything a session stores is
/// counted, and what a tap's sessions share is counted once.
@Suite struct KeptStateUndoTests {
    /// A session that opened `text` as the file `path`.
    static func opened(_ path: String, _ text: String) throws -> Shell {
        var shell = Shell(environment: environment())
        let command = try UndoLogTests.command("open \(path)")
        let report = shell.addSwift(SourceFile(path: path, text: text), opened: true, by: command) { _ in }
        #expect(!report.failed, "\(report.messages)")
        return shell
    }

    static let game = """
        import SwiftUI

        struct Tally: View {
            let name: String
            @State private var score = 0
            var body: some View {
                Button(name) { score += 1 }
                Text("Score \\(score)")
            }
        }

        struct Player {
            var name: String
            var level: Double
            var mode: Mode
        }

        enum Mode { case easy, hard }

        struct Game: View {
            @State private var round = 1
            @State private var names: [String] = ["Ann"]
            @State private var players: [Player] = []
            var body: some View {
                VStack {
                    Text("Round \\(round): \\(names.joined(separator: ", ")); \\(players.count) players")
                    Tally(name: "Point")
                    Button("Add") {
                        round += 1
                        names.append("Bo \\"the\\" \\\\ é\\n")
                        players.append(Player(name: "Cy", level: 1.5, mode: .hard))
                    }
                }
            }
        }

        #Preview { Game() }
        """

    /// The session's and its Swift's stored properties, each counted by `byteCost`: a property
    /// added without a cost fails this.
    @Test func everyStoredPropertyOfTheSessionIsCounted() throws {
        let session = try Self.opened("Game.swift", Self.game).session
        #expect(Set(Mirror(reflecting: session).children.compactMap(\.label)) == Session.costedProperties)
        let swift = try #require(session.swift)
        #expect(Set(Mirror(reflecting: swift).children.compactMap(\.label)) == SwiftSession.costedProperties)
    }

    /// Taps whose view keeps a megabyte of strings each: undo keeps about 16 MiB of them, not
    /// every one (100 taps of 100 strings of 100 KB reached 993 MB).
    @Test func tapsThatKeepViewStateCountTowardTheByteBound() throws {
        let source = """
            import SwiftUI
            struct Hog: View {
                @State private var n = 0
                @State private var items: [String] = []
                var body: some View {
                    Button("fill") { n += 1; items = (0..<100).map { _ in String(repeating: "x", count: 10_000) + "\\(n)" } }
                }
            }
            #Preview { Hog() }
            """
        var shell = try Self.opened("Hog.swift", source)
        shell = Run(String(repeating: "tap fill\n", count: 30), shell: shell).shell
        #expect(shell.undoLog.bytes >= 10 << 20)
        #expect(shell.undoLog.bytes <= UndoLog.maxBytes + (2 << 20))
        #expect(shell.undoLog.undoableCount < 20)
        #expect(shell.undoLog.undoableCount >= 1)
    }

    /// What a tap's sessions share (the program, the enums) is counted once: a tap that keeps a
    /// small state costs far less than the program it runs.
    @Test func aTapCostsWhatItKeptNotTheProgram() throws {
        var shell = try Self.opened("Game.swift", Self.game + "\n" + String(repeating: "// padding\n", count: 20_000))
        let opened = shell.undoLog.bytes
        shell = Run(String(repeating: "tap Point\n", count: 100), shell: shell).shell
        #expect(shell.undoLog.undoableCount == 101)
        #expect(shell.undoLog.bytes - opened < 100 * 2_000)
    }
}
