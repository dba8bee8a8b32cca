//
//  Book.swift
//  PageTracker
//

import Foundation

typealias BookID = Int

struct Book: Identifiable, Hashable, Comparable {
    enum Genre: String, CaseIterable {
        case fiction, science, history, poetry

        var emoji: String {
            switch self {
            case .fiction: return "📖"
            case .science: return "🔬"
            case .history: return "🏛️"
            case .poetry: return "🪶"
            }
        }
    }

    struct Progress: Hashable {
        var pagesRead: Int
        let totalPages: Int

        var fraction: Double {
            guard totalPages > 0 else { return 0 }
            return Double(pagesRead) / Double(totalPages)
        }

        var isFinished: Bool { pagesRead >= totalPages }

        var pagesLeft: Int { max(totalPages - pagesRead, 0) }
    }

    let id: BookID
    var title: String
    var author: String
    var genre: Genre
    var progress: Progress
    var rating: Int?

    static func < (lhs: Book, rhs: Book) -> Bool {
        lhs.title.lowercased() < rhs.title.lowercased()
    }

    static let samples: [Book] = [
        Book(
            id: 1, title: "the silent orchard", author: "Mara Quill", genre: .fiction,
            progress: Progress(pagesRead: 120, totalPages: 300)),
        Book(
            id: 2, title: "A Short History of Salt", author: "Ivo Brandt", genre: .history,
            progress: Progress(pagesRead: 250, totalPages: 250), rating: 4),
        Book(
            id: 3, title: "Tiny Stars", author: "Lena Okafor", genre: .science,
            progress: Progress(pagesRead: 30, totalPages: 410)),
        Book(
            id: 4, title: "Rain Songs", author: "Tomas Vey", genre: .poetry,
            progress: Progress(pagesRead: 96, totalPages: 96), rating: 5),
    ]

    static let example = samples[0]
}
