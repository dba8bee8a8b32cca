import LessonInterpreter
import SwiftLesson
import Testing

/// What completion offers after `Name(`: the memberwise initializer as code outside the view may
/// call it, which a private property makes private or leaves its label out of.
struct StaticCheckAccessTests {
    static func initializers(_ source: String) -> [[String?]] {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "A.swift", text: source))
        #expect(errors.isEmpty)
        return program.views.first?.initializers.map { $0.map(\.label) } ?? [[nil]]
    }

    @Test func aPrivateWrappedPropertyWithAValueIsNotOffered() {
        let source = """
            struct Counter: View {
                let title: String
                @State private var count = 0
                @State var step = 1
                var body: some View { Text(title) }
            }
            """
        #expect(Self.initializers(source) == [["title", "step"]])
    }

    @Test func aPrivateStoredPropertyLeavesOnlyInitWhenEveryPropertyHasAValue() {
        let source = """
            struct Counter: View {
                private var count = 0
                var step = 1
                var body: some View { Text("a") }
            }
            """
        #expect(Self.initializers(source) == [[]])
    }

    @Test func aPrivateStoredPropertyWithoutAValueLeavesNoInitializer() {
        let source = """
            struct Counter: View {
                private var count: Int
                var body: some View { Text("a") }
            }
            """
        #expect(Self.initializers(source) == [])
    }

    @Test func aWrapperWithoutAWrappedValueInitializerIsNotAParameter() {
        // NB: swiftc's rule: `@FocusState`, `@Environment(...)` and `@FetchRequest(...)` have no
        // `init(wrappedValue:)`, so they are not parameters and their access does not count.
        let source = """
            struct Editor: View {
                @Binding var name: String
                @FocusState private var focused: Bool
                @Environment(\\.dismiss) private var dismiss
                @FetchRequest(sortDescriptors: []) var books: FetchedResults<Book>
                var body: some View { Text(name) }
            }
            """
        #expect(Self.initializers(source) == [["name"]])
    }

    @Test func aPrivateWrappedOptionalWithoutAValueIsNotOffered() {
        let source = """
            struct Resort: View {
                let name: String
                @State private var pick: Int?
                var body: some View { Text(name) }
            }
            """
        #expect(Self.initializers(source) == [["name"]])
    }

    @Test func publicPropertiesAreAllOffered() {
        let source = """
            struct Counter: View {
                var count = 0
                let title: String
                var body: some View { Text(title) }
            }
            """
        #expect(Self.initializers(source) == [["count", "title"]])
    }
}
