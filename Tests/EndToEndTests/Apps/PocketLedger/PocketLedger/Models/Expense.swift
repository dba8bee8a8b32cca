//
//  Expense.swift
//  PocketLedger
//

import Foundation

struct Expense: Identifiable, Equatable {
    enum Kind: String, CaseIterable, Identifiable {
        case personal
        case business

        var id: Self { self }

        var title: String { rawValue.capitalized }
    }

    var id = UUID()
    let name: String
    let kind: Kind
    let amount: Double

    var isLarge: Bool { amount >= 100 }

    static let samples: [Expense] = [
        Expense(name: "Lunch", kind: .personal, amount: 12.5),
        Expense(name: "Train ticket", kind: .business, amount: 48),
        Expense(name: "Headphones", kind: .personal, amount: 129.99),
        Expense(name: "Printer ink", kind: .business, amount: 34.2),
        Expense(name: "Coffee", kind: .personal, amount: 3.8),
    ]
}
