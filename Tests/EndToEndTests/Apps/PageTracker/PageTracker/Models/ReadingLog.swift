//
//  ReadingLog.swift
//  PageTracker
//

import Foundation

enum LogError: Error, Equatable {
    case emptyTitle
    case pagesOutOfRange(Int, allowed: ClosedRange<Int>)
    case duplicate(String)
}

struct ReadingLog {
    static let allowedPages = 1...5000

    private(set) var books: [Book] {
        willSet {
            previousCount = books.count
        }
        didSet {
            changeNote = "\(previousCount) → \(books.count) books"
        }
    }
    private(set) var previousCount = 0
    private(set) var changeNote = "No changes yet"
    private(set) var updates = 0
    private var nextID: BookID

    init(books: [Book] = []) {
        self.books = books
        nextID = (books.map(\.id).max() ?? 0) + 1
    }

    lazy var authors: [String] = Array(Set(books.map(\.author))).sorted()

    var reading: [Book] { books.filter { !$0.progress.isFinished }.sorted() }
    var finished: [Book] { books.filter(\.progress.isFinished).sorted() }

    /// Pages read, pages in total and the average rating of rated books.
    var stats: (read: Int, total: Int, averageRating: Double) {
        let read = books.reduce(0) { $0 + $1.progress.pagesRead }
        let total = books.map(\.progress.totalPages).reduce(0, +)
        let ratings = books.compactMap(\.rating)
        let average = ratings.isEmpty ? 0 : Double(ratings.reduce(0, +)) / Double(ratings.count)
        return (read, total, average)
    }

    func sorted<Value: Comparable>(by keyPath: KeyPath<Book, Value>) -> [Book] {
        books.sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    @discardableResult
    mutating func add(title: String, author: String, pages: Int, genre: Book.Genre = .fiction) throws -> Book {
        let cleanTitle = title.trimmingCharacters(in: .whitespaces)
        guard !cleanTitle.isEmpty else { throw LogError.emptyTitle }
        guard Self.allowedPages.contains(pages) else {
            throw LogError.pagesOutOfRange(pages, allowed: Self.allowedPages)
        }
        if books.contains(where: { $0.title.lowercased() == cleanTitle.lowercased() }) {
            throw LogError.duplicate(cleanTitle)
        }
        let book = Book(
            id: nextID, title: cleanTitle, author: author, genre: genre,
            progress: .init(pagesRead: 0, totalPages: pages))
        nextID += 1
        books.append(book)
        return book
    }

    mutating func read(_ pages: Int, in id: BookID) {
        defer { updates += 1 }
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        var progress = books[index].progress
        progress.pagesRead = min(progress.pagesRead + pages, progress.totalPages)
        books[index].progress = progress
    }

    /// The first unfinished book of the first genre, in order, that has one.
    func nextUp(preferring genres: [Book.Genre]) -> Book? {
        var found: Book?
        search: for genre in genres {
            for book in books where book.genre == genre {
                if book.progress.isFinished {
                    continue
                }
                found = book
                break search
            }
        }
        return found
    }

    static var demo: ReadingLog {
        var log = ReadingLog(books: Book.samples)
        do {
            try log.add(title: "Moss and Iron", author: "Ada Penn", pages: 220, genre: .history)
            try log.add(title: "  ", author: "Nobody", pages: 10)
        } catch LogError.emptyTitle {
            log.changeNote += " (skipped an empty title)"
        } catch {
            log.changeNote = "Unexpected: \(error)"
        }
        log.read(40, in: 3)
        return log
    }
}
