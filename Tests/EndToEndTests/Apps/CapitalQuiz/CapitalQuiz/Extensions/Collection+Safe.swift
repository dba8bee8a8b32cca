//
//  Collection+Safe.swift
//  CapitalQuiz
//

import Foundation

extension Collection {
    /// Returns nil instead of crashing when the index is out of range.
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Array where Element == QuizGame.Answer {
    /// "✓✓✗✓" for the results row.
    var summary: String {
        map { answer in
            if case .wrong = answer {
                return "✗"
            }
            return "✓"
        }
        .joined()
    }

    /// The last three answers, newest last.
    var recentSummary: String {
        Array(suffix(3)).summary
    }
}
