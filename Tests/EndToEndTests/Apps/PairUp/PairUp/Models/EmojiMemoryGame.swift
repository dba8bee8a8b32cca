//
//  EmojiMemoryGame.swift
//  PairUp
//
//  The ViewModel.
//

import SwiftUI

struct Theme: Identifiable {
    let name: String
    let emojis: [String]
    let colorName: String
    var numberOfPairs: Int

    var id: String { name }

    static let builtIn = [
        Theme(name: "Spooky", emojis: ["👻", "🎃", "🕷️", "😈", "💀", "🕸️", "🧙", "🙀"], colorName: "orange", numberOfPairs: 6),
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], colorName: "green", numberOfPairs: 4),
        Theme(name: "Food", emojis: ["🍕", "🌮", "🍔", "🍣"], colorName: "red", numberOfPairs: 8),
    ]
}

class EmojiMemoryGame: ObservableObject {
    typealias Card = MemoryGame<String>.Card

    private static func createMemoryGame(for theme: Theme) -> MemoryGame<String> {
        let emojis = theme.emojis
        return MemoryGame(numberOfPairsOfCards: min(theme.numberOfPairs, emojis.count)) { pairIndex in
            if emojis.indices.contains(pairIndex) {
                return emojis[pairIndex]
            } else {
                return "⁉️"
            }
        }
    }

    @Published private var model: MemoryGame<String>
    private(set) var theme: Theme

    init(theme: Theme = Theme.builtIn[0]) {
        self.theme = theme
        model = EmojiMemoryGame.createMemoryGame(for: theme)
    }

    var cards: Array<Card> {
        model.cards
    }

    var score: Int {
        model.score
    }

    var color: Color {
        Color(themeName: theme.colorName) ?? .gray
    }

    // MARK: - Intents

    func shuffle() {
        model.shuffle()
    }

    func choose(_ card: Card) {
        model.choose(card)
    }

    func newGame() {
        theme = Theme.builtIn.randomElement() ?? theme
        model = EmojiMemoryGame.createMemoryGame(for: theme)
        model.shuffle()
    }
}
