//
//  Double+Style.swift
//  PocketLedger
//

import SwiftUI

extension Double {
    /// Cheap things are green, big spends are red.
    var amountColor: Color {
        switch self {
        case ..<10:
            return .green
        case 10..<100:
            return .orange
        default:
            return .red
        }
    }
}

extension Array where Element == Expense {
    var total: Double {
        map(\.amount).reduce(0, +)
    }

    /// The three largest amounts, biggest first.
    var topAmounts: [Double] {
        Array(map(\.amount).sorted(by: >).prefix(3))
    }

    var names: String {
        map(\.name).joined(separator: ", ")
    }
}
