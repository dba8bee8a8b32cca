import LessonInterpreter
import SwiftLesson
import Testing

@testable import TileShell

/// The links a session followed are saved (`pushed` lines, format 3) and loaded back: the
/// screen they pushed is drawn again, with its back button.
@Suite struct PushedPathSaveTests {
    static let cities = """
        import SwiftUI
        struct Cities: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Tokyo") {
                            VStack {
                                Text("Japan")
                                NavigationLink("Weather") { Text("Sunny in Tokyo") }
                            }
                            .navigationTitle("Tokyo")
                        }
                        NavigationLink("Paris") { Text("France") }
                    }
                    .navigationTitle("Cities")
                }
            }
        }
        #Preview { Cities() }
        """

    @Test func followedLinksAreSavedAndLoadBack() throws {
        var shell = try KeptStateUndoTests.opened("Cities.swift", Self.cities)
        shell = Run("tap Tokyo\ntap Weather", shell: shell).shell
        #expect(shell.session.swift?.pushed == ["Preview": ["Tokyo", "Weather"]])
        let drawn = Run("preview \"Preview\"", shell: shell)
        #expect(drawn.errors.isEmpty)
        #expect(drawn.output.contains("Sunny in Tokyo"))
        let text = SessionFile.encode(shell.session)
        #expect(text.hasPrefix("# tileshell session 3\n"))
        #expect(text.contains("\npushed \"Preview\" \"Tokyo\" \"Weather\"\n"))
        let loaded = SessionFile.decode(text, source: "s.tsh", now: fixedNow) { path in
            path == "Cities.swift" ? .success(Self.cities) : .failure(.init(message: "no such file"))
        }
        guard case .success(let session) = loaded else {
            Issue.record("did not load: \(loaded)\n\(text)")
            return
        }
        #expect(session.swift?.pushed == ["Preview": ["Tokyo", "Weather"]])
        var fresh = Shell(environment: environment())
        fresh.session = session
        let again = Run("preview \"Preview\"", shell: fresh)
        #expect(again.errors.isEmpty)
        #expect(again.output == drawn.output)
        #expect(SessionFile.encode(session) == text)
        // Back at the root, nothing is pushed and the session is format 1 again.
        let root = Run("back\nback", shell: shell).shell
        #expect(SessionFile.encode(root.session).hasPrefix("# tileshell session 1\n"))
    }

    @Test func aDamagedPushedLineSaysWhere() {
        let rows: [(String, Int, String)] = [
            ("pushed \"Preview\"", 17, "expected the label of a link followed"),
            ("pushed \"Preview\" Tokyo", 18, "expected '\"'"),
            ("pushed \"Preview\" \"Tokyo", 24, "unterminated string"),
        ]
        for (line, column, message) in rows {
            guard case .failure(let f) = PushedPathText.read(line) else {
                Issue.record("read \(line)")
                continue
            }
            #expect(f.column == column && f.message.contains(message), "\(line): \(f)")
        }
    }
}
