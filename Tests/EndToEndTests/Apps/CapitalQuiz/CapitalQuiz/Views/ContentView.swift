//
//  ContentView.swift
//  CapitalQuiz
//

import SwiftUI

struct ContentView: View {
    @State private var game = QuizGame()
    @State private var showingResult = false
    @State private var resultTitle = ""
    @State private var resultMessage = ""

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 20) {
                Text("Capital Quiz")
                    .font(.largeTitle.bold())
                    .foregroundColor(.white)

                VStack(spacing: 15) {
                    Text("Which city is the capital of")
                        .foregroundStyle(.secondary)
                    Text(game.question.name)
                        .font(.title.weight(.semibold))

                    ForEach(0..<game.options.count, id: \.self) { index in
                        CapitalButton(country: game.options[index], number: index + 1) {
                            answer(index)
                        }
                    }
                }
                .padding(20)
                .background(.regularMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 20))

                Text("Score: \(game.score)   Best streak: \(game.bestStreak)")
                    .foregroundColor(.white)
                    .font(.headline)
            }
            .padding()
        }
        .alert(resultTitle, isPresented: $showingResult) {
            Button(game.isFinished ? "Play again" : "Continue") {
                if game.isFinished {
                    game.restart()
                } else {
                    game.nextQuestion()
                }
            }
        } message: {
            Text(resultMessage)
        }
    }

    private func answer(_ index: Int) {
        switch game.choose(index) {
        case .correct:
            resultTitle = "Correct"
            resultMessage = "Your score is \(game.score)"
        case .wrong(let capital):
            let picked = game.options[safe: index]?.capital ?? "?"
            resultTitle = "Wrong"
            resultMessage = "\(picked) is not it, the answer was \(capital)"
        }
        if game.isFinished {
            resultTitle = game.isPerfect ? "Perfect game!" : "Game over"
        }
        showingResult = true
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
