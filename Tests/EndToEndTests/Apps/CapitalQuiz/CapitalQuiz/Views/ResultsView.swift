//
//  ResultsView.swift
//  CapitalQuiz
//

import SwiftUI

struct ResultsView: View {
    let answers: [QuizGame.Answer]

    private var correctCount: Int {
        answers.reduce(0) { total, answer in
            answer == .correct ? total + 1 : total
        }
    }

    private var grade: String {
        let percent = answers.isEmpty ? 0 : correctCount * 100 / answers.count
        switch percent {
        case 90...:
            return "A"
        case 70..<90:
            return "B"
        case 50..<70:
            return "C"
        default:
            return "Try again"
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("Results")
                .font(.headline)
            Text(answers.summary)
                .font(.title)
            Text("\(correctCount) of \(answers.count) correct")
            Text("Last three: \(answers.recentSummary)")
                .font(.caption)
            Text("Grade: \(grade)")
                .bold()
                .foregroundColor(correctCount == answers.count ? .green : .orange)
        }
        .padding()
    }
}

struct ResultsView_Previews: PreviewProvider {
    static var previews: some View {
        ResultsView(answers: [.correct, .correct, .wrong(rightCapital: "Oslo"), .correct])
            .previewDisplayName("Mixed")
        ResultsView(answers: [])
            .previewDisplayName("Empty")
        ResultsView(answers: Array(repeating: .correct, count: 8))
            .previewDisplayName("Perfect")
    }
}
