//
//  ContentView.swift
//  PageTracker
//

import SwiftUI

struct ContentView: View {
    @State private var log = ReadingLog.demo
    private let sessions = SessionLog.sample

    private var daysToFinish: Int {
        var days = 0
        let pagesLeft = log.reading.map(\.progress.pagesLeft).reduce(0, +)
        SessionLog.plan(pages: pagesLeft, limit: 100, days: &days)
        return days
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Reading") {
                    ForEach(log.reading) { book in
                        BookRow(book: book)
                    }
                }

                Section("Finished") {
                    ForEach(log.finished) { book in
                        BookRow(book: book)
                    }
                }

                Section {
                    let stats = log.stats
                    Text("\(stats.read) of \(stats.total) pages read")
                    Text("Average rating: \(stats.averageRating, specifier: "%.1f")")
                    Text(
                        "Next up: \(log.nextUp(preferring: [.poetry, .science, .fiction])?.title.titleCased ?? "nothing")"
                    )
                    Text("Shortest: \(log.sorted(by: \.progress.totalPages).first?.title.titleCased ?? "-")")
                    Text("About \(daysToFinish) days to go at 100 pages a day")
                } header: {
                    Text("Stats")
                } footer: {
                    Text(log.changeNote)
                }

                Section("Sessions") {
                    ForEach(sessions.sessions.indices, id: \.self) { index in
                        Text(sessions.sessions[index].summary)
                    }
                    Text(sessions.makeReporter()())
                }

                #if DEBUG
                    Section("Debug") {
                        Text("Updates: \(log.updates), plain sessions: \(sessions.plainCount)")
                    }
                #endif
            }
            .navigationTitle("PageTracker")
        }
    }
}

#Preview {
    ContentView()
}
