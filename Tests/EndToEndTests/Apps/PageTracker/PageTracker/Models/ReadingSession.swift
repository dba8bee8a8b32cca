//
//  ReadingSession.swift
//  PageTracker
//

import Foundation

class ReadingSession {
    let book: String
    private(set) var minutes: Int

    init(book: String, minutes: Int) {
        self.book = book
        self.minutes = minutes
    }

    var summary: String {
        "\(minutes) min · \(book.truncated(to: 14))"
    }

    func extend(by extra: Int) {
        minutes += extra
    }
}

final class GoalSession: ReadingSession {
    let goal: Int

    init(book: String, minutes: Int, goal: Int) {
        self.goal = goal
        super.init(book: book, minutes: minutes)
    }

    var isGoalMet: Bool { minutes >= goal }

    override var summary: String {
        super.summary + (isGoalMet ? " ✓" : " (goal \(goal))")
    }
}

final class SessionLog {
    private(set) var sessions: [ReadingSession] = []
    var onChange: (() -> Void)?

    func add(_ session: ReadingSession) {
        sessions.append(session)
        onChange?()
    }

    var goalSessions: [GoalSession] {
        sessions.compactMap { $0 as? GoalSession }
    }

    var plainCount: Int {
        sessions.filter { !($0 is GoalSession) }.count
    }

    func makeReporter() -> () -> String {
        return { [weak self] in
            guard let self else { return "No log" }
            return "\(self.sessions.count) sessions, \(self.goalSessions.filter(\.isGoalMet).count) goals met"
        }
    }

    /// How many days it takes to finish `pages` at no more than `limit` pages a day.
    static func plan(pages: Int, limit: Int, days: inout Int) {
        repeat {
            days += 1
        } while pages > days * limit
    }

    static var sample: SessionLog {
        let log = SessionLog()
        log.add(ReadingSession(book: "Tiny Stars", minutes: 25))
        log.add(GoalSession(book: "The Silent Orchard", minutes: 40, goal: 30))
        log.add(GoalSession(book: "Rain Songs", minutes: 10, goal: 20))
        log.sessions.first?.extend(by: 5)
        return log
    }
}
