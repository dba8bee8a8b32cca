//
//  Double+Currency.swift
//  SplitCheck
//

import Foundation

extension Double {
    /// "$12.30" style text, used for the small print.
    var dollarText: String {
        String(format: "$%.2f", self)
    }

    /// Rounds to the given number of decimal places.
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
}

extension Int {
    var peopleText: String {
        self == 1 ? "1 person" : "\(self) people"
    }
}

extension Locale {
    /// The currency code for the text field, falling back to dollars.
    static var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }
}
