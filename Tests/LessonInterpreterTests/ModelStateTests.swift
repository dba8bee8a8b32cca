import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// The models SwiftUI apps hold their state in, run as SwiftUI runs them: an `ObservableObject`
/// in `@StateObject`, handed down as `@ObservedObject` and through `.environmentObject(_:)`;
/// an `@Observable` class in `@State`, taken with `@Bindable` and `@Environment(Model.self)`.
/// A tap changes the one object every view holding it reads, and the session holds the root's
/// model properties as `model.property`.
struct ModelStateTests {
    func run(_ source: String, states: [String: StateValue] = [:], tap: String? = nil) -> LessonResult {
        let (program, errors) = SwiftProgram.empty.adding(SourceFile(path: "Lesson.swift", text: source))
        #expect(errors.isEmpty)
        return Lesson.run(
            program, request: LessonRequest(states: ["Preview": states], tap: tap.map { ($0, nil) }),
            formatting: FixedFormatting(), now: 0)
    }

    func changes(_ result: LessonResult) -> [SwiftState]? {
        if case .pressed(_, let changes)? = result.tap { return changes }
        return nil
    }

    static let observableObject = """
        import SwiftUI
        class Order: ObservableObject {
            @Published var quantity = 1
            @Published var size: Size = .small
            func add() { quantity += 1 }
        }
        enum Size: String { case small, large }
        struct Summary: View {
            @EnvironmentObject var order: Order
            var body: some View { Text("Summary: \\(order.quantity) \\(order.size.rawValue)") }
        }
        struct Stepper2: View {
            @ObservedObject var order: Order
            var body: some View { Button("Large") { order.size = .large } }
        }
        struct OrderView: View {
            @StateObject private var order = Order()
            var body: some View {
                VStack {
                    Text("Quantity: \\(order.quantity)")
                    Button("Add") { order.add() }
                    Stepper2(order: order)
                    Summary()
                }
                .environmentObject(order)
            }
        }
        #Preview { OrderView() }
        """

    @Test func anEnvironmentObjectIsTheObjectAnAncestorGave() {
        let result = run(Self.observableObject)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.firstPreviewTexts == ["Quantity: 1", "Add", "Large", "Summary: 1 small"])
    }

    @Test func aTapThroughTheModelIsSeenByEveryViewHoldingIt() {
        let result = run(Self.observableObject, tap: "Add")
        #expect(changes(result) == [SwiftState(name: "order.quantity", type: "Int", value: .int(2))])
        #expect(result.firstPreviewTexts == ["Quantity: 2", "Add", "Large", "Summary: 2 small"])
        let child = run(Self.observableObject, tap: "Large")
        #expect(changes(child) == [SwiftState(name: "order.size", type: "Size", value: .enumCase("large"))])
        #expect(child.firstPreviewTexts.last == "Summary: 1 large")
    }

    @Test func theRootsModelPropertiesAreSessionStates() {
        let result = run(Self.observableObject, states: ["order.quantity": .int(7), "order.size": .enumCase("large")])
        #expect(result.firstPreviewTexts == ["Quantity: 7", "Add", "Large", "Summary: 7 large"])
        #expect(
            result.previews.first?.states == [
                SwiftState(name: "order.quantity", type: "Int", value: .int(7)),
                SwiftState(name: "order.size", type: "Size", value: .enumCase("large")),
            ])
    }

    static let observation = """
        import SwiftUI
        import Observation
        @Observable class Library {
            var title = "Books"
            var count = 0
        }
        struct Rename: View {
            @Bindable var library: Library
            var body: some View {
                TextField("Title", text: $library.title)
                Button("Rename") { library.title = "Shelf" }
            }
        }
        struct Footer: View {
            @Environment(Library.self) private var library
            var body: some View { Text("Footer: \\(library.title) \\(library.count)") }
        }
        struct LibraryView: View {
            @State private var library = Library()
            var body: some View {
                VStack {
                    Button("Add") { library.count += 1 }
                    Rename(library: library)
                    Footer()
                }
                .environment(library)
            }
        }
        #Preview { LibraryView() }
        """

    @Test func anObservableClassIsSharedThroughBindableAndTheEnvironment() {
        let result = run(Self.observation, tap: "Rename")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(changes(result) == [SwiftState(name: "library.title", type: "String", value: .string("Shelf"))])
        #expect(result.firstPreviewTexts == ["Add", "Shelf", "Rename", "Footer: Shelf 0"])
        let added = run(Self.observation, states: ["library.count": .int(4)], tap: "Add")
        #expect(changes(added) == [SwiftState(name: "library.count", type: "Int", value: .int(5))])
        #expect(added.firstPreviewTexts.last == "Footer: Books 5")
    }

    @Test(arguments: [
        (
            "class Store: ObservableObject { var n = 1 }\nstruct V: View { @EnvironmentObject var store: Store; var body: some View { Text(\"\\(store.n)\") } }\n#Preview { V() }",
            "no ObservableObject of type Store found; a View.environmentObject(_:) for Store may be missing as an ancestor of this view"
        ),
        (
            "@Observable class Store { var n = 1 }\nstruct V: View { @Environment(Store.self) var store; var body: some View { Text(\"\\(store.n)\") } }\n#Preview { V() }",
            "no Observable object of type Store found; a View.environment(_:) for Store may be missing as an ancestor of this view"
        ),
    ])
    func anObjectNobodyProvidedStopsThePreviewAsSwiftUIDoes(_ code: String, _ message: String) {
        let result = open("import SwiftUI\n" + code + "\n")
        #expect(result.errors == [message])
    }

    @Test func anEnvironmentObjectReachesOnlyTheViewsInsideTheModifiedOne() {
        let code = """
            import SwiftUI
            class Store: ObservableObject { var n = 5 }
            struct V: View { @EnvironmentObject var store: Store; var body: some View { Text("\\(store.n)") } }
            #Preview { VStack { V().environmentObject(Store()); V() } }
            """
        let result = open(code)
        // NB: the second V is beside the modified one, not inside it.
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.hasPrefix("no ObservableObject of type Store found") == true)
    }

    @Test func anEnvironmentValueAViewSetIsWhatItsContentReads() {
        let code = """
            import SwiftUI
            struct V: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            #Preview { VStack { V(); V().environment(\\.colorScheme, .dark) } }
            """
        let result = open(code)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.firstPreviewTexts == ["light", "dark"])
    }

    @Test func appStorageIsStateTheSessionHolds() {
        let code = """
            import SwiftUI
            struct V: View {
                @AppStorage("taps") private var taps = 0
                @SceneStorage("tab") private var tab = "home"
                var body: some View {
                    Text("Taps \\(taps) \\(tab)")
                    Button("Tap") { taps += 1 }
                }
            }
            #Preview { V() }
            """
        let result = run(code, states: ["taps": .int(4)], tap: "Tap")
        #expect(changes(result) == [SwiftState(name: "taps", type: "Int", value: .int(5))])
        #expect(result.firstPreviewTexts == ["Taps 5 home", "Tap"])
        #expect(result.previews.first?.states.map(\.name) == ["taps", "tab"])
    }
}
