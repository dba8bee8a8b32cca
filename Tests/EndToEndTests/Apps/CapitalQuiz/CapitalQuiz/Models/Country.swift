//
//  Country.swift
//  CapitalQuiz
//

import Foundation

enum Continent: String, CaseIterable {
    case europe = "Europe"
    case asia = "Asia"
    case africa = "Africa"
    case americas = "Americas"
    case oceania = "Oceania"
}

struct Country: Identifiable, Hashable, CustomStringConvertible {
    let name: String
    let capital: String
    let flag: String
    let continent: Continent

    var id: String { name }

    var description: String {
        "\(flag) \(name) (\(capital))"
    }

    /// Short names are easier, so they count as the warm-up questions.
    var isEasy: Bool {
        name.count <= 6 && !capital.contains(" ")
    }

    static let all: [Country] = [
        Country(name: "France", capital: "Paris", flag: "🇫🇷", continent: .europe),
        Country(name: "Japan", capital: "Tokyo", flag: "🇯🇵", continent: .asia),
        Country(name: "Kenya", capital: "Nairobi", flag: "🇰🇪", continent: .africa),
        Country(name: "Canada", capital: "Ottawa", flag: "🇨🇦", continent: .americas),
        Country(name: "Peru", capital: "Lima", flag: "🇵🇪", continent: .americas),
        Country(name: "Norway", capital: "Oslo", flag: "🇳🇴", continent: .europe),
        Country(name: "Vietnam", capital: "Hanoi", flag: "🇻🇳", continent: .asia),
        Country(name: "New Zealand", capital: "Wellington", flag: "🇳🇿", continent: .oceania),
        Country(name: "Ghana", capital: "Accra", flag: "🇬🇭", continent: .africa),
        Country(name: "Argentina", capital: "Buenos Aires", flag: "🇦🇷", continent: .americas),
    ]

    static func from(_ continent: Continent) -> [Country] {
        all.filter { $0.continent == continent }
    }
}
