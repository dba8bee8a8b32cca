import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// `.onAppear` runs once before a preview's first drawing, as SwiftUI runs it before the first
/// frame, and the preview is drawn with what it changed; the rows of lazy containers have not
/// appeared. `withAnimation` runs its body: a still preview is the state an animation reaches.
struct OnAppearTests {
    static let counter = """
        import SwiftUI
        struct Counter: View {
            @State private var count = 0
            @State private var word = ""
            var body: some View {
                VStack {
                    Text("Count \\(count)")
                    Text("Word \\(word)")
                    Button("Add") { withAnimation(.spring()) { count += 1 } }
                }
                .onAppear { count += 10 }
                .onAppear(perform: start)
                .onDisappear { count = -1 }
            }
            func start() { word = "silkworm" }
        }
        #Preview { Counter() }
        """

    func run(_ source: String, _ request: LessonRequest = LessonRequest()) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Counter.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, request: request, formatting: FixedFormatting(), now: 0)
    }

    @Test func theFirstDrawingFollowsEveryOnAppearInOrder() throws {
        let r = run(Self.counter)
        #expect(r.messages == [])
        let p = try #require(r.previews.first)
        // Both actions ran, a closure and a method; `.onDisappear`'s did not.
        #expect(r.firstPreviewTexts.prefix(2) == ["Count 10", "Word silkworm"])
        #expect(p.states.map(\.name) == ["count", "word"])
        #expect(p.states.first?.value == .int(10))
        #expect(p.appeared.map(\.name) == ["count", "word"])
    }

    @Test func aSessionThatHoldsTheStateHasSeenItAppear() throws {
        // After the first drawing the session gives the state back: the actions do not run again.
        let r = run(Self.counter, LessonRequest(states: ["Preview": ["count": .int(10), "word": .string("silkworm")]]))
        #expect(r.firstPreviewTexts.prefix(2) == ["Count 10", "Word silkworm"])
        #expect(r.previews.first?.appeared.isEmpty == true)
    }

    @Test func aTapOnTheFirstDrawingPressesAfterTheActions() throws {
        let r = run(Self.counter, LessonRequest(tap: ("Add", nil)))
        guard case .pressed(_, let changes)? = r.tap else {
            Issue.record("expected a press, got \(String(describing: r.tap))")
            return
        }
        // `withAnimation` ran its body: 10 from appearing, 11 after the tap.
        #expect(changes.map(\.value) == [.int(11)])
        #expect(r.firstPreviewTexts.first == "Count 11")
    }

    @Test func rowsOfLazyContainersHaveNotAppeared() throws {
        let source = """
            import SwiftUI
            struct Rows: View {
                @State private var count = 0
                @State private var loaded = false
                var body: some View {
                    ScrollView {
                        Text("Rows \\(count) \\(loaded ? "loaded" : "empty")")
                        LazyVStack {
                            ForEach(0..<50) { _ in Rectangle().frame(height: 200).onAppear { count += 1 } }
                        }
                        List { Text("Row").onAppear { count += 100 } }
                        VStack { Text("Plain").onAppear { loaded = true } }
                    }
                    .onAppear { count += 1000 }
                }
            }
            #Preview { Rows() }
            """
        let r = run(source)
        #expect(r.messages == [])
        // The scroll view's and the plain stack's ran; the lazy stack's and the list's rows did not.
        #expect(r.firstPreviewTexts.first == "Rows 1000 loaded")
    }

    @Test func aModelChangedOnAppearIsDrawnChanged() throws {
        let source = """
            import SwiftUI
            class Game: ObservableObject {
                @Published var root = ""
                func start() { root = "silkworm" }
            }
            struct GameView: View {
                @StateObject private var game = Game()
                var body: some View {
                    Text("Root: \\(game.root)").onAppear(perform: game.start)
                }
            }
            #Preview { GameView() }
            """
        let r = run(source)
        #expect(r.messages == [])
        #expect(r.firstPreviewTexts == ["Root: silkworm"])
        #expect(r.previews.first?.appeared.map(\.name) == ["game.root"])
    }

    @Test func anActionThatStopsIsTheErrorWhereItStopped() throws {
        let source = """
            import SwiftUI
            struct Words: View {
                @State private var root = ""
                var body: some View {
                    Text(root).onAppear(perform: start)
                }
                func start() {
                    fatalError("Could not load start.txt from bundle.")
                }
            }
            #Preview { Words() }
            """
        let r = run(source)
        let error = try #require(r.diagnostics.first { $0.diagnostic.severity == .error })
        #expect(error.diagnostic.message.contains("Could not load start.txt from bundle."))
        #expect(r.files[0].place(of: error.diagnostic.range.start).contains(":8:"))
    }

    @Test func withAnimationGivesWhatItsBodyReturnsAndRunsItsCompletion() throws {
        let source = textPreview(
            """
            var steps: [String] = []
            func animated() -> Int {
                let n = withAnimation { () -> Int in
                    steps.append("body")
                    return 7
                }
                withAnimation(.easeInOut(duration: 1), { steps.append("second") }, completion: { steps.append("done") })
                withTransaction(Transaction()) { steps.append("transaction") }
                return n
            }

            """, showing: "\"\\(animated()) \\(steps.joined(separator: \" \"))\"")
        let r = run(source)
        #expect(r.messages == [])
        #expect(r.firstPreviewTexts == ["7 body second done transaction"])
    }
}
