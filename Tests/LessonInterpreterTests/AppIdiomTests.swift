import LessonInterpreter
import StandInSupport
import SwiftLesson
import Testing

/// Idioms of the 100 Days of SwiftUI apps: a preview passing `.constant(model)` to a
/// `@Binding`, optional chaining through a binding, and `@FetchRequest`, whose results are
/// empty in a preview with a warning that says so.
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

    @Test func aFetchRequestHasNoResultsAndSaysSo() {
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
        #expect(result.warnings == ["'@FetchRequest' is not supported yet; its results are empty"])
        #expect(result.firstPreviewTexts == ["No books"])
    }
}
