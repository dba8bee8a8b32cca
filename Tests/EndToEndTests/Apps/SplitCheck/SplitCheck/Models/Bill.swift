//
//  Bill.swift
//  SplitCheck
//

import Foundation

typealias Money = Double

struct Bill {
    var amount: Money
    var people: Int
    var tip: TipOption

    static let minimumPeople = 1
    static let maximumPeople = 20

    static let example = Bill(amount: 84.50, people: 3, tip: .recommended)

    var tipValue: Money {
        amount * tip.multiplier
    }

    var grandTotal: Money {
        amount + tipValue
    }

    var perPerson: Money {
        guard people > 0 else { return 0 }
        return grandTotal / Double(people)
    }

    /// The number of people, always kept inside the allowed range.
    var headCount: Int {
        get { people }
        set { people = min(max(newValue, Bill.minimumPeople), Bill.maximumPeople) }
    }

    /// Each person's share rounded up to a whole coin amount.
    var roundedShare: Money {
        (perPerson * 100).rounded(.up) / 100
    }

    mutating func addPerson() {
        headCount += 1
    }

    mutating func removePerson() {
        headCount -= 1
    }

    mutating func reset() {
        self = Bill(amount: 0, people: 2, tip: .recommended)
    }
}
