//
//  Array+OneAndOnly.swift
//  PairUp
//

import SwiftUI

extension Array {
    /// The only element, or nil when there are none or several.
    var oneAndOnly: Element? {
        if count == 1 {
            return first
        } else {
            return nil
        }
    }
}

extension Color {
    /// Themes store their colour by name so the model stays free of SwiftUI.
    init?(themeName: String) {
        switch themeName.lowercased() {
        case "orange":
            self = .orange
        case "green":
            self = .green
        case "red":
            self = .red
        case "blue":
            self = .blue
        default:
            return nil
        }
    }
}
