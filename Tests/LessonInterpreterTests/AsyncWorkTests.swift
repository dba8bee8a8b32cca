import LessonInterpreter
import SwiftLesson
import Testing

/// Asynchronous work as a still preview shows it: what starts at once runs to its end (`Task`,
/// `.task`, `DispatchQueue.main.async`); what waits for time to pass (`asyncAfter`,
/// `Task.sleep`) stops there, with one warning, and what it would do later is not drawn.
struct AsyncWorkTests {
    func run(_ source: String, _ request: LessonRequest = LessonRequest()) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Work.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(program, request: request, formatting: FixedFormatting(), now: 0)
    }

    static let loader = """
        import SwiftUI
        struct Loader: View {
            @State private var steps: [String] = []
            var body: some View {
                VStack {
                    Text(steps.joined(separator: " "))
                    Button("Reload") { Task { await load("tap") } }
                }
                .task { await load("task") }
                .onAppear {
                    Task(priority: .background) { await load("Task") }
                    DispatchQueue.main.async { steps.append("main") }
                    DispatchQueue.global(qos: .userInitiated).async { steps.append("global") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 5) { steps.append("later") }
                }
            }
            func load(_ who: String) async {
                steps.append(who)
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                steps.append(who + " slept")
            }
        }
        #Preview { Loader() }
        """

    @Test func workThatStartsAtOnceRunsAndWorkForLaterDoesNot() throws {
        let r = run(Self.loader)
        #expect(r.errors == [])
        // In the order made: the .task, then the .onAppear's task and queued work.
        #expect(r.firstPreviewTexts.first == "task Task main global")
        #expect(r.warnings.count == 2)
        #expect(r.warnings.contains { $0.hasPrefix("'Task.sleep' waits") })
        #expect(r.warnings.contains { $0.hasPrefix("work queued on a DispatchQueue with 'asyncAfter'") })
    }

    @Test func aTappedButtonsTaskRunsUntilItWaits() throws {
        let r = run(Self.loader, LessonRequest(tap: ("Reload", nil)))
        guard case .pressed? = r.tap else {
            Issue.record("expected a press, got \(String(describing: r.tap))")
            return
        }
        #expect(r.firstPreviewTexts.first == "task Task main global tap")
    }

    /// An error a task's work throws stays in the task, as Swift keeps it in the task's result.
    @Test func anErrorThrownInATaskStaysInIt() throws {
        let source = """
            import SwiftUI
            struct Fetcher: View {
                @State private var text = "start"
                var body: some View {
                    Text(text).onAppear {
                        Task {
                            text = "fetching"
                            _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                            text = "fetched"
                        }
                    }
                }
            }
            #Preview { Fetcher() }
            """
        let r = run(source)
        #expect(r.errors == [])
        #expect(r.firstPreviewTexts == ["fetching"])
    }
}
