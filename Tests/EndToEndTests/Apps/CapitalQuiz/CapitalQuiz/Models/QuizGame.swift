//
//  QuizGame.swift
//  CapitalQuiz
//

import Foundation

struct QuizGame {
    enum Answer: Equatable {
        case correct
        case wrong(rightCapital: String)
    }

    static let questionsPerGame = 8
    static let optionsPerQuestion = 3

    private(set) var options: [Country]
    private(set) var correctIndex: Int
    private(set) var score = 0
    private(set) var questionNumber = 1
    private(set) var history: [Answer] = []

    private(set) var streak = 0 {
        didSet {
            if streak > bestStreak {
                bestStreak = streak
            }
        }
    }
    private(set) var bestStreak = 0

    init(countries: [Country] = Country.all) {
        options = Array(countries.shuffled().prefix(QuizGame.optionsPerQuestion))
        correctIndex = Int.random(in: 0..<QuizGame.optionsPerQuestion)
    }

    var question: Country { options[correctIndex] }

    var isFinished: Bool { questionNumber > QuizGame.questionsPerGame }

    var wrongAnswers: Int {
        history.filter { $0 != .correct }.count
    }

    var isPerfect: Bool {
        !history.isEmpty && history.allSatisfy { $0 == .correct }
    }

    mutating func choose(_ index: Int) -> Answer {
        let answer: Answer
        if index == correctIndex {
            score += 1
            streak += 1
            answer = .correct
        } else {
            streak = 0
            answer = .wrong(rightCapital: question.capital)
        }
        history.append(answer)
        questionNumber += 1
        return answer
    }

    mutating func nextQuestion() {
        let previous = question
        repeat {
            options = Array(Country.all.shuffled().prefix(QuizGame.optionsPerQuestion))
            correctIndex = Int.random(in: 0..<options.count)
        } while question == previous && Country.all.count > 1
    }

    mutating func restart() {
        self = QuizGame()
    }
}
