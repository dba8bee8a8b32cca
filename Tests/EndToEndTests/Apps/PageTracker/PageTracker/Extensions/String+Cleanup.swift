//
//  String+Cleanup.swift
//  PageTracker
//

import Foundation

extension String {
    /// "the silent orchard" → "The Silent Orchard".
    var titleCased: String {
        split(separator: " ")
            .map { word in word.prefix(1).uppercased() + word.dropFirst().lowercased() }
            .joined(separator: " ")
    }

    /// "Mara Quill" → "MQ".
    var initials: String {
        components(separatedBy: " ")
            .compactMap { $0.first }
            .map { String($0) }
            .joined()
    }

    func truncated(to length: Int) -> String {
        count > length ? prefix(length) + "…" : self
    }
}

extension Int {
    /// Keeps a value inside a range, changing it in place.
    static func clamp(_ value: inout Int, to range: ClosedRange<Int>) {
        value = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    var stars: String {
        var rating = self
        Int.clamp(&rating, to: 0...5)
        return String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
    }
}
