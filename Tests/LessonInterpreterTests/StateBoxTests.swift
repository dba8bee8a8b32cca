import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `@State` kept outside the view struct, as SwiftUI keeps it: a button anywhere in the tree
/// changes the state it reaches (its own view's, or a parent's through `$x`), and the preview
/// drawn again reads it back.
struct StateBoxTests {
    /// The program of one source, run as a session runs it: with `states` and a button to press.
    func run(_ source: String, states: [String: StateValue] = [:], tap: String? = nil) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(
            program, request: LessonRequest(states: ["Preview": states], tap: tap.map { ($0, nil) }),
            formatting: FixedFormatting(), now: 0)
    }

    func texts(_ result: LessonResult) -> [String] {
        return result.firstPreviewTexts
    }

    func changes(_ result: LessonResult) -> [SwiftState]? {
        if case .pressed(_, let changes)? = result.tap { return changes }
        return nil
    }

    static let parentAndChild = """
        import SwiftUI
        struct VolumeRow: View {
            @Binding var volume: Int
            var body: some View {
                Stepper("Volume: \\(volume)", value: $volume)
                Button("Louder") { volume += 1 }
            }
        }
        struct Settings: View {
            @State private var volume = 3
            var body: some View { VolumeRow(volume: $volume) }
        }
        #Preview { Settings() }
        """

    @Test func aChildsButtonChangesItsParentsStateThroughABinding() {
        let result = run(Self.parentAndChild, tap: "Louder")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(changes(result) == [SwiftState(name: "volume", type: "Int", value: .int(4))])
        #expect(texts(result) == ["Volume: 4", "Louder"])
        #expect(result.previews.first?.states == [SwiftState(name: "volume", type: "Int", value: .int(4))])
    }

    @Test func aBindingReadsAsTheValueItReaches() {
        #expect(texts(run(Self.parentAndChild, states: ["volume": .int(7)])) == ["Volume: 7", "Louder"])
    }

    static let ownState = """
        import SwiftUI
        struct CountingRow: View {
            @State private var taps = 0
            var body: some View {
                Button("Count") { taps += 1 }
                Color.purple.frame(width: CGFloat(taps * 10 + 10), height: 10)
            }
        }
        struct Screen: View {
            @State private var title = "Game"
            var body: some View { VStack { Text(title); CountingRow(); CountingRow() } }
        }
        #Preview { Screen() }
        """

    @Test func aChildsButtonChangesTheChildsOwnState() {
        let result = run(Self.ownState, tap: "Count")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(changes(result) == [SwiftState(name: "CountingRow.taps", type: "Int", value: .int(1))])
        // NB: only the root's own state is a session's binding; a child's is kept by its name.
        #expect(result.previews.first?.states.map(\.name) == ["title"])
    }

    @Test func aChildsOwnStateIsGivenBackByItsNameAndNumber() throws {
        let result = run(Self.ownState, states: ["CountingRow.taps": .int(2), "CountingRow#1.taps": .int(5)])
        let preview = try #require(result.previews.first)
        let widths = preview.tree.kinds(FrameKind.self).compactMap(\.width)
        #expect(widths == [30, 60])
    }

    static let previewable = """
        import SwiftUI
        struct LightSwitch: View {
            @Binding var isOn: Bool
            var body: some View {
                Text(isOn ? "on" : "off")
                Button("Flip") { isOn.toggle() }
            }
        }
        #Preview {
            @Previewable @State var isOn = false
            LightSwitch(isOn: $isOn)
        }
        """

    @Test func aPreviewableStateIsThePreviewsState() {
        let result = run(Self.previewable)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(texts(result) == ["off", "Flip"])
        #expect(result.previews.first?.states == [SwiftState(name: "isOn", type: "Bool", value: .bool(false))])
        #expect(texts(run(Self.previewable, states: ["isOn": .bool(true)])) == ["on", "Flip"])
    }

    @Test func aButtonChangesAPreviewableStateThroughABinding() {
        let result = run(Self.previewable, tap: "Flip")
        #expect(changes(result) == [SwiftState(name: "isOn", type: "Bool", value: .bool(true))])
        #expect(texts(result) == ["on", "Flip"])
    }

    @Test func aBindingPassedThroughAFunctionStillReachesItsState() {
        let source = """
            import SwiftUI
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Button("Set") { on = true } }
            }
            struct Parent: View {
                @State var on = false
                var body: some View { VStack { Text(on ? "yes" : "no"); row(for: $on) } }
                func row(for binding: Binding<Bool>) -> some View { Row(on: binding) }
            }
            #Preview { Parent() }
            """
        let result = run(source, tap: "Set")
        #expect(changes(result) == [SwiftState(name: "on", type: "Bool", value: .bool(true))])
        #expect(texts(result) == ["yes", "Set"])
    }

    static let players = """
        import SwiftUI
        struct Player: Identifiable { let id = UUID(); var name: String; var score = 0; var note: String? }
        struct Board: View {
            @State private var players = [Player(name: "Ann")]
            var body: some View {
                VStack {
                    ForEach(players) { Text("\\($0.name) \\($0.score)") }
                    Button("Add") { players.append(Player(name: "Bo", score: 2)) }
                }
            }
        }
        #Preview { Board() }
        """

    @Test func anArrayOfStructsATapChangesIsKeptAndGivenBack() throws {
        let tapped = run(Self.players, tap: "Add")
        #expect(tapped.diagnostics.isEmpty, "\(tapped.messages)")
        #expect(texts(tapped) == ["Ann 0", "Bo 2", "Add"])
        let change = try #require(changes(tapped)?.first)
        #expect(change.name == "players" && change.type == "[Player]")
        #expect(texts(run(Self.players, states: ["players": change.value])) == ["Ann 0", "Bo 2", "Add"])
    }
}
