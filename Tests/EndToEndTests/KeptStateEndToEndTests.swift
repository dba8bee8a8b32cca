import Foundation
import Testing

/// The state a view keeps (a child's own `@State`, arrays, structs) survives `save` and `load`
/// in a fresh process: the preview is drawn the same (once only `Score 0` and one name
/// came back).
@Suite struct KeptStateEndToEndTests {
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
        }

        struct Game: View {
            @State private var round = 1
            @State private var names: [String] = ["Ann"]
            @State private var players: [Player] = []
            var body: some View {
                VStack {
                    Text("Round \\(round): \\(names.joined(separator: " & ")), \\(players.count) players")
                    Tally(name: "Point")
                    Button("Add") { names.append("Bo"); players.append(Player(name: "Cy", level: 1.5)) }
                }
            }
        }

        #Preview { Game() }
        """

    @Test func openTapSaveLoadDrawsTheSame() throws {
        let dir = try Binary.directory(["Game.swift": Self.game])
        let first = try Binary.run(
            [], stdin: "open Game.swift\ntap Point\ntap Add\nsave s.tss\npreview \"Preview\"\n", cwd: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let drawn = "Round 1: Ann & Bo, 1 players\n           Point\n          Score 1\n            Add\n"
        #expect(first.stdout.hasSuffix(drawn), "\(first.stdout)")
        let second = try Binary.run([], stdin: "load s.tss\npreview \"Preview\"\n", cwd: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix(drawn), "\(second.stdout)")
        let saved = try String(contentsOf: dir.appendingPathComponent("s.tss"), encoding: .utf8)
        #expect(saved.contains("keep \"Preview\" Tally.score = 1\n"))
        #expect(saved.contains("keep \"Preview\" names = [\"Ann\", \"Bo\"]\n"))
    }
}
