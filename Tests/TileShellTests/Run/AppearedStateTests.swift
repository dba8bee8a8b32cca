import LessonInterpreter
import SwiftLesson
import Testing

@testable import TileShell

/// What a preview's `.onAppear` changed is the session's from the first drawing: the bindings
/// hold the root's states, and what no binding holds (a child view's own state, an array) is kept,
/// so a later tap draws from it and the actions do not run again.
@Suite struct AppearedStateTests {
    static let words = """
        import SwiftUI

        struct Header: View {
            @State private var title = "Loading"
            var body: some View {
                Text("Title \\(title)").onAppear { title = "Words" }
            }
        }

        struct Words: View {
            @State private var score = 0
            @State private var used: [String] = []
            var body: some View {
                VStack {
                    Header()
                    Text("Score \\(score), \\(used.count) used")
                    Button("Play") { score += 1 }
                }
                .onAppear {
                    score = 5
                    used.append("silkworm")
                }
            }
        }

        #Preview { Words() }
        """

    @Test func appearedStateIsHeldAndKeptThroughATap() throws {
        var shell = try KeptStateUndoTests.opened("Words.swift", Self.words)
        #expect(shell.session.binding(named: "score")?.value == .int(5))
        let kept = shell.session.swift?.kept["Preview"] ?? [:]
        #expect(kept["Header.title"] == .string("Words"))
        #expect(kept["used"] == .array([.string("silkworm")]))
        shell = Run("tap Play", shell: shell).shell
        let drawn = Run("preview \"Preview\"", shell: shell)
        #expect(drawn.errors.isEmpty)
        // 5 from appearing, 6 after the tap; the child's title and the array stay as they appeared.
        #expect(drawn.output.contains("Score 6, 1 used"))
        #expect(drawn.output.contains("Title Words"))
    }
}
