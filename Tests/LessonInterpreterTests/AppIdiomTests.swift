import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// Idioms of the 100 Days of SwiftUI and CS193p apps: a preview passing `.constant(model)` to a
/// `@Binding`, optional chaining through a binding, `@FetchRequest` with no context (no
/// results), literals of a declared floating type, a program's own operators, and a
/// `UIViewRepresentable`.
struct AppIdiomTests {
    static let game = """
        import SwiftUI
        struct Game {
            var questions = [(f1: Int, f2: Int)]()
            var title = "Tables"
        }
        struct GameView: View {
            @Binding var game: Game
            var first: Int {
                game.questions.first?.f1 ?? 0
            }
            var body: some View {
                Text("\\(game.title) \\(first)")
            }
        }
        #Preview { GameView(game: .constant(Game())) }
        """

    @Test func aConstantBindingAndOptionalChainingThroughIt() {
        let result = open(Self.game)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["Tables 0"])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsTheGame() throws {
        #expect(try SwiftUIStandIn.errors(inFiles: [Self.game]) == [[]])
    }

    /// With no `.environment(\.managedObjectContext, …)`, the context is an empty one: no rows.
    @Test func aFetchRequestWithNoContextHasNoResults() {
        let source = """
            import SwiftUI
            struct Book { var title = "" }
            struct Shelf: View {
                @FetchRequest(sortDescriptors: []) var books: FetchedResults<Book>
                var body: some View {
                    Text(books.isEmpty ? "No books" : "Books")
                }
            }
            #Preview { Shelf() }
            """
        let result = open(source)
        #expect(result.errors == [])
        #expect(result.warnings == [])
        #expect(result.firstPreviewTexts == ["No books"])
    }

    /// Literals take the declared type, as Swift types them: `2/3` declared `CGFloat` is two thirds.
    @Test func literalsTakeTheDeclaredFloatingType() {
        let source = """
            import SwiftUI
            struct V: View {
                private let ratio: CGFloat = 2/3
                static let half: Double = 1/2
                var body: some View {
                    let third: CGFloat = (1 + 0) / 3
                    let whole = 2/3
                    Text("\\(ratio) \\(V.half) \\(third) \\(whole)")
                }
            }
            #Preview { V() }
            """
        let result = open(source)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["0.6666666666666666 0.5 0.3333333333333333 0"])
    }

    /// A program's own `<` and `==` run for its types: `sorted()`, comparisons, and an enum
    /// declared `Comparable` ordered by its cases.
    static let operators = """
        import SwiftUI
        struct User: Identifiable, Comparable {
            let id = UUID()
            var first: String
            static func < (lhs: User, rhs: User) -> Bool { lhs.first < rhs.first }
        }
        enum Size: Comparable {
            case small, medium, large
        }
        struct Money: Equatable {
            var cents: Int
            static func == (a: Money, b: Money) -> Bool { a.cents / 100 == b.cents / 100 }
        }
        struct V: View {
            let users = [User(first: "Zoe"), User(first: "Amy")].sorted()
            var body: some View {
                VStack {
                    Text(users.map { $0.first }.joined(separator: ","))
                    Text("\\(Size.small < Size.large) \\([Size.large, .small, .medium].sorted() == [.small, .medium, .large])")
                    Text("\\(Money(cents: 150) == Money(cents: 120)) \\(User(first: "b") > User(first: "a"))")
                }
            }
        }
        #Preview { V() }
        """

    @Test func aProgramsOwnOperatorsRun() {
        let result = open(Self.operators)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["Amy,Zoe", "true true", "true true"])
    }

    @Test(.enabled(if: SwiftUIStandIn.swiftcIsAvailable))
    func swiftcAcceptsTheOperators() throws {
        #expect(try SwiftUIStandIn.errors(inFiles: [Self.operators]) == [[]])
    }

    /// A UIKit view wrapped for SwiftUI is a placeholder with a warning, not an error.
    @Test func aRepresentableIsAPlaceholder() {
        let source = """
            import SwiftUI
            struct MapView: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            #Preview { MapView() }
            """
        let result = open(source)
        #expect(result.errors == [])
        #expect(result.warnings.contains("'UIViewRepresentable' is not supported yet; drawn as a placeholder"))
        #expect(result.previews.count == 1)
    }

    /// `$on.animation()` is the same binding; `reduce(0, +)` names an operator as the function;
    /// `VStack(content: Row.init)` gives a view's initializer as the content. (The stand-in has no
    /// `Toggle` or `Stepper`, so swiftc does not check this one.)
    static let functionsAsValues = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("row") }
        }
        struct V: View {
            @State private var on = true
            @State private var amount = 2.0
            var body: some View {
                VStack {
                    Toggle("On", isOn: $on.animation())
                    Stepper("Amount", value: $amount.animation(), in: 1...5)
                    Text("\\([1, 2, 3].reduce(0, +)) \\([4, 5].reduce(1, *))")
                    VStack(content: Row.init)
                }
            }
        }
        #Preview { V() }
        """

    @Test func functionsAndBindingsAsValues() {
        let result = open(Self.functionsAsValues)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts.contains("6 20"))
        #expect(result.firstPreviewTexts.contains("row"))
    }

    static let styleAndComputedBinding = """
        import SwiftUI
        extension ShapeStyle where Self == Color {
            static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
        }
        struct Habit { var note = "Run" }
        struct V: View {
            @State private var habit = Habit()
            func noteBinding() -> Binding<String> {
                Binding<String>(get: { habit.note }, set: { habit.note = $0 })
            }
            var body: some View {
                TextField("Note", text: noteBinding())
                    .background(.darkBackground)
                    .foregroundStyle(Color.darkBackground)
            }
        }
        #Preview { V() }
        """

    @Test func aShapeStyleExtensionForColorAndABindingMadeOfAGetter() {
        let result = open(Self.styleAndComputedBinding)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["Run"])
    }

    static let initAsFunctionAndPublisher = """
        import SwiftUI
        struct Facility: Identifiable {
            let id = UUID()
            var name: String
        }
        struct Money { let cents: Int; init(_ cents: Int) { self.cents = cents } }
        class Store: ObservableObject {
            var names = ["Family", "Beginners"] { didSet { objectWillChange.send() } }
            func rename() { names[0] = "Eco"; objectWillChange.send() }
        }
        struct V: View {
            @StateObject var store = Store()
            var body: some View {
                let facilities = store.names.map(Facility.init)
                let money = [5, 7].map(Money.init)
                Text(facilities.map(\\.name).joined(separator: ", ") + " \\(money[1].cents)")
                Button("Rename") { store.rename() }
            }
        }
        #Preview { V() }
        """

    @Test func anInitializerAsAFunctionAndObjectWillChange() {
        let result = open(Self.initAsFunctionAndPublisher)
        #expect(result.errors == [])
        #expect(result.firstPreviewTexts == ["Family, Beginners 7", "Rename"])
    }

    static let frameworks = """
        import SwiftUI
        import CoreLocation
        import MapKit
        import CoreImage
        struct Place: Identifiable {
            let id = 1
            var coordinate: CLLocationCoordinate2D
        }
        struct V: View {
            let place = Place(coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12))
            let region = MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
            let haptics = UINotificationFeedbackGenerator()
            var body: some View {
                Text("\\(place.coordinate.latitude) \\(region.span.latitudeDelta) \\(place.coordinate == region.center)")
                Text("\\(NSNumber(value: 3).doubleValue) \\(NSNumber(value: 2.5).intValue)")
                Button("Buzz") { haptics.notificationOccurred(.success) }
            }
        }
        #Preview { V() }
        """

    @Test func frameworkValuesReadBackAndTheirSideEffectsAreSkipped() {
        let result = open(Self.frameworks)
        #expect(result.errors == [], "\(result.messages)")
        #expect(result.firstPreviewTexts == ["51.5 0.2 true", "3.0 2", "Buzz"])
    }
}
