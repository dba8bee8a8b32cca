import LessonInterpreter
import SwiftLesson
import Testing

/// `typealias` wherever a type is written, nested types at any depth, and `#if` in a drawn
/// file: what a preview draws, or its first error.
struct TypeAliasTests {
    static let declarations = """
        typealias Money = Double
        typealias Names = [String]
        typealias Pair<T> = (T, T)
        enum Constants {
            static let title = "T"
            enum Pie {
                static let opacity = 0.4
                enum Deep { static let name = "deep" }
            }
        }
        typealias K = Constants
        struct MemoryGame<CardContent> {
            private(set) var cards: [Card] = []
            init(contents: [CardContent]) {
                for c in contents { cards.append(Card(content: c)) }
            }
        }
        extension MemoryGame {
            struct Card {
                var isFaceUp = false
                let content: CardContent
            }
        }
        typealias Game = MemoryGame<String>
        struct Card { let title: String }
        struct Deck {
            struct Card { let n: Int }
            typealias Item = String
            let cards = [Card(n: 1)]
            var items: [Item] = ["a", "b"]
            func first() -> Card { cards[0] }
            static let price: Money = 3
        }
        func show(_ m: Money) -> String { "\\(m)" }
        """

    /// `code` as the body of a function whose string a preview shows, after `declarations`.
    func run(_ code: String) -> String {
        let result = open(
            "import SwiftUI\n\(Self.declarations)\nfunc work() -> String {\n\(code)\n}\n#Preview { Text(work()) }\n")
        if let error = result.errors.first { return "error: " + error }
        return result.firstPreviewTexts.joined(separator: "|")
    }

    @Test(arguments: [
        ("return \"\\(Money(2))\"", "2.0"),
        ("let m: Money = 3; return \"\\(m)\"", "3.0"),
        ("return show(2)", "2.0"),
        ("return \"\\(Deck.price)\"", "3.0"),
        ("return \"\\(Names().count)\"", "0"),
        ("let n: Names = [\"x\"]; return n[0]", "x"),
        ("return Deck().items.joined()", "ab"),
        ("let p: Pair<Int> = (1, 2); return \"\\(p.0 + p.1)\"", "3"),
        ("return K.title", "T"),
        ("return \"\\(K.Pie.opacity)\"", "0.4"),
        ("return Game.Card(content: \"x\").content", "x"),
        ("typealias Card = MemoryGame<String>.Card; return Card(content: \"q\").content", "q"),
        ("let card: Game.Card = MemoryGame<String>.Card(content: \"z\"); return card.content", "z"),
        ("return \"\\(Game(contents: [\"a\", \"b\"]).cards.count)\"", "2"),
    ])
    func aliasesStandForTheirTypes(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test(arguments: [
        ("return \"\\(Constants.Pie.opacity)\"", "0.4"),
        ("return Constants.Pie.Deep.name", "deep"),
        ("return MemoryGame<String>.Card(content: \"c\").content", "c"),
        ("return \"\\(MemoryGame(contents: [1, 2, 3]).cards[2].content)\"", "3"),
        // NB: inside `Deck`, `Card` is `Deck.Card`, not the top-level `Card`.
        ("return \"\\(Deck().cards[0].n) \\(Deck().first().n) \\(Card(title: \"top\").title)\"", "1 1 top"),
        ("return \"\\(Constants.Pie.missing)\"", "error: type 'Constants.Pie' has no member 'missing'"),
    ])
    func nestedTypesAtAnyDepth(_ code: String, _ expected: String) {
        #expect(run(code) == expected)
    }

    @Test func aCycleOfAliasesIsAnErrorNotAHang() {
        let result = open(
            "import SwiftUI\ntypealias A = B\ntypealias B = A\nfunc work() -> String { \"\\(A())\" }\n"
                + "#Preview { Text(work()) }\n")
        #expect(result.errors == ["cannot find 'A' in scope"])
    }

    @Test func noFalseErrorFromTheChecker() {
        let result = open(
            "import SwiftUI\n\(Self.declarations)\nstruct V: View {\n    typealias Card = MemoryGame<String>.Card\n"
                + "    let card: Card = Card(content: \"v\")\n    let price: Money = 2\n"
                + "    var body: some View { Text(card.content + \"\\(price)\") }\n}\n#Preview { V() }\n")
        #expect(result.diagnostics.map(\.diagnostic.message) == [])
        #expect(result.firstPreviewTexts == ["v2.0"])
    }

    /// `#if` in a drawn file: the branch a preview build for the iOS simulator takes.
    @Test func conditionalCompilationDraws() {
        let result = open(
            """
            import SwiftUI
            #if canImport(UIKit)
            let platform = "iOS"
            #else
            let platform = "mac"
            #endif
            struct V: View {
                #if DEBUG
                let mode = "debug"
                #else
                let mode = "release"
                #endif
                var body: some View {
                    VStack {
                        Text(platform)
                        #if os(macOS)
                        Text("mac only")
                        #endif
                        Text(mode)
                            #if os(iOS)
                            .bold()
                            #endif
                    }
                }
            }
            #Preview { V() }
            """)
        #expect(result.diagnostics.map(\.diagnostic.message) == [])
        #expect(result.firstPreviewTexts == ["iOS", "debug"])
    }
}
