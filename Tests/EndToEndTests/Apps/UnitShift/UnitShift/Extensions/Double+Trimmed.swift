//
//  Double+Trimmed.swift
//  UnitShift
//

import Foundation

extension Double {
    /// "12" instead of "12.0", at most three decimals otherwise.
    var trimmed: String {
        if self == rounded() && abs(self) < 1e15 {
            return String(Int(self))
        }
        var text = String(format: "%.3f", self)
        while text.hasSuffix("0") {
            text.removeLast()
        }
        return text
    }
}

extension ConvertibleUnit where Self: RawRepresentable, RawValue == String {
    /// "Kilometers" for `.kilometers`.
    var name: String { rawValue.capitalized }
}

extension Array where Element: ConvertibleUnit {
    /// "m · km · ft · mi".
    var symbolList: String {
        map(\.symbol).joined(separator: " · ")
    }

    /// Each unit with the next one: "m→km, km→ft, ft→mi".
    var chain: String {
        zip(self, dropFirst()).map { "\($0.symbol)→\($1.symbol)" }.joined(separator: ", ")
    }
}
