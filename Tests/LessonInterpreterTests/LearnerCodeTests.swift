import LessonInterpreter
import SwiftLesson
import Testing
import TileTree

/// Swift that learners' files are written in, each checked by what it draws.
struct LearnerCodeTests {
    func texts(_ source: String) -> [String] {
        let result = open(source)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        return result.firstPreviewTexts
    }

    @Test func aForLoopBindsItsNames() {
        let source = """
            import SwiftUI
            struct Deck {
                var cards: [String] = []
                init(pairs: Int) {
                    for pairIndex in 0..<max(2, pairs) { cards.append("\\(pairIndex)a") }
                    for (n, card) in cards.enumerated() where n == 0 { cards.append(card + "!") }
                }
            }
            #Preview { Text(Deck(pairs: 1).cards.joined(separator: " ")) }
            """
        #expect(texts(source) == ["0a 1a 0a!"])
    }

    @Test func aPropertysFirstValueMayCallAStaticMethod() {
        let source = """
            import SwiftUI
            struct Game: View {
                private static func createTitle() -> String { "Memorize" }
                var title = createTitle()
                var body: some View { Text(title) }
            }
            #Preview { Game() }
            """
        #expect(texts(source) == ["Memorize"])
    }

    @Test func aComputedColourTakesItsDeclaredType() {
        let source = """
            import SwiftUI
            struct Dot: View {
                var on = true
                var tint: Color { on ? .green : .gray }
                var body: some View { tint.frame(width: 10, height: 10) }
            }
            #Preview { Dot() }
            """
        let result = open(source)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.previews.count == 1)
    }

    @Test func maxByTakesTheFirstOfEquals() {
        let source = """
            import SwiftUI
            struct P { var name: String; var score: Int }
            let players = [P(name: "Ann", score: 1), P(name: "Bo", score: 3), P(name: "Cy", score: 3)]
            #Preview {
                Text(players.max { $0.score < $1.score }?.name ?? "")
                Text(players.min(by: { $0.score < $1.score })?.name ?? "")
            }
            """
        #expect(texts(source) == ["Bo", "Ann"])
    }

    @Test func forEachOverBindingsNamesTheBindingAndItsValue() {
        let source = """
            import SwiftUI
            struct Item: Identifiable { let id: Int; var done: Bool }
            struct Todo: View {
                @State private var items = [Item(id: 1, done: true)]
                var body: some View {
                    ForEach($items) { $item in Toggle("Item \\(item.id)", isOn: $item.done) }
                }
            }
            #Preview { Todo() }
            """
        #expect(texts(source) == ["Item 1"])
    }
}
