//
//  ContentView.swift
//  PairUp
//

import SwiftUI

struct ContentView: View {
    @StateObject var game = EmojiMemoryGame()

    private let aspectRatio: CGFloat = 2 / 3

    var body: some View {
        VStack {
            Text(game.theme.name)
                .font(.largeTitle)
                .bold()
            cards
                .foregroundColor(game.color)
            HStack {
                score
                Spacer()
                newGame
                shuffle
            }
            .font(.title3)
        }
        .padding()
    }

    private var score: some View {
        Text("Score: \(game.score)")
    }

    private var shuffle: some View {
        Button("Shuffle") {
            withAnimation {
                game.shuffle()
            }
        }
    }

    private var newGame: some View {
        Button("New Game") {
            game.newGame()
        }
    }

    private var cards: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 65), spacing: 0)], spacing: 0) {
            ForEach(game.cards) { card in
                CardView(card)
                    .aspectRatio(aspectRatio, contentMode: .fit)
                    .padding(4)
                    .onTapGesture {
                        game.choose(card)
                    }
            }
        }
    }
}

#Preview {
    ContentView()
}

#Preview("Two cards up") {
    let game = EmojiMemoryGame(theme: Theme.builtIn[1])
    game.choose(game.cards[0])
    game.choose(game.cards[3])
    return ContentView(game: game)
}
