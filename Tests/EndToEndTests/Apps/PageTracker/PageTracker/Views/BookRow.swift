//
//  BookRow.swift
//  PageTracker
//

import SwiftUI

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack(alignment: .top) {
            Text(book.genre.emoji)
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title.titleCased)
                    .font(.headline)
                Text("by \(book.author) (\(book.author.initials))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if let rating = book.rating {
                Text(rating.stars)
                    .foregroundColor(.orange)
            } else {
                Text("\(Int(book.progress.fraction * 100))%")
                    .monospacedDigit()
            }
        }
    }
}

#Preview {
    VStack(spacing: 12) {
        BookRow(book: .example)
        BookRow(book: Book.samples[3])
    }
    .padding()
}
